/**
 * Issue 26's calls for stories, component tests and the offline demo: the publication's digests
 * and receipts, a receipt's check, and the console's reminders.
 */
import { http, type HttpHandler } from 'msw';

import { normaliseReceipt } from '../domain/receipt';
import type { ReminderPreview, ReminderProgress } from '../domain/reminders';
import type {
  PublicationDigests,
  PublicationHistory,
  PublicReceipts,
  ReceiptCheck,
} from '../domain/trust';

import { failure, json } from './respond';

export const TRUST_ROUTES = {
  publication: '*/api/results/publication',
  receipts: '*/api/results/receipts',
  receipt: '*/api/results/receipt',
  history: '*/api/results/history',
  reminders: '*/api/admin/reminders',
  reminderPreview: '*/api/admin/reminders/preview',
  reminderCurrent: '*/api/admin/reminders/current',
} as const;

export const DEMO_PUBLICATION: PublicationDigests = {
  publishedAt: '2026-12-10T21:00:00.000Z',
  receiptsSha256: '3f2a9c1d0b7e4f6a8c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b',
  auditHead: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  ataSha256: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d',
};

export const DEMO_RECEIPTS: PublicReceipts = {
  data: [{ category: 'Restaurantes', count: 2, receipts: ['3HJV-8WRN-5CPE', 'K7QF-M2XD-9TZA'] }],
  sha256: DEMO_PUBLICATION.receiptsSha256,
  total: 2,
  page: 1,
  pages: 1,
  pageSize: 1000,
  categories: [{ category: 'Restaurantes', count: 2 }],
};

/** One publication, standing (issue 36's history). */
export const DEMO_HISTORY: PublicationHistory = {
  versions: [
    {
      version: 1,
      publishedAt: DEMO_PUBLICATION.publishedAt,
      ataSha256: DEMO_PUBLICATION.ataSha256,
      receiptsSha256: DEMO_PUBLICATION.receiptsSha256,
      withdrawnAt: null,
      withdrawalCategory: null,
      supersededBy: null,
      supersededAt: null,
    },
  ],
  reopenings: [],
};

/** Withdrawn once and republished, after a reopening (issue 36). */
export const DEMO_HISTORY_REPUBLISHED: PublicationHistory = {
  versions: [
    {
      ...DEMO_HISTORY.versions[0]!,
      withdrawnAt: '2026-12-11T13:05:00.000Z',
      withdrawalCategory: 'voter-correction',
      supersededBy: 2,
      supersededAt: '2026-12-11T18:30:00.000Z',
    },
    {
      version: 2,
      publishedAt: '2026-12-11T18:30:00.000Z',
      ataSha256: '5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c',
      receiptsSha256: '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
      withdrawnAt: null,
      withdrawalCategory: null,
      supersededBy: null,
      supersededAt: null,
    },
  ],
  reopenings: [
    { resultsReadAt: '2026-12-10T21:12:00.000Z', reopenedAt: '2026-12-10T21:14:00.000Z' },
  ],
};

/** Withdrawn, not yet published again (issue 36). */
export const DEMO_HISTORY_WITHDRAWN: PublicationHistory = {
  versions: [
    {
      ...DEMO_HISTORY.versions[0]!,
      withdrawnAt: '2026-12-11T13:05:00.000Z',
      withdrawalCategory: 'date-correction',
    },
  ],
  reopenings: [],
};

/** The demo's counted receipt; any other well-formed code is unknown. */
export const DEMO_RECEIPT = 'K7QF-M2XD-9TZA';

const notPublished = () => failure(404, 'Os resultados ainda não foram publicados.');

const progress: ReminderProgress = {
  id: 1,
  subject: 'Ainda dá tempo de votar',
  createdAt: '2026-12-05T13:00:00.000Z',
  createdBy: 'ana@associacao.org',
  total: 12,
  queued: 0,
  sent: 12,
  skipped: 0,
  failed: 0,
  nextAllowedAt: null,
};

export const trustHandlers = {
  publication: {
    published: http.get(TRUST_ROUTES.publication, () => json(DEMO_PUBLICATION)),
    notPublished: http.get(TRUST_ROUTES.publication, notPublished),
  },
  receipts: {
    published: http.get(TRUST_ROUTES.receipts, () => json(DEMO_RECEIPTS)),
    notPublished: http.get(TRUST_ROUTES.receipts, notPublished),
  },
  receipt: {
    published: http.get(TRUST_ROUTES.receipt, ({ request }) => {
      const code = normaliseReceipt(new URL(request.url).searchParams.get('code') ?? '');
      if (!code) {
        return failure(422, 'Recibo inválido.');
      }
      const answer: ReceiptCheck =
        code === DEMO_RECEIPT
          ? { status: 'counted', receipt: code, category: 'Restaurantes' }
          : { status: 'unknown', receipt: code };
      return json(answer);
    }),
    notPublished: http.get(TRUST_ROUTES.receipt, notPublished),
  },
  history: {
    published: http.get(TRUST_ROUTES.history, () => json(DEMO_HISTORY)),
    republished: http.get(TRUST_ROUTES.history, () => json(DEMO_HISTORY_REPUBLISHED)),
    withdrawn: http.get(TRUST_ROUTES.history, () => json(DEMO_HISTORY_WITHDRAWN)),
    none: http.get(TRUST_ROUTES.history, () =>
      json<PublicationHistory>({ versions: [], reopenings: [] }),
    ),
  },
  reminders: {
    current: http.get(TRUST_ROUTES.reminderCurrent, () => json(progress)),
    preview: http.post(TRUST_ROUTES.reminderPreview, () =>
      json<ReminderPreview>({
        recipients: 12,
        subject: progress.subject,
        text: 'Olá, Maria! Faltam seus votos em: Padarias.',
      }),
    ),
    send: http.post(TRUST_ROUTES.reminders, () =>
      json<ReminderProgress>(
        { ...progress, queued: 12, sent: 0, nextAllowedAt: '2026-12-06T13:00:00.000Z' },
        202,
      ),
    ),
    /** No reminder has been sent yet. */
    none: http.get(TRUST_ROUTES.reminderCurrent, () => json(null)),
    /** One went out less than 24 hours ago: the server refuses another. */
    tooSoon: http.post(TRUST_ROUTES.reminders, () =>
      failure(409, 'Já foi enviado um lembrete nas últimas 24 horas. Aguarde para enviar outro.'),
    ),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

export const defaultTrustHandlers: HttpHandler[] = [
  trustHandlers.publication.published,
  trustHandlers.receipts.published,
  trustHandlers.receipt.published,
  trustHandlers.history.none,
  trustHandlers.reminders.current,
  trustHandlers.reminders.preview,
  trustHandlers.reminders.send,
];
