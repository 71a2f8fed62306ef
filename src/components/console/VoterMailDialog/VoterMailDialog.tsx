import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';

import type { MailDelivery } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { integrityMessages } from '../../../domain/integrityMessages';
import { AsyncContent, type AsyncStatus } from '../../primitives/AsyncContent';
import { MailDeliveryList } from '../MailHealthPanel';

const m = integrityMessages.voterMail;

export interface VoterMailDialogProps {
  open: boolean;
  /** Whose e-mails: the title names the voter, the address is shown under it. */
  voter: { nome: string; email: string } | null;
  /** The voter's last e-mails, newest first, or where loading them stands. */
  deliveries: MailDelivery[] | 'loading' | 'failed';
  /** Formats an ISO time for the operator (the container passes São Paulo's day and clock). */
  formatTime: (iso: string) => string;
  /** 'Tentar novamente' after a failed load. */
  onRetry: () => void;
  /** 'Fechar', Esc or the backdrop. */
  onClose: () => void;
}

function statusOf(deliveries: VoterMailDialogProps['deliveries']): AsyncStatus {
  if (deliveries === 'loading') return 'loading';
  if (deliveries === 'failed') return 'error';
  return deliveries.length === 0 ? 'empty' : 'ready';
}

/**
 * One voter's e-mails (issue 28), opened from the Integridade page's voter search: what was sent,
 * what waits or is being retried (with the next attempt and what the mail server said) and what
 * failed. Full screen on a phone; focus is kept inside by MUI and returns to the opening button.
 */
export function VoterMailDialog({
  open,
  voter,
  deliveries,
  formatTime,
  onRetry,
  onClose,
}: VoterMailDialogProps) {
  const id = `voter-mail-${useId().replaceAll(':', '')}`;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const status = statusOf(deliveries);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={voter ? `${id}-address` : undefined}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {voter ? m.title(voter.nome) : ''}
      </DialogTitle>
      {/* Scrolls when the list is long (a phone): focusable so a keyboard scrolls it too. */}
      <DialogContent
        tabIndex={0}
        role="group"
        aria-labelledby={`${id}-title`}
        sx={{ px: { xs: 2, sm: 3 } }}
      >
        {voter && (
          <DialogContentText id={`${id}-address`} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {m.address(voter.email)}
          </DialogContentText>
        )}
        <AsyncContent
          status={status}
          loadingLabel={m.loading}
          errorMessage={m.failed}
          onRetry={onRetry}
          empty={adminMessages.mail.noDeliveries}
        >
          {Array.isArray(deliveries) && (
            <MailDeliveryList deliveries={deliveries} formatTime={formatTime} hideTitle />
          )}
        </AsyncContent>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          {m.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
