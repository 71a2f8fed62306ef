/**
 * MSW handlers of the console's Integridade and Auditoria calls (part of the one handler set,
 * see handlers.ts): a stateful store so invalidating a flag's voters shows in the voter list and
 * adds audit rows, as the real API does.
 */
import { http, type HttpHandler } from 'msw';

import { isInvalidationCategory, VOTER_SEARCH } from '../domain/admin';
import type {
  AdminVoter,
  AuditEntry,
  BulkVoterActionPayload,
  IntegrityReport,
  MailDelivery,
  VoterActionResult,
} from '../domain/admin';
import { bulkActionMessages } from '../domain/integrityMessages';
import { matchesSearch } from '../domain/search';

import {
  attackVoters,
  auditEntries,
  auditPageOf,
  integrityReport,
  voterMailDeliveries,
} from './integrityFixtures';
import { attachment, failure, json } from './respond';

const admin = (route: string) => `*/api/admin${route}`;

export const INTEGRITY_ROUTES = {
  integrity: admin('/integrity'),
  voters: admin('/voters'),
  voterMail: admin('/voters/:id/mail'),
  bulkInvalidate: admin('/voters/invalidate'),
  bulkRestore: admin('/voters/restore'),
  audit: admin('/audit'),
  auditCsv: admin('/audit.csv'),
} as const;

export interface IntegrityHandlerOptions {
  /** The voters invalidate and restore change (the console store resets its own). */
  voters?: Map<number, AdminVoter>;
  /** The audit trail to read and append to (the console store shares its own). */
  audit?: AuditEntry[];
  /** Called for each voter an invalidate or restore changes (the console store's results). */
  onChange?: (voterId: number, invalidated: boolean) => void;
  /**
   * The report to answer now, instead of `report`: the console store's depends on its window
   * (sealed while voting is open, as the real server's).
   */
  reportNow?: () => IntegrityReport;
}

/** A fresh copy of the attack voters by id. */
export function attackVoterMap(): Map<number, AdminVoter> {
  return new Map(attackVoters.map((v) => [v.id, { ...v }]));
}

/** Handlers over their own copy of the fixtures (each call gets a fresh store). */
export function createIntegrityHandlers(
  report: IntegrityReport = integrityReport,
  actor = 'ana.souza@associacao.org.br',
  options: IntegrityHandlerOptions = {},
): HttpHandler[] {
  const voters = options.voters ?? attackVoterMap();
  const audit: AuditEntry[] = options.audit ?? [...auditEntries];
  const voterOf = (id: number): AdminVoter =>
    voters.get(id) ?? {
      id,
      nome: `Eleitor ${id}`,
      email: `eleitor.${id}@example.com.br`,
      celular: '11987654321',
      createdAt: report.generatedAt,
      votes: 1,
      invalidated: false,
      invalidatedReason: null,
    };

  const act =
    (invalidate: boolean) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Partial<BulkVoterActionPayload>;
      if (invalidate && !isInvalidationCategory(body.category))
        return failure(422, bulkActionMessages.categoryRequired);
      if (!body.reason?.trim()) return failure(422, bulkActionMessages.reasonRequired);
      const result: VoterActionResult = { voters: 0, votes: 0 };
      for (const id of body.voterIds ?? []) {
        const voter = voterOf(id);
        if (voter.invalidated === invalidate) continue;
        voters.set(id, {
          ...voter,
          invalidated: invalidate,
          invalidatedReason: invalidate ? body.reason : null,
        });
        options.onChange?.(id, invalidate);
        result.voters += 1;
        result.votes += voter.votes;
        audit.unshift({
          id: audit.length + 1,
          at: new Date().toISOString(),
          actor,
          action: invalidate ? 'voter.invalidate' : 'voter.restore',
          target: `voter:${id}`,
          before: { invalidated: !invalidate },
          after: invalidate
            ? { invalidated: true, category: body.category, votes: voter.votes }
            : { invalidated: false, votes: voter.votes },
          reason: body.reason.trim(),
        });
      }
      return json(result);
    };

  return [
    http.get(INTEGRITY_ROUTES.integrity, () => json(options.reportNow?.() ?? report)),
    http.get(INTEGRITY_ROUTES.voters, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q');
      if (q !== null && !params.has('ids')) {
        // The search (GET /admin/voters?q=): name or e-mail, accents and case ignored.
        const matches = [...voters.values()].filter(
          (v) => matchesSearch(v.nome, q) || matchesSearch(v.email, q),
        );
        const offset = Number(params.get('offset') ?? 0);
        const limit = Number(params.get('limit') ?? VOTER_SEARCH.limit);
        return json({
          data: matches.slice(offset, offset + limit),
          total: matches.length,
        });
      }
      const ids = (params.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return json({ data: ids.map(voterOf) });
    }),
    // One voter's e-mails: the same sample for every voter the store knows, none for others.
    http.get(INTEGRITY_ROUTES.voterMail, ({ params }) =>
      json<{ deliveries: MailDelivery[] }>({
        deliveries: voters.has(Number(params.id)) ? voterMailDeliveries : [],
      }),
    ),
    http.post(INTEGRITY_ROUTES.bulkInvalidate, act(true)),
    http.post(INTEGRITY_ROUTES.bulkRestore, act(false)),
    http.get(INTEGRITY_ROUTES.auditCsv, () =>
      attachment('id;quando;quem;acao;alvo;antes;depois;motivo\r\n', 'text/csv; charset=utf-8'),
    ),
    http.get(INTEGRITY_ROUTES.audit, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const action = params.get('action');
      const actorFilter = params.get('actor')?.toLowerCase();
      const from = Date.parse(params.get('from') ?? '');
      const to = Date.parse(params.get('to') ?? '');
      const rows = audit.filter(
        (e) =>
          (!action || e.action === action) &&
          (!actorFilter || e.actor.toLowerCase().includes(actorFilter)) &&
          (Number.isNaN(from) || Date.parse(e.at) >= from) &&
          (Number.isNaN(to) || Date.parse(e.at) <= to),
      );
      return json(
        auditPageOf(rows, Number(params.get('offset') ?? 0), Number(params.get('limit') ?? 25)),
      );
    }),
  ];
}

export const integrityHandlers = {
  failing: [
    http.get(INTEGRITY_ROUTES.integrity, () => failure(500, 'Erro interno.')),
    http.get(INTEGRITY_ROUTES.audit, () => failure(500, 'Erro interno.')),
  ],
};
