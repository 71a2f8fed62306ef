import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { formatElectionDate } from '../../../domain/election';
import type { PublicationHistory as History } from '../../../domain/trust';
import { trustMessages } from '../../../domain/trustMessages';
import { monoFontFamily } from '../../../theme';

export interface PublicationHistoryProps {
  /** GET /results/history: every publication (withdrawn ones too) and the reopenings. */
  history: History;
  /** Where a version's ata downloads from; `original`: the bytes as published. */
  ataHref: (version: number, original: boolean) => string;
  sx?: SxProps<Theme>;
}

const text = trustMessages.publication;
const mono = {
  fontFamily: monoFontFamily,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
} as const;

/**
 * /resultados' "Histórico da publicação" (issue 36): each version of the ata with its date, its
 * SHA-256 and its fate (in force, withdrawn with the category of the reason, superseded by
 * version N), a link to each (marked when no longer in force) and to the bytes as published;
 * and each reopening of voting after the results were read. Never a person, never free text.
 */
export function PublicationHistory({ history, ataHref, sx }: PublicationHistoryProps) {
  const headingId = useId();
  if (history.versions.length === 0 && history.reopenings.length === 0) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: 2, mt: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {text.historyHeading}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.versions.map((v) => {
          const stands = v.withdrawnAt === null && v.supersededBy === null;
          return (
            <Box component="li" key={v.version}>
              <Typography variant="subtitle2" component="p">
                {text.historyVersion(v.version, formatElectionDate(v.publishedAt))}
              </Typography>
              {v.withdrawnAt !== null && (
                <Typography variant="body2">
                  {text.historyWithdrawn(
                    formatElectionDate(v.withdrawnAt),
                    v.withdrawalCategory ? text.categories[v.withdrawalCategory] : null,
                  )}
                </Typography>
              )}
              {v.supersededBy !== null && v.supersededAt !== null && (
                <Typography variant="body2">
                  {text.historySuperseded(v.supersededBy, formatElectionDate(v.supersededAt))}
                </Typography>
              )}
              {stands && <Typography variant="body2">{text.historyStands}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={mono}>
                {text.ataSha256}: {v.ataSha256}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                <Link href={ataHref(v.version, false)} download variant="body2">
                  {text.historyAta(v.version)}
                </Link>
                {!stands && (
                  <Link href={ataHref(v.version, true)} download variant="body2">
                    {text.historyAtaOriginal(v.version)}
                  </Link>
                )}
              </Stack>
            </Box>
          );
        })}
        {history.reopenings.map((r) => (
          <Box component="li" key={`${r.resultsReadAt}-${r.reopenedAt}`}>
            <Typography variant="body2">
              {text.reopened(formatElectionDate(r.resultsReadAt), formatElectionDate(r.reopenedAt))}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
