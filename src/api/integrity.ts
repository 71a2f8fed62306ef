/** The integrity and audit calls of the operator API (docs/admin-api.md, docs/integrity.md). */
import type {
  AdminVoter,
  AuditPage,
  AuditQuery,
  BulkVoterActionPayload,
  IntegrityReport,
  InvalidationCategory,
  VoterActionResult,
} from '../domain/admin';

import { adminApi } from './adminClient';

export async function getIntegrity(signal?: AbortSignal): Promise<IntegrityReport> {
  return (await adminApi.get<IntegrityReport>('/admin/integrity', { signal })).data;
}

export async function getAdminVoters(ids: number[], signal?: AbortSignal): Promise<AdminVoter[]> {
  const answer = await adminApi.get<{ data: AdminVoter[] }>('/admin/voters', {
    params: { ids: ids.join(',') },
    signal,
  });
  return answer.data.data;
}

/** GET /admin/voters?q=: voters by name, e-mail or CPF digits. */
export async function searchAdminVoters(q: string, signal?: AbortSignal): Promise<AdminVoter[]> {
  const answer = await adminApi.get<{ data: AdminVoter[] }>('/admin/voters', {
    params: { q },
    signal,
  });
  return answer.data.data;
}

/**
 * POST /admin/voters/invalidate or /restore with the voters, the (required) reason and, to
 * invalidate, the category from the fixed list (what the ata counts by).
 */
export async function actOnVoters(
  action: 'invalidate' | 'restore',
  voterIds: number[],
  reason: string,
  category?: InvalidationCategory,
): Promise<VoterActionResult> {
  const body: BulkVoterActionPayload =
    action === 'invalidate' && category ? { voterIds, reason, category } : { voterIds, reason };
  return (await adminApi.post<VoterActionResult>(`/admin/voters/${action}`, body)).data;
}

const auditParams = (query: AuditQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );

export async function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return (
    await adminApi.get<AuditPage>('/admin/audit', {
      params: auditParams(query),
      signal,
    })
  ).data;
}

/** GET /admin/audit.csv with the operator's token, as a Blob to save as a file. */
export async function getAuditCsv(query: AuditQuery): Promise<Blob> {
  return (
    await adminApi.get<Blob>('/admin/audit.csv', {
      params: auditParams(query),
      responseType: 'blob',
    })
  ).data;
}
