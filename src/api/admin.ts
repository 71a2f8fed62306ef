import type {
  AdminResults,
  CatalogAdmin,
  CatalogImportPayload,
  CatalogImportResult,
  MailDelivery,
  MailHealth,
  OperatorSendCodeAnswer,
  OperatorSendCodePayload,
  OperatorValidateCodePayload,
  Turnout,
} from '../domain/admin';
import type { Election, ElectionUpdate } from '../domain/election';
import type { WithdrawalCategory } from '../domain/trust';
import type {
  EditionSummary,
  EditionsList,
  LoginResponse,
  MemberImportPayload,
  MemberImportResult,
} from '../domain/types';

import { adminApi } from './adminClient';

/** One function per call of the operator API (docs/admin-api.md). */

/** The answer says whether a code went out now and when another can. */
export async function sendOperatorCode(
  payload: OperatorSendCodePayload,
): Promise<OperatorSendCodeAnswer> {
  const response = await adminApi.post<OperatorSendCodeAnswer>('/admin/auth/send-code', payload);
  return response.data;
}

export async function validateOperatorCode(
  payload: OperatorValidateCodePayload,
): Promise<LoginResponse> {
  return (await adminApi.post<LoginResponse>('/admin/auth/validate-code', payload)).data;
}

/** The sign-in link of an operator code e-mail (the daily cap of wrong codes does not apply). */
export async function validateOperatorLink(payload: { token: string }): Promise<LoginResponse> {
  return (await adminApi.post<LoginResponse>('/admin/auth/validate-link', payload)).data;
}

/**
 * 'Sair' on the server: every token of this operator gets 401 from now on. The token is passed
 * explicitly: the caller forgets it in the browser right after, before an interceptor would read it.
 */
export async function signOutOperator(token: string): Promise<void> {
  await adminApi.post('/admin/auth/sign-out', null, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

export async function getTurnout(signal?: AbortSignal): Promise<Turnout> {
  return (await adminApi.get<Turnout>('/admin/turnout', { signal })).data;
}

export async function getMailHealth(signal?: AbortSignal): Promise<MailHealth> {
  return (await adminApi.get<MailHealth>('/admin/mail/health', { signal })).data;
}

export async function getVoterMail(id: number, signal?: AbortSignal): Promise<MailDelivery[]> {
  const answer = await adminApi.get<{ deliveries: MailDelivery[] }>(`/admin/voters/${id}/mail`, {
    signal,
  });
  return answer.data.deliveries;
}

export async function getAdminElection(signal?: AbortSignal): Promise<Election> {
  return (await adminApi.get<Election>('/admin/election', { signal })).data;
}

export async function putElection(update: ElectionUpdate): Promise<Election> {
  return (await adminApi.put<Election>('/admin/election', update)).data;
}

/** POST /admin/election/close-now: the window closes at the server's clock. */
export async function closeElectionNow(): Promise<Election> {
  return (await adminApi.post<Election>('/admin/election/close-now', {})).data;
}

/**
 * POST /admin/election/open-now: the window opens at the server's clock. After the results
 * were read it needs `reason` (422 with errors.reopenReason without it, issue 36).
 */
export async function openElectionNow(reason?: string): Promise<Election> {
  return (
    await adminApi.post<Election>(
      '/admin/election/open-now',
      reason === undefined ? {} : { reason },
    )
  ).data;
}

/** POST /admin/election/withdraw-publication (issue 36): a category and a reason. */
export async function withdrawPublication(
  category: WithdrawalCategory,
  reason: string,
): Promise<Election> {
  return (
    await adminApi.post<Election>('/admin/election/withdraw-publication', { category, reason })
  ).data;
}

export async function publishResults(): Promise<Election | undefined> {
  const response = await adminApi.post<Election | ''>('/admin/election/publish', {});
  return response.data || undefined;
}

export async function getAdminResults(signal?: AbortSignal): Promise<AdminResults> {
  return (await adminApi.get<AdminResults>('/admin/results', { signal })).data;
}

/** GET /admin/results.csv with the operator's token, as a Blob to save as a file. */
export async function getResultsCsv(): Promise<Blob> {
  return (await adminApi.get<Blob>('/admin/results.csv', { responseType: 'blob' })).data;
}

export async function getCatalog(signal?: AbortSignal): Promise<CatalogAdmin> {
  return (await adminApi.get<CatalogAdmin>('/admin/catalog', { signal })).data;
}

export async function importCatalog(payload: CatalogImportPayload): Promise<CatalogImportResult> {
  return (await adminApi.post<CatalogImportResult>('/admin/catalog/import', payload)).data;
}

export async function addCategory(name: string): Promise<void> {
  await adminApi.post('/admin/categories', { name });
}

export async function renameCategory(id: number, name: string): Promise<void> {
  await adminApi.patch(`/admin/categories/${id}`, { name });
}

export async function removeCategory(id: number): Promise<void> {
  await adminApi.delete(`/admin/categories/${id}`);
}

export async function addCompany(categoryId: number, name: string): Promise<void> {
  await adminApi.post(`/admin/categories/${categoryId}/companies`, { name });
}

export async function renameCompany(id: number, name: string): Promise<void> {
  await adminApi.patch(`/admin/companies/${id}`, { name });
}

export async function removeCompany(id: number): Promise<void> {
  await adminApi.delete(`/admin/companies/${id}`);
}

/** Every edition, newest year first (issue 41, decision 310). */
export async function getEditions(signal?: AbortSignal): Promise<EditionSummary[]> {
  const response = await adminApi.get<EditionsList>('/admin/editions', { signal });
  return response.data.data;
}

/** Creates the next edition from the last one's catalogue (not made current). */
export async function createEdition(): Promise<EditionSummary> {
  const response = await adminApi.post<EditionSummary>('/admin/editions');
  return response.data;
}

/** Makes edition `id` the one every route serves. */
export async function makeEditionCurrent(id: number): Promise<EditionSummary> {
  const response = await adminApi.post<EditionSummary>(`/admin/editions/${id}/current`);
  return response.data;
}

/** Replaces the current edition's member list with the file's names (decision 321). */
export async function importMembers(payload: MemberImportPayload): Promise<MemberImportResult> {
  return (await adminApi.post<MemberImportResult>('/admin/members/import', payload)).data;
}
