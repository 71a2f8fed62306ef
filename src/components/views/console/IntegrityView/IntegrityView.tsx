import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type {
  AdminVoter,
  IntegrityFlag,
  IntegrityReport,
  IntegritySeverity,
} from '../../../../domain/admin';
import { formatElectionDate } from '../../../../domain/election';
import { integrityMessages as m } from '../../../../domain/integrityMessages';
import { FlagVoterTable, IntegrityFlagCard } from '../../../console/IntegrityFlagCard';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';

export interface IntegrityViewProps {
  report: IntegrityReport | null;
  loading: boolean;
  /** A failure to read the report (shown with a retry). */
  error: string | null;
  /** Voters per flag id, as IntegrityFlagCard takes them. */
  voters: Record<string, AdminVoter[] | 'loading' | undefined>;
  /** The outcome of the last action, announced politely. */
  notice?: string | null;
  onRefresh: () => void;
  onToggleVoters: (flag: IntegrityFlag) => void;
  onInvalidate: (flag: IntegrityFlag) => void;
  onRestore: (flag: IntegrityFlag) => void;
  /** The voter search (by name, e-mail or CPF). Absent: no search box. */
  voterSearch?: VoterSearchBinding;
}

export interface VoterSearchBinding {
  query: string;
  onQueryChange: (query: string) => void;
  /** 'Procurar' or Enter in the box. */
  onSearch: () => void;
  /** The last search: what was searched and its answer; null before any. */
  result: { query: string; voters: AdminVoter[] | 'loading' | 'failed' } | null;
  /** A result's 'Ver e-mails' (that voter's e-mails). Absent: no such button. */
  onShowMail?: (voter: AdminVoter) => void;
}

/** 'Procurar eleitor': a box, 'Procurar', and the voters found in a table. */
function VoterSearch({ query, onQueryChange, onSearch, result, onShowMail }: VoterSearchBinding) {
  const s = m.search;
  return (
    <Box component="section" aria-labelledby="voter-search" sx={{ mb: 4 }}>
      <Typography id="voter-search" variant="h5" component="h2" sx={{ mb: 2 }}>
        {s.heading}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) onSearch();
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          label={s.label}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          size="small"
          autoComplete="off"
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="submit" variant="outlined" disabled={!query.trim()}>
          {s.submit}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {result?.voters === 'loading' && <Typography>{s.searching}</Typography>}
        {result?.voters === 'failed' && <Alert severity="error">{s.failed}</Alert>}
        {Array.isArray(result?.voters) && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {result.voters.length === 0 ? s.none(result.query) : s.found(result.voters.length)}
          </Typography>
        )}
      </Box>
      {result && Array.isArray(result.voters) && result.voters.length > 0 && (
        <FlagVoterTable
          caption={s.caption(result.query)}
          voters={result.voters}
          onShowMail={onShowMail}
        />
      )}
    </Box>
  );
}

const SEVERITIES: IntegritySeverity[] = ['high', 'medium', 'low'];

/** The Integridade page: flags grouped by severity, each with its evidence and voters. */
export function IntegrityView({
  report,
  loading,
  error,
  voters,
  notice = null,
  onRefresh,
  onToggleVoters,
  onInvalidate,
  onRestore,
  voterSearch,
}: IntegrityViewProps) {
  const flags = report?.flags ?? [];
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={onRefresh} disabled={loading}>
          {m.refresh}
        </Button>
        {report && (
          <Typography color="text.secondary">
            {m.generatedAt(formatElectionDate(report.generatedAt))} · {m.flagCount(flags.length)}
          </Typography>
        )}
      </Box>
      {report?.sealed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.sealed}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {voterSearch && <VoterSearch {...voterSearch} />}
      {/* The state only: a failed re-read keeps the last report shown below. */}
      <AsyncContent
        status={error ? 'error' : !report ? 'loading' : flags.length === 0 ? 'empty' : 'ready'}
        loadingLabel={m.loading}
        errorMessage={error}
        onRetry={onRefresh}
        retryLabel={m.retry}
        empty={
          <Box sx={{ py: 4 }}>
            <Typography variant="h6" component="p">
              {m.empty}
            </Typography>
            <Typography color="text.secondary">{m.emptyHint}</Typography>
          </Box>
        }
      />
      {SEVERITIES.map((severity) => {
        const group = flags.filter((flag) => flag.severity === severity);
        if (group.length === 0) return null;
        return (
          <Box
            component="section"
            key={severity}
            aria-labelledby={`severity-${severity}`}
            sx={{ mb: 4 }}
          >
            <Typography id={`severity-${severity}`} variant="h5" component="h2" sx={{ mb: 2 }}>
              {m.severityHeading(m.severity[severity], group.length)}
            </Typography>
            <Stack spacing={2}>
              {group.map((flag) => (
                <IntegrityFlagCard
                  key={flag.id}
                  flag={flag}
                  voters={voters[flag.id]}
                  onToggleVoters={onToggleVoters}
                  onInvalidate={onInvalidate}
                  onRestore={onRestore}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
