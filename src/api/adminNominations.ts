import type {
  AdminNominations,
  BallotPublished,
  NominationCategoryGroupsAnswer,
} from '../domain/schemas/nominationsApi';

import { adminApi } from './adminClient';

/**
 * The operator's nominations calls (issue 41 §3, decision 305; docs/admin-api.md#nominations-issue-41-3),
 * one function per call, as admin.ts. Every grouping call answers the category's groups afresh.
 */

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const category = (categoryId: number) => `/admin/nominations/categories/${categoryId}`;

/** The phase, the total received and, once closed, each category's groups. */
export async function getAdminNominations(signal?: AbortSignal): Promise<AdminNominations> {
  return (await adminApi.get<AdminNominations>('/admin/nominations', withSignal(signal))).data;
}

/** Opens or moves the phase's window: ISO 8601 with an offset. */
export async function putNominationWindow(window: {
  opensAt: string;
  closesAt: string;
}): Promise<AdminNominations> {
  return (await adminApi.put<AdminNominations>('/admin/nominations/window', window)).data;
}

/** Encerrar agora: the server closes the open phase at its own time. */
export async function closeNominationsNow(): Promise<AdminNominations> {
  return (await adminApi.post<AdminNominations>('/admin/nominations/close-now')).data;
}

/** The groups `ids` join `into` (its name and id). */
export async function mergeNominationGroups(
  categoryId: number,
  ids: number[],
  into: number,
): Promise<NominationCategoryGroupsAnswer> {
  const url = `${category(categoryId)}/merge`;
  return (await adminApi.post<NominationCategoryGroupsAnswer>(url, { ids, into })).data;
}

/** The spellings `texts` of group `groupId` leave for a group of their own. */
export async function splitNominationGroup(
  categoryId: number,
  groupId: number,
  texts: string[],
): Promise<NominationCategoryGroupsAnswer> {
  const url = `${category(categoryId)}/split`;
  return (await adminApi.post<NominationCategoryGroupsAnswer>(url, { groupId, texts })).data;
}

/** The name the ballot will show for group `groupId`. */
export async function nameNominationGroup(
  categoryId: number,
  groupId: number,
  name: string,
): Promise<NominationCategoryGroupsAnswer> {
  const url = `${category(categoryId)}/groups/${groupId}/name`;
  return (await adminApi.put<NominationCategoryGroupsAnswer>(url, { name })).data;
}

/** The finalists' group ids; null: the most named (finalistsSize, ties at the cut kept). */
export async function putNominationFinalists(
  categoryId: number,
  ids: number[] | null,
): Promise<NominationCategoryGroupsAnswer> {
  const url = `${category(categoryId)}/finalists`;
  return (await adminApi.put<NominationCategoryGroupsAnswer>(url, { ids })).data;
}

/** The finalists become the edition's catalogue (no way back). */
export async function publishNominationBallot(): Promise<BallotPublished> {
  return (await adminApi.post<BallotPublished>('/admin/nominations/publish')).data;
}
