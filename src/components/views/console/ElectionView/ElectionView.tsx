import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';

import { adminMessages } from '../../../../domain/adminMessages';
import { formatElectionDate, type Election } from '../../../../domain/election';
import { DateTimeField } from '../../../console/DateTimeField';
import { HintedAction } from '../../../console/HintedAction';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { PageHeader } from '../../../primitives/PageHeader';

/**
 * What an action's answer says, and where: 'window' (Salvar), 'now' ('Encerrar agora' / 'Abrir
 * agora'), 'publish' (publish, withdraw). `seq` changes with every answer.
 */
export interface ElectionFeedback {
  area: 'window' | 'now' | 'publish';
  severity: 'success' | 'error';
  message: string;
  seq: number;
}

export interface ElectionViewProps {
  /** What the server says now (status by its clock); null while loading. */
  election: Election | null;
  /** The first read failed. @default false */
  loadFailed?: boolean;
  onRetry: () => void;
  name: FieldBinding;
  /** "01/12/2026 08:00" in São Paulo time; empty: no limit. */
  opensAt: FieldBinding;
  closesAt: FieldBinding;
  /** Salvar (also Enter in a field). */
  onSave: () => void;
  /** @default false */
  saving?: boolean;
  /** 'Publicar resultados': enabled only once the election is closed and not yet published. */
  onPublish: () => void;
  /** @default false */
  publishing?: boolean;
  /**
   * 'Encerrar agora' (while open) or 'Abrir agora' (scheduled, or closed and not published): the
   * container asks for confirmation first. Absent: no such button.
   */
  onCloseNow?: () => void;
  onOpenNow?: () => void;
  /** A close or open now is on its way. @default false */
  switching?: boolean;
  /**
   * 'Retirar a publicação' (issue 36, once published): the container asks for confirmation and a
   * reason first. Absent: no such button.
   */
  onWithdraw?: () => void;
  /** A withdrawal is on its way. @default false */
  withdrawing?: boolean;
  /**
   * The last action's answer, shown in its own section under its button (issue 40 §8: a toast
   * covered 'Ver a página pública de resultados'). @default null
   */
  feedback?: ElectionFeedback | null;
  sx?: SxProps<Theme>;
}

const { election: text } = adminMessages;
const statusColor = { scheduled: 'info', open: 'success', closed: 'default' } as const;

/**
 * Eleição: the award's name, the voting window (São Paulo time) and its status as the server
 * decides it; 'Encerrar agora' / 'Abrir agora' (the server's clock); 'Publicar resultados' once
 * closed, then the link to the public page.
 */
export function ElectionView({
  election,
  loadFailed = false,
  onRetry,
  name,
  opensAt,
  closesAt,
  onSave,
  saving = false,
  onPublish,
  publishing = false,
  onCloseNow,
  onOpenNow,
  switching = false,
  onWithdraw,
  withdrawing = false,
  feedback = null,
  sx,
}: ElectionViewProps) {
  // Each section's answer in a live region that is always there, so the message is announced
  // when it arrives (a new `seq` draws it anew, so the same answer twice is said twice).
  const said = (area: ElectionFeedback['area']) => (
    <Box aria-live="polite" sx={{ alignSelf: 'stretch', '&:empty': { display: 'none' } }}>
      {feedback?.area === area && (
        <Alert
          key={feedback.seq}
          severity={feedback.severity}
          // A success is news, politely; a failure interrupts.
          role={feedback.severity === 'error' ? 'alert' : 'status'}
        >
          {feedback.message}
        </Alert>
      )}
    </Box>
  );
  const lockedId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave();
  };

  if (election === null) {
    return (
      <Box sx={sx}>
        <PageHeader title={text.title} subtitle={text.subtitle} />
        <AsyncContent status={loadFailed ? 'error' : 'loading'} onRetry={onRetry} />
      </Box>
    );
  }

  // Closed but the close has not stood RESULTS_SEAL_HOLD_MINUTES yet (issue 36): sealed still.
  const holding =
    election.status === 'closed' && election.resultsSealed === true && !election.resultsPublished;
  const canPublish = election.status === 'closed' && !election.resultsPublished && !holding;
  const publishText = election.resultsPublished
    ? text.published
    : holding
      ? text.publishHolding(election.unsealsAt ? formatElectionDate(election.unsealsAt) : '…')
      : canPublish
        ? text.publishReady
        : text.publishHint;
  // What "now" can do: close an open window, open one not open (unless already published).
  const now =
    election.status === 'open'
      ? onCloseNow && { label: text.closeNow, hint: text.closeNowHint, onClick: onCloseNow }
      : !election.resultsPublished &&
        onOpenNow && { label: text.openNow, hint: text.openNowHint, onClick: onOpenNow };

  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Stack
          direction="row"
          aria-label={text.status}
          role="group"
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {text.status}:
          </Typography>
          <Chip
            label={text.statusLabel[election.status]}
            color={statusColor[election.status]}
            size="small"
          />
          <Chip
            label={election.resultsPublished ? text.published : text.notPublished}
            color={election.resultsPublished ? 'success' : 'default'}
            variant="outlined"
            size="small"
          />
        </Stack>
        {now && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <HintedAction
              label={now.label}
              hint={now.hint}
              onClick={now.onClick}
              color={election.status === 'open' ? 'error' : 'primary'}
              loading={switching}
            >
              {said('now')}
            </HintedAction>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <FormField field={name} label={text.nameLabel} maxLength={200} />
            <DateTimeField field={opensAt} label={text.opensAtLabel} hint={text.dateHint} />
            <DateTimeField field={closesAt} label={text.closesAtLabel} hint={text.dateHint} />
            <Box>
              <Button
                type="submit"
                variant="contained"
                loading={saving}
                disabled={election.resultsPublished}
                aria-describedby={election.resultsPublished ? lockedId : undefined}
              >
                {text.save}
              </Button>
            </Box>
            {election.resultsPublished && (
              <Typography id={lockedId} variant="body2" color="text.secondary">
                {text.publishedLocked}
              </Typography>
            )}
            {said('window')}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <HintedAction
            label={text.publish}
            hint={publishText}
            onClick={onPublish}
            variant="contained"
            color="secondary"
            disabled={!canPublish}
            loading={publishing}
          >
            {election.resultsPublished && (
              <Link href="/resultados" target="_blank" rel="noopener">
                {text.publicLink}
              </Link>
            )}
            {said('publish')}
          </HintedAction>
        </Paper>
        {election.resultsPublished && onWithdraw && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <HintedAction
              label={text.withdraw}
              hint={text.withdrawHint}
              onClick={onWithdraw}
              color="error"
              loading={withdrawing}
            />
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
