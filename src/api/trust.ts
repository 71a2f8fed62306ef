/** Issue 26's calls: the publication's digests and receipts, a receipt's check, reminders. */
import type { ReminderDraft, ReminderPreview, ReminderProgress } from '../domain/reminders';
import type {
  PublicationDigests,
  PublicationHistory,
  PublicReceipts,
  ReceiptCheck,
} from '../domain/trust';

import { adminApi } from './adminClient';
import { api } from './client';
import { getRuntimeConfig } from './runtimeConfig';

/** Where a file of the public API downloads from (a link: no token needed). */
export const publicFileUrl = (path: '/results/ata.pdf' | '/results/receipts.txt'): string =>
  `${getRuntimeConfig().apiBaseUrl}${path}`;

/**
 * Where one version of the ata downloads from (issue 36): marked when it no longer stands;
 * `original`: the bytes as published (their SHA-256 is the one in the history).
 */
export const ataVersionUrl = (version: number, original = false): string =>
  `${getRuntimeConfig().apiBaseUrl}/results/ata.pdf?versao=${version}${original ? '&original=1' : ''}`;

/** GET /results/history (public, issue 36): the publications and the reopenings. */
export async function getPublicationHistory(signal?: AbortSignal): Promise<PublicationHistory> {
  return (await api.get<PublicationHistory>('/results/history', { signal })).data;
}

/** GET /results/publication (public): 404 until published. */
export async function getPublication(signal?: AbortSignal): Promise<PublicationDigests> {
  return (await api.get<PublicationDigests>('/results/publication', { signal })).data;
}

/** GET /results/receipts (public): 404 until published. */
export async function getPublishedReceipts(): Promise<PublicReceipts> {
  return (await api.get<PublicReceipts>('/results/receipts')).data;
}

/** GET /results/receipt?code= (public): 404 until published, 422 for a malformed code. */
export async function checkReceipt(code: string): Promise<ReceiptCheck> {
  return (await api.get<ReceiptCheck>('/results/receipt', { params: { code } })).data;
}

export async function previewReminder(draft: ReminderDraft): Promise<ReminderPreview> {
  return (await adminApi.post<ReminderPreview>('/admin/reminders/preview', draft)).data;
}

export async function sendReminder(draft: ReminderDraft): Promise<ReminderProgress> {
  return (await adminApi.post<ReminderProgress>('/admin/reminders', draft)).data;
}

export async function getReminderProgress(signal?: AbortSignal): Promise<ReminderProgress | null> {
  return (await adminApi.get<ReminderProgress | null>('/admin/reminders/current', { signal })).data;
}
