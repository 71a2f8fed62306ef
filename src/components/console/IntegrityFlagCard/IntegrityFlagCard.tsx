import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { AdminVoter, IntegrityFlag } from '../../../domain/admin';
import { formatElectionDate } from '../../../domain/election';
import { integrityMessages as m } from '../../../domain/integrityMessages';

import { FlagVoterTable } from './FlagVoterTable';

export interface IntegrityFlagCardProps {
  flag: IntegrityFlag;
  /** The flag's voters once loaded; 'loading' while they are; undefined when hidden. */
  voters?: AdminVoter[] | 'loading';
  onToggleVoters: (flag: IntegrityFlag) => void;
  onInvalidate: (flag: IntegrityFlag) => void;
  onRestore: (flag: IntegrityFlag) => void;
}

const SEVERITY_COLOR = { high: 'error', medium: 'warning', low: 'default' } as const;

/**
 * Evidence details besides count/from/to/pattern, labelled in Portuguese (never the server's key),
 * numbers in pt-BR.
 */
const extraDetails = (flag: IntegrityFlag): [string, string | number][] =>
  Object.entries(flag.evidence)
    .filter(
      (entry): entry is [string, string | number] =>
        !['count', 'from', 'to', 'pattern'].includes(entry[0]) && entry[1] !== null,
    )
    .map(([key, value]) => [
      m.evidenceDetail[key] ?? m.evidenceDetailOther,
      typeof value === 'number' ? value.toLocaleString('pt-BR') : value,
    ]);

/**
 * One finding: severity, kind, the one-line summary (its heading), the evidence as a
 * description list, and the voters behind it on demand, with the bulk actions.
 */
export function IntegrityFlagCard({
  flag,
  voters,
  onToggleVoters,
  onInvalidate,
  onRestore,
}: IntegrityFlagCardProps) {
  const headingId = `flag-${useId().replaceAll(':', '')}`;
  const shown = voters !== undefined;
  const loaded = Array.isArray(voters) ? voters : null;
  // The voters' own states once loaded; before that, the report's count (issue 40 §9: the card
  // offered 'Invalidar 13 eleitores' after 3 of the 13 were invalidated).
  const invalidated = loaded
    ? loaded.filter((v) => v.invalidated).length
    : Math.min(flag.invalidated ?? 0, flag.voterIds.length);
  const valid = (loaded ? loaded.length : flag.voterIds.length) - invalidated;
  const evidence: [string, string | number][] = [
    [m.evidence.voters, flag.evidence.count],
    ...(flag.evidence.from
      ? [[m.evidence.from, formatElectionDate(flag.evidence.from)] as [string, string]]
      : []),
    ...(flag.evidence.to
      ? [[m.evidence.to, formatElectionDate(flag.evidence.to)] as [string, string]]
      : []),
    [m.evidence.pattern, flag.evidence.pattern],
    ...(loaded || invalidated > 0
      ? [[m.evidence.invalidated, invalidated] as [string, number]]
      : []),
  ];

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            color={SEVERITY_COLOR[flag.severity]}
            label={m.severity[flag.severity]}
          />
          <Chip size="small" variant="outlined" label={m.kind[flag.kind]} />
        </Box>
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {flag.summary}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {[...evidence, ...extraDetails(flag)].map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        {voters === 'loading' && (
          <Typography role="status" color="text.secondary">
            {m.votersLoading}
          </Typography>
        )}
        {loaded && <FlagVoterTable caption={m.votersCaption(flag.summary)} voters={loaded} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" onClick={() => onToggleVoters(flag)} aria-expanded={shown}>
          {shown ? m.hideVoters : m.showVoters(flag.voterIds.length)}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {invalidated > 0 && (
          <Button variant="outlined" onClick={() => onRestore(flag)}>
            {m.restore(invalidated)}
          </Button>
        )}
        {valid > 0 && (
          <Button variant="contained" color="error" onClick={() => onInvalidate(flag)}>
            {m.invalidate(valid)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
