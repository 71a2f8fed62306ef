/* eslint-disable max-lines -- the console's in-memory server for stories and the offline demo: the rules of the real routes it stands in for, in one store */
/**
 * A stateful operator API in memory (part of the one handler set, see handlers.ts): the offline
 * demo's console can be clicked through (window edits, publication once the window is closed,
 * catalogue add / rename / remove, invalidate / restore changing the results), and container
 * stories can show a change land. Every store starts from the same seed and `reset()` puts it
 * back, so stories stay deterministic; `now` is the store's clock (the server's, in the real API).
 */
import { http, type HttpHandler } from 'msw';

import type {
  AdminResults,
  AuditAction,
  AuditEntry,
  CatalogAdmin,
  CatalogImportPayload,
  CatalogImportResult,
} from '../domain/admin';
import { electionStatusAt, type Election, type ElectionUpdate } from '../domain/election';
import { operatorApiMessages } from '../domain/operatorApiMessages';
import { rankByVotes } from '../domain/ranking';

import {
  catalogAnswer,
  DEMO_CATALOG_TALLY,
  DEMO_IMPORT_PREVIEW,
  DEMO_OPERATOR,
  publicResultsOf,
  type CatalogTallyCategory,
} from './adminFixtures';
import { ADMIN_ROUTES, resultsCsvAnswer } from './adminHandlers';
import { ELECTION_ROUTES } from './electionHandlers';
import {
  attackVoters,
  auditEntries,
  integrityReport,
  sealedIntegrityReport,
} from './integrityFixtures';
import { attackVoterMap, createIntegrityHandlers } from './integrityHandlers';
import { failure, json, noContent } from './respond';

type WindowState = Omit<Election, 'status'>;
type Category = CatalogTallyCategory;

/** The category and company the planted attack (integrityFixtures.ts) voted for. */
export const ATTACK_CATEGORY_ID = 12;
export const ATTACK_COMPANY_ID = 40;

/**
 * DEMO_CATALOG_TALLY plus the attacked category: 40 of Supermercado Bom Preço's 44 votes are the
 * attack. The store's tallies; GET /admin/catalog answers catalogAnswer of them (hasVotes only).
 */
export const CONSOLE_SEED_CATALOG: CatalogTallyCategory[] = [
  ...DEMO_CATALOG_TALLY,
  {
    id: ATTACK_CATEGORY_ID,
    name: 'Supermercado',
    companies: [
      { id: ATTACK_COMPANY_ID, name: 'Supermercado Bom Preço', votes: 44 },
      { id: 41, name: 'Mercado União', votes: 3 },
    ],
  },
];

export interface ConsoleStoreOptions {
  /** The store's clock (decides the window's status). @default Date.now */
  now?: () => number;
  /** The window the store starts with. @default opened a day before the store, closes in a week */
  election?: WindowState;
}

export interface ConsoleStore {
  /** Operator (`/api/admin/*`) and public election handlers over this store. */
  handlers: HttpHandler[];
  /** Back to the seed (stories call it in beforeEach). */
  reset: () => void;
  /** The window's status now, by the store's clock. */
  status: () => Election['status'];
}

/** The real API's texts (the same module the server answers with). */
const { catalog: CATALOG, election: ELECTION, results: RESULTS } = operatorApiMessages;
// The server names the field that was wrong; the demo checks both at once.
const DATE_FORMAT = ELECTION.dateFormat(
  `${ELECTION.opensAt} ou ${ELECTION.closesAt.toLowerCase()}`,
);

const clone = <T>(value: T): T => structuredClone(value);
const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

