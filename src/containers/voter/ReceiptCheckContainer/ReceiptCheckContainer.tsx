import { useState } from 'react';
import { useNavigate } from 'react-router';

import { statusOf } from '../../../api/client';
import { checkReceipt } from '../../../api/trust';
import {
  ReceiptCheckView,
  type ReceiptCheckState,
} from '../../../components/views/voter/ReceiptCheckView';
import { normaliseReceipt } from '../../../domain/receipt';
import { trustMessages } from '../../../domain/trustMessages';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import type { OrderedRule } from '../../shared/validation';

interface Values {
  receipt: string;
}

const rules: OrderedRule<Values>[] = [
  {
    field: 'receipt',
    schema: ({ string }) =>
      string().test(
        'receipt',
        trustMessages.api.receiptInvalid,
        (value) => normaliseReceipt(value ?? '') !== null,
      ),
  },
];

/**
 * Route `/resultados/recibo` (public): checks a receipt with GET /results/receipt. 404 before
 * publication; the answer says counted (with the category) or not counted or unknown.
 */
export function ReceiptCheckContainer() {
  const navigate = useNavigate();
  const [state, setState] = useState<ReceiptCheckState>({ kind: 'idle' });
  usePage(trustMessages.check.title);

  const { submit: submitForm, bind } = useOrderedForm<Values>({
    initialValues: { receipt: '' },
    rules,
    onSubmit: async ({ receipt }) => {
      setState({ kind: 'checking' });
      try {
        const answer = await checkReceipt(normaliseReceipt(receipt) ?? receipt);
        setState({ kind: 'answered', answer });
      } catch (error) {
        setState(statusOf(error) === 404 ? { kind: 'notPublished' } : { kind: 'failed' });
      }
    },
  });

  // A submit that the format refuses leaves no earlier answer on screen either.
  const submit = () => {
    if (normaliseReceipt(bind('receipt').value) === null) setState({ kind: 'idle' });
    submitForm();
  };

  // An answer is about the receipt that was checked: once the field changes it goes, so a new
  // receipt's format error never stands above the last receipt's 'Voto contado' (issue 40 §5).
  const field = bind('receipt');
  const receipt = {
    ...field,
    onChange: (value: string) => {
      field.onChange(value);
      if (state.kind !== 'idle' && state.kind !== 'checking') setState({ kind: 'idle' });
    },
  };

  return (
    <ReceiptCheckView
      receipt={receipt}
      state={state}
      onSubmit={submit}
      onBack={() => navigate('/resultados')}
    />
  );
}
