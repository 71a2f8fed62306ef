import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { MailDelivery, MailHealth } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { visuallyHidden } from '../../../theme/visuallyHidden';
import { StatCard } from '../StatCard';

const { mail: text } = adminMessages;
const count = (n: number) => n.toLocaleString('pt-BR');
const percent = (rate: number) =>
  rate.toLocaleString('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** Messages waiting longer than this make the panel say the mail server may be away. */
export const BACKLOG_WARNING_SECONDS = 60;

export interface MailHealthPanelProps {
  health: MailHealth;
  /** Formats an ISO time for the operator (the container passes São Paulo's clock). */
  formatTime: (iso: string) => string;
  sx?: SxProps<Theme>;
}

/**
 * The outbox at a glance (decision 200): messages waiting, being retried and sent, the oldest
 * one's wait, the last failure with what the mail server said, the day's bounce rate and the
 * addresses suspended for bouncing (issue 37), how long the queue takes to empty at the last five
 * minutes' pace (issue 39), and one sentence saying whether mail is flowing
 * (an error when the bounce rate is over the threshold providers suspend senders near).
 */
export function MailHealthPanel({ health, formatTime, sx }: MailHealthPanelProps) {
  const titleId = useId();
  const backlog = health.oldestWaitingSeconds >= BACKLOG_WARNING_SECONDS;
  const failing = health.failedLastHour > 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.transport[health.transport]}
      </Typography>
      {/* A status, not an alert: the Painel re-reads it every few seconds (no interruption). */}
      {health.bounceAlert ? (
        <Alert severity="error" role="status" sx={{ mb: 2 }}>
          {text.bounceAlert(percent(health.bounceRate))}
        </Alert>
      ) : backlog || failing ? (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {backlog ? text.backlog(health.oldestWaitingSeconds) : text.failing}
        </Alert>
      ) : (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {text.healthy}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        <StatCard label={text.queued} value={count(health.queued)} />
        <StatCard label={text.sending} value={count(health.sending)} />
        <StatCard label={text.retrying} value={count(health.retrying)} />
        <StatCard label={text.oldestWaiting} value={text.seconds(health.oldestWaitingSeconds)} />
        <StatCard label={text.sentLastHour} value={count(health.sentLastHour)} />
        <StatCard label={text.failedLastHour} value={count(health.failedLastHour)} />
      </Box>
      {health.expectedWaitSeconds !== 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {health.expectedWaitSeconds === null
            ? text.drainUnknown
            : text.drain(health.sentPerMinute, health.expectedWaitSeconds)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: health.expectedWaitSeconds === 0 ? 2 : 0.5 }}>
        {health.lastSentAt ? text.lastSent(formatTime(health.lastSentAt)) : text.neverSent}
      </Typography>
      {health.lastFailure && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {text.lastFailure(formatTime(health.lastFailure.at), health.lastFailure.reason)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {text.bounces(health.bouncedLastDay, health.settledLastDay, percent(health.bounceRate))}{' '}
        {text.suppressed(health.suppressedAddresses)}
      </Typography>
    </Paper>
  );
}

export interface MailDeliveryListProps {
  deliveries: MailDelivery[];
  formatTime: (iso: string) => string;
  /**
   * Keeps the heading 'E-mails deste eleitor' for screen readers only (it still names the table):
   * for a dialog whose title already says whose e-mails these are. @default false
   */
  hideTitle?: boolean;
  sx?: SxProps<Theme>;
}

/** "Tentando de novo — nova tentativa às 12:31:08 — 421 4.7.0 Try again later". */
function statusLine(d: MailDelivery, formatTime: (iso: string) => string): string {
  return [
    text.status[d.status],
    d.nextAttemptAt && text.retryAt(formatTime(d.nextAttemptAt)),
    d.status !== 'sent' && d.lastError,
  ]
    .filter(Boolean)
    .join(' — ');
}

/**
 * One voter's last e-mails: kind, status (with the next attempt and the SMTP reason of a retry or
 * failure), tries. A table from 600 px; below, where four columns would crush the status, one
 * item per e-mail (when · kind, status, tries), so nothing scrolls sideways on a phone.
 */
export function MailDeliveryList({
  deliveries,
  formatTime,
  hideTitle = false,
  sx,
}: MailDeliveryListProps) {
  const titleId = useId();
  const kindOf = (d: MailDelivery) => text.kinds[d.kind] ?? d.kind;
  return (
    <Box component="section" aria-labelledby={titleId} sx={sx}>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={hideTitle ? visuallyHidden : undefined}
      >
        {text.deliveries}
      </Typography>
      {deliveries.length === 0 ? (
        <Typography variant="body2">{text.noDeliveries}</Typography>
      ) : (
        <>
          {/* Between 600 and 900 px the table may still scroll sideways inside this box:
              focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
          <Box
            tabIndex={0}
            role="group"
            aria-labelledby={titleId}
            sx={{ overflowX: 'auto', display: { xs: 'none', sm: 'block' } }}
          >
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{text.columns.when}</TableCell>
                  <TableCell>{text.columns.kind}</TableCell>
                  <TableCell>{text.columns.status}</TableCell>
                  <TableCell align="right">{text.columns.attempts}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
                      {formatTime(d.createdAt)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>{kindOf(d)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {statusLine(d, formatTime)}
                    </TableCell>
                    <TableCell align="right">{count(d.attempts)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box
            component="ul"
            aria-labelledby={titleId}
            sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}
          >
            {deliveries.map((d) => (
              <Box
                component="li"
                key={d.id}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {formatTime(d.createdAt)} · {kindOf(d)}
                </Typography>
                <Typography variant="body2">{statusLine(d, formatTime)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text.attempts(d.attempts)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
