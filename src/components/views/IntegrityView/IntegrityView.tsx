import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type {
  AdminVoter,
  IntegrityFlag,
  IntegrityReport,
  IntegritySeverity,
} from '../../../domain/admin';
import { formatElectionDate } from '../../../domain/election';
import { integrityMessages as m } from '../../../domain/integrityMessages';
import { IntegrityFlagCard } from '../../IntegrityFlagCard';
import { PageHeader } from '../../PageHeader';

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
      <Box role="status" aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {loading && !report && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{m.loading}</Typography>
        </Box>
      )}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRefresh}>
              {m.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {report && flags.length === 0 && (
        <Box sx={{ py: 4 }}>
          <Typography variant="h6" component="p">
            {m.empty}
          </Typography>
          <Typography color="text.secondary">{m.emptyHint}</Typography>
        </Box>
      )}
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
