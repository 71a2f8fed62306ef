/** Fixtures of issue 26's stories: a publication's digests and receipts, a reminder. */
import type { ReminderPreview, ReminderProgress } from '../src/domain/reminders';
import type { PublicationDigests, PublicReceipts } from '../src/domain/trust';

export const PUBLICATION_DIGESTS: PublicationDigests = {
  publishedAt: '2026-12-10T21:00:00.000Z',
  receiptsSha256: '3f2a9c1d0b7e4f6a8c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b',
  auditHead: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  ataSha256: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d',
};

/** Counted receipts per category, as GET /results/receipts' `categories` says them. */
export const PUBLISHED_RECEIPTS: PublicReceipts['categories'] = [
  { category: 'Padarias', count: 3 },
  { category: 'Restaurantes', count: 2 },
];

export const REMINDER_PREVIEW: ReminderPreview = {
  recipients: 128,
  subject: 'Ainda dá tempo de votar',
  text: 'Olá, Maria da Silva! Faltam seus votos em: Padarias, Restaurantes e Farmácias.',
};

export const REMINDER_PROGRESS: ReminderProgress = {
  id: 1,
  subject: 'Ainda dá tempo de votar',
  createdAt: '2026-12-05T13:00:00.000Z',
  createdBy: 'ana@associacao.org',
  total: 128,
  queued: 36,
  sent: 85,
  skipped: 4,
  failed: 3,
  nextAllowedAt: '2026-12-06T13:00:00.000Z',
};
