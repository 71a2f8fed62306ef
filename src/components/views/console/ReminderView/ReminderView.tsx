import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ReminderPreview, ReminderProgress } from '../../../../domain/reminders';
import { trustMessages } from '../../../../domain/trustMessages';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { PageHeader } from '../../../primitives/PageHeader';

export interface ReminderViewProps {
  subject: FieldBinding;
  /** Multi-line; {nome} and {categorias} are filled in per voter. */
  body: FieldBinding;
  /** Pré-visualizar. */
  onPreview: () => void;
  /** Enviar (after a preview). */
  onSend: () => void;
  /** The preview for the first recipient, with how many will get it; null before one. */
  preview: ReminderPreview | null;
  /** A call is under way. @default false */
  busy?: boolean;
  /** The server's refusal or a failed call, in Portuguese. */
  error?: string | null;
  /** The latest reminder's progress (survives a restart: it is read from the server). */
  progress: ReminderProgress | null;
  /** The latest reminder's time as the operator reads it. */
  progressAtLabel?: string;
  /**
   * When the next reminder may go out (the latest one is less than 24 h old), as the operator
   * reads it: Enviar is off and says why. null or absent: it may go now.
   */
  nextAllowedAtLabel?: string | null;
  /** Enviar was pressed: ask before sending (how many, and the 24-hour wait). @default false */
  confirming?: boolean;
  /** The confirmation's answer: true sends, false goes back. */
  onConfirm?: (send: boolean) => void;
  sx?: SxProps<Theme>;
}

const text = trustMessages.console;

/**
 * Lembretes: compose, preview, send (after a confirmation saying how many and that the next can
 * only go 24 hours later); the latest reminder's progress bar and counts; while a reminder is
 * less than 24 hours old, Enviar is off and says from when it comes back.
 */
export function ReminderView({
  subject,
  body,
  onPreview,
  onSend,
  preview,
  busy = false,
  error,
  progress,
  progressAtLabel,
  nextAllowedAtLabel = null,
  confirming = false,
  onConfirm,
  sx,
}: ReminderViewProps) {
  const previewId = useId();
  const waitId = useId();
  const progressId = useId();
  const done = progress ? progress.sent + progress.skipped + progress.failed : 0;
  const percent = progress && progress.total > 0 ? Math.round((done / progress.total) * 100) : 0;
  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {progress && (
          <Card variant="outlined" component="section" aria-labelledby={progressId} sx={{ p: 2 }}>
            <Typography id={progressId} component="h2" variant="h6">
              {text.progressHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {text.progressOf(progress.subject, progressAtLabel ?? progress.createdAt)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={text.progressLabel(percent)}
              sx={{ height: 8, borderRadius: 1, mb: 1 }}
            />
            <Typography role="status" variant="body2">
              {text.counts(progress.queued, progress.sent, progress.skipped, progress.failed)}
            </Typography>
          </Card>
        )}
        <Typography>{text.help}</Typography>
        <FormField field={subject} label={text.subject} />
        <FormField field={body} label={text.body} multiline minRows={5} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onPreview} loading={busy && !preview}>
            {text.preview}
          </Button>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={onSend}
            disabled={!preview || preview.recipients === 0 || nextAllowedAtLabel !== null}
            aria-describedby={nextAllowedAtLabel !== null ? waitId : undefined}
            loading={busy && preview !== null}
            loadingPosition="start"
          >
            {text.send}
          </Button>
        </Stack>
        {nextAllowedAtLabel !== null && (
          <Typography id={waitId} variant="body2" color="text.secondary">
            {text.nextFrom(nextAllowedAtLabel)}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {preview && (
          <Card variant="outlined" component="section" aria-labelledby={previewId} sx={{ p: 2 }}>
            <Typography id={previewId} component="h2" variant="h6">
              {text.previewHeading(preview.recipients)}
            </Typography>
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{preview.subject}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{preview.text}</Typography>
          </Card>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming && preview !== null}
        title={text.confirmTitle}
        message={text.confirmSend(preview?.recipients ?? 0)}
        confirmLabel={text.confirmSendLabel}
        cancelLabel={text.cancel}
        onResult={(outcome) => onConfirm?.(outcome === 'confirmed')}
      />
    </Box>
  );
}
