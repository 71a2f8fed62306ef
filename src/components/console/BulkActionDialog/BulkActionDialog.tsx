import { INVALIDATION_CATEGORIES, type InvalidationCategory } from '../../../domain/admin';
import {
  bulkActionMessages as m,
  invalidationCategoryLabels,
  REASON_MAX_LENGTH,
} from '../../../domain/integrityMessages';
import { ReasonDialog, type ReasonDialogProps } from '../ReasonDialog';

export type VoterAction = 'invalidate' | 'restore';

export interface BulkActionDialogProps extends Pick<
  ReasonDialogProps,
  'open' | 'submitting' | 'error' | 'onCancel'
> {
  action: VoterAction;
  /** How many voters change… */
  voters: number;
  /** …and how many of their votes start or stop counting. */
  votes: number;
  /** The reason (trimmed) and, to invalidate, the category chosen from the fixed list. */
  onConfirm: (reason: string, category?: InvalidationCategory) => void;
}

const categories = INVALIDATION_CATEGORIES.map((value) => ({
  value,
  label: invalidationCategoryLabels[value],
}));

/**
 * ReasonDialog to invalidate or restore a group of voters: names how many voters and votes change
 * and requires a reason (kept in the audit trail only) and, to invalidate, a category from the
 * fixed list (what the ata de apuração counts by), as radio buttons.
 */
export function BulkActionDialog({
  action,
  voters,
  votes,
  onConfirm,
  ...rest
}: BulkActionDialogProps) {
  const invalidate = action === 'invalidate';
  return (
    <ReasonDialog
      {...rest}
      title={m.title(action, voters)}
      consequences={[m.body(action, voters, votes)]}
      consequencesVariant="body1"
      categories={invalidate ? categories : undefined}
      categoryAs="radios"
      categoryLabel={m.category}
      categoryHelp={m.categoryHelp}
      categoryRequired={m.categoryRequired}
      reasonLabel={invalidate ? m.reason : m.restoreReason}
      reasonHelp={invalidate ? m.reasonHelp : m.restoreReasonHelp}
      reasonProblem={(reason) =>
        !reason
          ? invalidate
            ? m.reasonRequired
            : m.restoreReasonRequired
          : reason.length > REASON_MAX_LENGTH
            ? m.reasonTooLong(REASON_MAX_LENGTH)
            : undefined
      }
      confirmLabel={m.confirm(action, voters)}
      confirmColor={invalidate ? 'error' : 'primary'}
      submittingLabel={m.working}
      onConfirm={(reason, category) =>
        category ? onConfirm(reason, category as InvalidationCategory) : onConfirm(reason)
      }
    />
  );
}
