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

/** The phase, the total received and, once closed, each category's groups. */
export async function getAdminNominations(signal?: AbortSignal): Promise<AdminNominations> {
  return (await adminApi.get<AdminNominations>('/admin/nominations', { signal })).data;
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

/** A grouping call on one category (…/categories/:categoryId{path}): its groups, afresh. */
async function groupsCall(
  method: 'post' | 'put',
  categoryId: number,
  path: string,
  body: object,
): Promise<NominationCategoryGroupsAnswer> {
  const url = `/admin/nominations/categories/${categoryId}${path}`;
  return (await adminApi[method]<NominationCategoryGroupsAnswer>(url, body)).data;
}

/** The groups `ids` join `into` (its name and id). */
export function mergeNominationGroups(categoryId: number, ids: number[], into: number) {
  return groupsCall('post', categoryId, '/merge', { ids, into });
}

/** The spellings `texts` of group `groupId` leave for a group of their own. */
export function splitNominationGroup(categoryId: number, groupId: number, texts: string[]) {
  return groupsCall('post', categoryId, '/split', { groupId, texts });
}

/** The name the ballot will show for group `groupId`. */
export function nameNominationGroup(categoryId: number, groupId: number, name: string) {
  return groupsCall('put', categoryId, `/groups/${groupId}/name`, { name });
}

/** The finalists' group ids; null: the most named (finalistsSize, ties at the cut kept). */
export function putNominationFinalists(categoryId: number, ids: number[] | null) {
  return groupsCall('put', categoryId, '/finalists', { ids });
}

/** The finalists become the edition's catalogue (no way back). */
export async function publishNominationBallot(): Promise<BallotPublished> {
  return (await adminApi.post<BallotPublished>('/admin/nominations/publish')).data;
}
