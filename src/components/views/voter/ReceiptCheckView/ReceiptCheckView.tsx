import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { ReceiptCheck } from '../../../../domain/trust';
import { trustMessages } from '../../../../domain/trustMessages';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { PageHeader } from '../../../primitives/PageHeader';
import { AppLayout } from '../../../voter/AppLayout';

/** What the check said: nothing yet, checking, its answer, or why it could not. */
export type ReceiptCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answered'; answer: ReceiptCheck }
  | { kind: 'notPublished' }
  | { kind: 'failed' };

export interface ReceiptCheckViewProps {
  /** The receipt field (Formik binding; its error is the format's message). */
  receipt: FieldBinding;
  state: ReceiptCheckState;
  /** CONFERIR (and Enter in the field). */
  onSubmit: () => void;
  /** Back arrow and 'Voltar aos resultados'. */
  onBack: () => void;
  sx?: SxProps<Theme>;
}

const text = trustMessages.check;

function Answer({ state }: { state: ReceiptCheckState }) {
  if (state.kind === 'notPublished') return <Alert severity="info">{text.notPublished}</Alert>;
  if (state.kind === 'failed') return <Alert severity="error">{text.failed}</Alert>;
  if (state.kind !== 'answered') return null;
  const { answer } = state;
  if (answer.status === 'counted') {
    return <Alert severity="success">{text.counted(answer.category)}</Alert>;
  }
  if (answer.status === 'not-counted') {
    return <Alert severity="warning">{text.notCounted(answer.category)}</Alert>;
  }
  return <Alert severity="info">{text.unknown}</Alert>;
}

/**
 * /resultados/recibo, open to everyone: type a receipt, learn whether its vote was counted and
 * in which category (never for whom; an invalidated vote says so, without the reason).
 */
export function ReceiptCheckView({ receipt, state, onSubmit, onBack, sx }: ReceiptCheckViewProps) {
  return (
    <AppLayout sx={sx}>
      <PageHeader title={text.title} onBack={onBack} />
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{text.intro}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        sx={{ maxWidth: 420 }}
      >
        <Stack spacing={2}>
          <FormField
            field={receipt}
            label={text.field}
            autoComplete="off"
            placeholder="K7QF-M2XD-9TZA"
            onEnter={onSubmit}
          />
          <Button type="submit" variant="contained" loading={state.kind === 'checking'}>
            {text.submit}
          </Button>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={{ mt: 3, maxWidth: 640 }}>
        <Answer state={state} />
      </Box>
      <Button variant="text" onClick={onBack} sx={{ mt: 2 }}>
        {text.back}
      </Button>
    </AppLayout>
  );
}
