/**
 * One check of a new name and window, for PUT /admin/election and `npm run admin -- election`:
 * dates with an offset that exist, closing after opening, a sensible name; and its audit entry.
 */
import { unprintableInAta } from '../../../domain/ataPrintable';
import type { ElectionUpdate } from '../../../domain/election';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type { AdminActionName } from '../audit';

import { parseElectionDate } from './dates';
import type { ElectionUpdateResult } from './electionService';
import type { ElectionWindow } from './repository';

/**
 * Controls (C0 and C1: a newline, NEL…), invisible formatting characters and line or paragraph
 * separators: each could start a new line in the ata's title or hide a character (issue 36).
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export type ValidatedUpdate =
  | { ok: true; window: ElectionWindow }
  | { ok: false; errors: Partial<Record<keyof ElectionUpdate, string>> };

export function validateElectionUpdate(input: ElectionUpdate): ValidatedUpdate {
  const errors: Partial<Record<keyof ElectionUpdate, string>> = {};
  const m = operatorApiMessages.election;

  let name: string | null = null;
  if (input.name !== null) {
    name = input.name.trim().replace(/\s+/g, ' ');
    if (name.length > 200 || CONTROL.test(input.name)) errors.name = m.nameInvalid;
    else if (unprintableInAta(name).length > 0) errors.name = m.nameUnprintable;
    if (name === '') name = null;
  }

  const date = (field: 'opensAt' | 'closesAt', label: string): number | null => {
    const text = input[field];
    if (text === null || text.trim() === '') return null;
    const parsed = parseElectionDate(text);
    if (parsed.ok) return parsed.ms;
    errors[field] = parsed.reason === 'format' ? m.dateFormat(label) : m.dateInvalid(label);
    return null;
  };
  const opensAt = date('opensAt', m.opensAt);
  const closesAt = date('closesAt', m.closesAt);
  if (opensAt !== null && closesAt !== null && closesAt <= opensAt) {
    errors.closesAt = m.closesBeforeOpens;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, window: { name, opens_at: opensAt, closes_at: closesAt } };
}

/** A window change's audit entry: a reopening after the results were read is its own action. */
export function windowChangeEntry(
  result: Extract<ElectionUpdateResult, { ok: true }>,
  action: AdminActionName,
  reason: string | null,
) {
  const reopened = result.reopenedAfterRead;
  return {
    action: reopened ? ('election.reopen-after-results' as const) : action,
    target: 'election',
    before: result.before,
    after: reopened
      ? {
          ...result.election,
          via: action,
          resultsReadAt: new Date(reopened.resultsReadAt).toISOString(),
        }
      : result.election,
    reason: reopened ? reason : null,
  };
}
