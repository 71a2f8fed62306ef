import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';

import { formatElectionDate } from '../../../domain/election';
import { nominationsAdminMessages } from '../../../domain/nominationsAdminMessages';
import type { AdminNominations } from '../../../domain/schemas/nominationsApi';
import type { FieldBinding } from '../../primitives/FormField';
import { DateTimeField } from '../DateTimeField';
import { HintedAction } from '../HintedAction';

export interface NominationWindowPanelProps {
  /** The phase as the server decides it. */
  phase: AdminNominations['phase'];
  /** ISO 8601; null without a window. @default null */
  opensAt?: string | null;
  /** @default null */
  closesAt?: string | null;
  /** When the ballot was published (phase 'published'). @default null */
  ballotPublishedAt?: string | null;
  /** Nominations received (shown once the phase is closed). @default 0 */
  received?: number;
  /** The window's fields ("01/10/2027 08:00", São Paulo time), bound by the container. */
  opensAtField: FieldBinding;
  closesAtField: FieldBinding;
  /** Salvar período (the container checks the dates first). */
  onSave: () => void;
  /** @default false */
  saving?: boolean;
  /** Encerrar agora (phase 'open'); the container asks first. */
  onCloseNow: () => void;
  /** @default false */
  closing?: boolean;
  sx?: SxProps<Theme>;
}

const text = nominationsAdminMessages.window;
const date = (iso: string | null | undefined) => (iso ? formatElectionDate(iso) : '…');

/**
 * The nominations phase's window on the console's Indicações page: what the phase is, the two
 * dates to open or move it before it opens (only the close once open), and 'Encerrar agora'
 * while it is open. Once
 * closed the window stands (the counts could have been seen): only what it was is said.
 */
export function NominationWindowPanel({
  phase,
  opensAt = null,
  closesAt = null,
  ballotPublishedAt = null,
  received = 0,
  opensAtField,
  closesAtField,
  onSave,
  saving = false,
  onCloseNow,
  closing = false,
  sx,
}: NominationWindowPanelProps) {
  const headingId = useId();
  const editable = phase === 'none' || phase === 'scheduled' || phase === 'open';
  const status =
    phase === 'none'
      ? text.none
      : phase === 'scheduled'
        ? text.scheduled(date(opensAt), date(closesAt))
        : phase === 'open'
          ? text.open(date(closesAt))
          : phase === 'closed'
            ? text.closed(date(opensAt), date(closesAt), received)
            : text.published(date(ballotPublishedAt));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 3 }, maxWidth: 960 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {editable && (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', md: 'row' }}
          useFlexGap
          sx={{ gap: 2, mt: 2, alignItems: { md: 'flex-start' } }}
        >
          {[
            // Once open, the opening stands: moving it would change which nominations were on time.
            { field: opensAtField, label: text.opensAtLabel, fixed: phase === 'open' },
            { field: closesAtField, label: text.closesAtLabel, fixed: false },
          ].map(({ field, label, fixed }) => (
            <DateTimeField
              key={field.name}
              field={field}
              label={label}
              hint={fixed ? text.opensAtFixed : text.dateHint}
              required
              readOnly={fixed}
              sx={{ flex: 1 }}
            />
          ))}
          <Box sx={{ pt: { md: 1 } }}>
            <Button type="submit" variant="contained" loading={saving}>
              {text.save}
            </Button>
          </Box>
        </Stack>
      )}
      {phase === 'open' && (
        <HintedAction
          sx={{ mt: 2 }}
          spacing={1}
          color="error"
          label={text.closeNow}
          hint={text.closeNowHint}
          onClick={onCloseNow}
          loading={closing}
        />
      )}
    </Paper>
  );
}
