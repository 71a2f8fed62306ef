/**
 * Issue 26's calls for stories, component tests and the offline demo: the publication's digests
 * and receipts, a receipt's check, and the console's reminders.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { normaliseReceipt } from '../domain/receipt';
import type { ReminderPreview, ReminderProgress } from '../domain/reminders';
import type { PublicationDigests, PublicReceipts, ReceiptCheck } from '../domain/trust';

export const TRUST_ROUTES = {
  publication: '*/api/results/publication',
  receipts: '*/api/results/receipts',
  receipt: '*/api/results/receipt',
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
};

/** The demo's counted receipt; any other well-formed code is unknown. */
export const DEMO_RECEIPT = 'K7QF-M2XD-9TZA';

const notPublished = () =>
  HttpResponse.json({ message: 'Os resultados ainda não foram publicados.' }, { status: 404 });

const progress: ReminderProgress = {
  id: 1,
  subject: 'Ainda dá tempo de votar',
  createdAt: '2026-12-05T13:00:00.000Z',
  createdBy: 'ana@associacao.org',
  total: 12,
  queued: 0,
  sent: 12,
  failed: 0,
};

export const trustHandlers = {
  publication: {
    published: http.get(TRUST_ROUTES.publication, () => HttpResponse.json(DEMO_PUBLICATION)),
    notPublished: http.get(TRUST_ROUTES.publication, notPublished),
  },
  receipts: {
    published: http.get(TRUST_ROUTES.receipts, () => HttpResponse.json(DEMO_RECEIPTS)),
    notPublished: http.get(TRUST_ROUTES.receipts, notPublished),
  },
  receipt: {
    published: http.get(TRUST_ROUTES.receipt, ({ request }) => {
      const code = normaliseReceipt(new URL(request.url).searchParams.get('code') ?? '');
      if (!code) {
        return HttpResponse.json({ message: 'Recibo inválido.' }, { status: 422 });
      }
      const answer: ReceiptCheck =
        code === DEMO_RECEIPT
          ? { status: 'counted', receipt: code, category: 'Restaurantes' }
          : { status: 'unknown', receipt: code };
      return HttpResponse.json(answer);
    }),
    notPublished: http.get(TRUST_ROUTES.receipt, notPublished),
  },
  reminders: {
    current: http.get(TRUST_ROUTES.reminderCurrent, () => HttpResponse.json(progress)),
    preview: http.post(TRUST_ROUTES.reminderPreview, () =>
      HttpResponse.json<ReminderPreview>({
        recipients: 12,
        subject: progress.subject,
        text: 'Olá, Maria! Faltam seus votos em: Padarias.',
      }),
    ),
    send: http.post(TRUST_ROUTES.reminders, () =>
      HttpResponse.json<ReminderProgress>({ ...progress, queued: 12, sent: 0 }, { status: 202 }),
    ),
    /** No reminder has been sent yet. */
    none: http.get(TRUST_ROUTES.reminderCurrent, () => HttpResponse.json(null)),
    /** One went out less than 24 hours ago: the server refuses another. */
    tooSoon: http.post(TRUST_ROUTES.reminders, () =>
      HttpResponse.json(
        { message: 'Já foi enviado um lembrete nas últimas 24 horas. Aguarde para enviar outro.' },
        { status: 409 },
      ),
    ),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

export const defaultTrustHandlers: HttpHandler[] = [
  trustHandlers.publication.published,
  trustHandlers.receipts.published,
  trustHandlers.receipt.published,
  trustHandlers.reminders.current,
  trustHandlers.reminders.preview,
  trustHandlers.reminders.send,
];