function nameOf(body: unknown): string | null {
  const name = (body as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : null;
}

function parseDate(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A fresh stateful store (see the module comment). */
export function createConsoleStore(options: ConsoleStoreOptions = {}): ConsoleStore {
  const now = options.now ?? (() => Date.now());
  const initialWindow = (): WindowState =>
    options.election
      ? clone(options.election)
      : {
          name: 'Prêmio Empresa do Ano',
          opensAt: new Date(now() - 24 * 3600_000).toISOString(),
          closesAt: new Date(now() + 7 * 24 * 3600_000).toISOString(),
          resultsPublished: false,
        };

  let window = initialWindow();
  let catalog = clone(CONSOLE_SEED_CATALOG);
  let nextId = 1000;
  const invalidated = new Set<number>();
  const audit: AuditEntry[] = [];
  const voters = attackVoterMap();

  const reset = () => {
    window = initialWindow();
    catalog = clone(CONSOLE_SEED_CATALOG);
    nextId = 1000;
    invalidated.clear();
    audit.splice(0, audit.length, ...auditEntries);
    voters.clear();
    for (const [id, voter] of attackVoterMap()) voters.set(id, voter);
  };
  reset();

  const msOf = (iso: string | null) => (iso === null ? null : Date.parse(iso));
  const status = () => electionStatusAt(now(), msOf(window.opensAt), msOf(window.closesAt));
  const election = (): Election => ({ ...window, status: status() });

  const record = (action: AuditAction, target: string | null, before: unknown, after: unknown) => {
    audit.unshift({
      id: Math.max(0, ...audit.map((e) => e.id)) + 1,
      at: new Date(now()).toISOString(),
      actor: DEMO_OPERATOR.email,
      action,
      target,
      before,
      after,
      reason: null,
    });
  };

  /** The window changed, the change recorded (its before and after with `states`), the answer. */
  const changeWindow = (action: AuditAction, change: Partial<WindowState>, states = true) => {
    const before = clone(window);
    window = { ...window, ...change };
    record(action, 'election', states ? before : null, states ? clone(window) : null);
    return json(election());
  };

  /** Votes no longer counted per company: the invalidated attack voters' (one each). */
  const invalidatedVotesOf = (companyId: number) =>
    companyId === ATTACK_COMPANY_ID ? invalidated.size : 0;

  const results = (): AdminResults => ({
    generatedAt: new Date(now()).toISOString(),
    data: catalog.map((category) => ({
      categoryId: category.id,
      category: category.name,
      invalidatedVotes: category.companies.reduce((n, c) => n + invalidatedVotesOf(c.id), 0),
      companies: rankByVotes(
        category.companies.map((c) => ({
          companyId: c.id,
          name: c.name,
          votes: c.votes - invalidatedVotesOf(c.id),
        })),
      ).map(({ item, rank }) => ({ ...item, rank })),
    })),
  });

  const csv = () =>
    '\uFEFFcategoria;empresa;votos\n' +
    results()
      .data.flatMap((c) => c.companies.map((co) => `${c.category};${co.name};${co.votes}\n`))
      .join('');

  const findCategory = (id: string | readonly string[] | undefined) =>
    catalog.find((c) => c.id === Number(id));
  const findCompany = (id: string | readonly string[] | undefined) => {
    for (const category of catalog) {
      const company = category.companies.find((c) => c.id === Number(id));
      if (company) return { category, company };
    }
    return undefined;
  };

  /** The import preview's categories merged in (the demo has no parser: any valid file adds them). */
  const importInto = (target: Category[], commit: boolean): CatalogImportResult => {
    let categoriesAdded = 0;
    let companiesAdded = 0;
    for (const incoming of DEMO_IMPORT_PREVIEW.categories) {
      let category = target.find((c) => sameName(c.name, incoming.name));
      if (!category) {
        categoriesAdded += 1;
        category = { id: (nextId += 1), name: incoming.name, companies: [] };
        if (commit) target.push(category);
      }
      for (const name of incoming.companies) {
        if (category.companies.some((c) => sameName(c.name, name))) continue;
        companiesAdded += 1;
        if (commit) category.companies.push({ id: (nextId += 1), name, votes: 0 });
      }
    }
    return {
      dryRun: !commit,
      categories: DEMO_IMPORT_PREVIEW.categories,
      categoriesAdded,
      companiesAdded,
      votingOpenWithoutEnd: false,
    };
  };

  const integrity = createIntegrityHandlers(integrityReport, DEMO_OPERATOR.email, {
    voters,
    audit,
    // Sealed until the window closes, as on the server (src/server/features/election/seal.ts).
    reportNow: () => (status() === 'closed' ? integrityReport : sealedIntegrityReport),
    onChange: (voterId, nowInvalidated) => {
      if (!attackVoters.some((v) => v.id === voterId)) return;
      if (nowInvalidated) invalidated.add(voterId);
      else invalidated.delete(voterId);
    },
  });

  const handlers: HttpHandler[] = [
    http.get(ADMIN_ROUTES.election, () => json(election())),
    http.put(ADMIN_ROUTES.election, async ({ request }) => {
      const body = (await request.json()) as Partial<ElectionUpdate>;
      const opens = parseDate(body.opensAt);
      const closes = parseDate(body.closesAt);
      if (opens === undefined || closes === undefined) return failure(422, DATE_FORMAT);
      if (opens !== null && closes !== null && closes <= opens)
        return failure(422, ELECTION.closesBeforeOpens);
      return changeWindow('election.update', {
        name: typeof body.name === 'string' && body.name.trim() ? body.name.trim() : null,
        opensAt: body.opensAt ?? null,
        closesAt: body.closesAt ?? null,
      });
    }),
    // 'Encerrar agora' / 'Abrir agora' at the store's clock, as the server does at its own.
    http.post(ADMIN_ROUTES.closeNow, () => {
      if (status() !== 'open') return failure(409, ELECTION.notOpen);
      return changeWindow('election.close-now', { closesAt: new Date(now()).toISOString() });
    }),
    http.post(ADMIN_ROUTES.openNow, () => {
      if (status() === 'open') return failure(409, ELECTION.alreadyOpen);
      if (window.resultsPublished) return failure(409, ELECTION.publishedNoReopen);
      const at = now();
      const opens = msOf(window.opensAt);
      const closes = msOf(window.closesAt);
      return changeWindow('election.open-now', {
        opensAt: opens !== null && opens <= at ? window.opensAt : new Date(at).toISOString(),
        closesAt: closes !== null && closes > at ? window.closesAt : null,
      });
    }),
    // 'Retirar a publicação' (issue 36).
    http.post(ADMIN_ROUTES.withdraw, () => {
      if (!window.resultsPublished) return failure(409, ELECTION.notPublished);
      return changeWindow('results.withdraw', { resultsPublished: false }, false);
    }),
    http.post(ADMIN_ROUTES.publish, () => {
      if (status() !== 'closed') return failure(409, ELECTION.notClosed);
      return changeWindow('election.publish', { resultsPublished: true }, false);
    }),
    http.get(ADMIN_ROUTES.results, () => json(results())),
    http.get(ADMIN_ROUTES.resultsCsv, () => resultsCsvAnswer(csv())),
    // Sealed while voting is not closed (the server adds the hold after the close).
    http.get(ADMIN_ROUTES.catalog, () =>
      json<CatalogAdmin>(catalogAnswer(catalog, status() !== 'closed')),
    ),
    http.post(ADMIN_ROUTES.import, async ({ request }) => {
      const body = (await request.json()) as Partial<CatalogImportPayload>;
      if (!body.content?.trim())
        return json<object>(
          { message: 'O arquivo tem erros.', errors: ['linha 1: arquivo vazio'] },
          422,
        );
      const commit = body.dryRun === false;
      const result = importInto(commit ? catalog : clone(catalog), commit);
      if (commit) record('catalog.import', 'catalog', null, result);
      return json<object>(result);
    }),
    http.post(ADMIN_ROUTES.categories, async ({ request }) => {
      const name = nameOf(await request.json());
      if (!name) return failure(422, CATALOG.nameInvalid);
      if (catalog.some((c) => sameName(c.name, name))) return failure(409, CATALOG.categoryExists);
      const category: Category = { id: (nextId += 1), name, companies: [] };
      catalog.push(category);
      record('category.create', `category:${category.id}`, null, { name });
      return noContent(201);
    }),
    http.patch(ADMIN_ROUTES.category, async ({ params, request }) => {
      const category = findCategory(params.id);
      if (!category) return failure(404, CATALOG.categoryNotFound);
      const name = nameOf(await request.json());
      if (!name) return failure(422, CATALOG.nameInvalid);
      if (catalog.some((c) => c !== category && sameName(c.name, name)))
        return failure(409, CATALOG.categoryExists);
      record('category.rename', `category:${category.id}`, { name: category.name }, { name });
      category.name = name;
      return noContent();
    }),
    http.delete(ADMIN_ROUTES.category, ({ params }) => {
      const category = findCategory(params.id);
      if (!category) return failure(404, CATALOG.categoryNotFound);
      if (category.companies.some((c) => c.votes > 0))
        return failure(409, CATALOG.categoryHasVotes);
      catalog = catalog.filter((c) => c !== category);
      record('category.delete', `category:${category.id}`, { name: category.name }, null);
      return noContent();
    }),
    http.post(ADMIN_ROUTES.categoryCompanies, async ({ params, request }) => {
      const category = findCategory(params.id);
      if (!category) return failure(404, CATALOG.categoryNotFound);
      const name = nameOf(await request.json());
      if (!name) return failure(422, CATALOG.nameInvalid);
      if (category.companies.some((c) => sameName(c.name, name)))
        return failure(409, CATALOG.companyExists);
      const company = { id: (nextId += 1), name, votes: 0 };
      category.companies.push(company);
      record('company.create', `company:${company.id}`, null, { name, categoryId: category.id });
      return noContent(201);
    }),
    http.patch(ADMIN_ROUTES.company, async ({ params, request }) => {
      const found = findCompany(params.id);
      if (!found) return failure(404, CATALOG.companyNotFound);
      const name = nameOf(await request.json());
      if (!name) return failure(422, CATALOG.nameInvalid);
      if (found.category.companies.some((c) => c !== found.company && sameName(c.name, name)))
        return failure(409, CATALOG.companyExists);
      record(
        'company.rename',
        `company:${found.company.id}`,
        { name: found.company.name },
        { name },
      );
      found.company.name = name;
      return noContent();
    }),
    http.delete(ADMIN_ROUTES.company, ({ params }) => {
      const found = findCompany(params.id);
      if (!found) return failure(404, CATALOG.companyNotFound);
      const categoryVoted = found.category.companies.some((c) => c.votes > 0);
      if (status() !== 'closed' && categoryVoted) return failure(409, CATALOG.companyWhileSealed);
      if (found.company.votes > 0) return failure(409, CATALOG.companyHasVotes);
      found.category.companies = found.category.companies.filter((c) => c !== found.company);
      record('company.delete', `company:${found.company.id}`, { name: found.company.name }, null);
      return noContent();
    }),
    ...integrity,
    // What voters and visitors see follows the console.
    http.get(ELECTION_ROUTES.election, () => json(election())),
    http.get(ELECTION_ROUTES.results, () =>
      window.resultsPublished
        ? json(publicResultsOf(results()))
        : failure(404, RESULTS.notPublished),
    ),
  ];

  return { handlers, reset, status };
}
