/**
 * The operator's nominations calls (issue 41 §3; docs/admin-api.md#nominations-issue-41-3) in
 * memory, part of the one handler set: the window, the seal while open, merge / split / rename /
 * finalists with the domain's functions (as the server does), and the ballot's publication. A
 * store per set of handlers (`createNominationsAdminHandlers`), so a story or a test starts from
 * its own seed; the refusals are the server's, in its words.
 */
import { http, type HttpHandler } from 'msw';

import { catalogNameProblem, normaliseCatalogName } from '../domain/catalogName';
import { formatElectionDate } from '../domain/election';
import { sameMinute } from '../domain/electionWindow';
import {
  chooseFinalists,
  FINALISTS_SIZE,
  groupNominations,
  mergeGroups,
  nameGroup,
  splitGroup,
  type NominationGroup,
} from '../domain/nominations';
import { operatorApiMessages } from '../domain/operatorApiMessages';
import type {
  AdminNominations,
  NominationCategoryGroupsAnswer,
} from '../domain/schemas/nominationsApi';

import {
  DEMO_NOMINATION_WINDOW,
  DEMO_WRITTEN_NOMINATIONS,
  type NominationsSeedCategory,
} from './nominationsAdminFixtures';
import { failure, json, serverError } from './respond';

const admin = (route: string) => `*/api/admin/nominations${route}`;

export const NOMINATIONS_ADMIN_ROUTES = {
  view: admin(''),
  window: admin('/window'),
  closeNow: admin('/close-now'),
  merge: admin('/categories/:categoryId/merge'),
  split: admin('/categories/:categoryId/split'),
  name: admin('/categories/:categoryId/groups/:groupId/name'),
  finalists: admin('/categories/:categoryId/finalists'),
  publish: admin('/publish'),
} as const;

type Phase = AdminNominations['phase'];
const m = operatorApiMessages.nominations;

export interface NominationsAdminSeed {
  /** @default 'closed' */
  phase?: Phase;
  /** @default DEMO_NOMINATION_WINDOW (null with phase 'none') */
  opensAt?: string | null;
  closesAt?: string | null;
  /** @default DEMO_WRITTEN_NOMINATIONS */
  categories?: NominationsSeedCategory[];
  /** The store's clock (the server's, in the real API). @default Date.now */
  now?: () => number;
}

interface CategoryState {
  id: number;
  name: string;
  groups: NominationGroup[];
  /** The operator's choice; null: the most named, ties at the cut kept. */
  finalists: number[] | null;
}

/** The API's ISO form of an instant in São Paulo (no daylight saving since 2019: -03:00). */
const toIso = (ms: number) => `${new Date(ms - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;

/** Handlers over one in-memory phase (seeded closed, with DEMO_WRITTEN_NOMINATIONS grouped). */
export function createNominationsAdminHandlers(seed: NominationsAdminSeed = {}): HttpHandler[] {
  const now = seed.now ?? Date.now;
  let phase: Phase = seed.phase ?? 'closed';
  const none = phase === 'none';
  let opensAt =
    seed.opensAt !== undefined ? seed.opensAt : none ? null : DEMO_NOMINATION_WINDOW.opensAt;
  let closesAt =
    seed.closesAt !== undefined ? seed.closesAt : none ? null : DEMO_NOMINATION_WINDOW.closesAt;
  let publishedAt: string | null = phase === 'published' ? '2026-11-03T10:00:00-03:00' : null;
  const written = seed.categories ?? DEMO_WRITTEN_NOMINATIONS;
  const received = written.reduce((n, c) => n + c.written.length, 0);
  const categories: CategoryState[] = written.map((c) => ({
    id: c.id,
    name: c.name,
    groups: groupNominations(c.written),
    finalists: null,
  }));

  const answerOf = (c: CategoryState): NominationCategoryGroupsAnswer => {
    const top = chooseFinalists(c.groups, FINALISTS_SIZE);
    const ids = new Set(c.groups.map((g) => g.id));
    return {
      id: c.id,
      name: c.name,
      groups: c.groups,
      finalists:
        c.finalists === null
          ? top.finalists.map((g) => g.id)
          : c.finalists.filter((id) => ids.has(id)),
      tiedAtCut: top.tiedAtCut.map((g) => g.id),
    };
  };
  const view = (): AdminNominations => ({
    phase,
    opensAt,
    closesAt,
    ballotPublishedAt: publishedAt,
    received: phase === 'none' ? 0 : received,
    finalistsSize: FINALISTS_SIZE,
    categories: phase === 'closed' || phase === 'published' ? categories.map(answerOf) : [],
  });

  /** The server's refusal while the phase is not closed, else null. */
  const notClosed = () => {
    if (phase === 'none') return failure(409, m.none);
    if (phase === 'published') return failure(409, m.published);
    if (phase === 'scheduled') return failure(409, m.notStarted);
    if (phase === 'open') return failure(409, m.sealed(formatElectionDate(closesAt!)));
    return null;
  };
  /** The category to act on, or the server's refusal. */
  const closedCategory = (params: { categoryId?: unknown }) =>
    notClosed() ??
    categories.find((c) => c.id === Number(params.categoryId)) ??
    failure(404, m.categoryNotFound);

  return [
    http.get(NOMINATIONS_ADMIN_ROUTES.view, () => json(view())),
    http.put(NOMINATIONS_ADMIN_ROUTES.window, async ({ request }) => {
      const body = (await request.json()) as { opensAt: string; closesAt: string };
      if (phase === 'published') return failure(409, m.windowPublished);
      if (phase === 'closed') return failure(409, m.windowClosed);
      const opens = Date.parse(body.opensAt);
      const closes = Date.parse(body.closesAt);
      const e = operatorApiMessages.election;
      if (!(closes > opens)) {
        return failure(422, e.closesBeforeOpens, undefined, {
          errors: { closesAt: e.closesBeforeOpens },
        });
      }
      const at = now();
      if (phase === 'open' && opensAt && !sameMinute(opens, Date.parse(opensAt))) {
        return failure(409, m.opensAtFixed);
      }
      if (closes <= at) return failure(409, m.closesInPast);
      if (phase !== 'open') opensAt = toIso(opens);
      closesAt = toIso(closes);
      phase = at < Date.parse(opensAt!) ? 'scheduled' : 'open';
      return json(view());
    }),
    http.post(NOMINATIONS_ADMIN_ROUTES.closeNow, () => {
      if (phase !== 'open') return failure(409, m.notOpenToClose);
      closesAt = toIso(now());
      phase = 'closed';
      return json(view());
    }),
    http.post(NOMINATIONS_ADMIN_ROUTES.merge, async ({ params, request }) => {
      const found = closedCategory(params);
      if (found instanceof Response) return found;
      const body = (await request.json()) as { ids: number[]; into?: number };
      const into = body.into ?? body.ids[0]!;
      const all = [...new Set([into, ...body.ids])];
      if (all.length < 2) return failure(422, m.mergeNeedsTwo);
      if (!all.every((id) => found.groups.some((g) => g.id === id))) {
        return failure(404, m.groupNotFound);
      }
      found.groups = mergeGroups(found.groups, all, into);
      return json(answerOf(found));
    }),
    http.post(NOMINATIONS_ADMIN_ROUTES.split, async ({ params, request }) => {
      const found = closedCategory(params);
      if (found instanceof Response) return found;
      const body = (await request.json()) as { groupId: number; texts: string[] };
      const group = found.groups.find((g) => g.id === body.groupId);
      if (!group) return failure(404, m.groupNotFound);
      const out = group.variants.filter((v) => body.texts.includes(v.text));
      if (out.length === 0 || out.length === group.variants.length) {
        return failure(422, m.splitInvalid);
      }
      found.groups = splitGroup(found.groups, body.groupId, body.texts);
      return json(answerOf(found));
    }),
    http.put(NOMINATIONS_ADMIN_ROUTES.name, async ({ params, request }) => {
      const found = closedCategory(params);
      if (found instanceof Response) return found;
      const groupId = Number(params.groupId);
      if (!found.groups.some((g) => g.id === groupId)) return failure(404, m.groupNotFound);
      const name = normaliseCatalogName(((await request.json()) as { name: string }).name);
      if (catalogNameProblem(name) !== null) {
        return failure(422, m.finalistName(found.name, name));
      }
      found.groups = nameGroup(found.groups, groupId, name);
      return json(answerOf(found));
    }),
    http.put(NOMINATIONS_ADMIN_ROUTES.finalists, async ({ params, request }) => {
      const found = closedCategory(params);
      if (found instanceof Response) return found;
      const { ids } = (await request.json()) as { ids: number[] | null };
      if (ids && !ids.every((id) => found.groups.some((g) => g.id === id))) {
        return failure(422, m.finalistsInvalid);
      }
      found.finalists = ids === null ? null : [...new Set(ids)];
      return json(answerOf(found));
    }),
    http.post(NOMINATIONS_ADMIN_ROUTES.publish, () => {
      const refused = notClosed();
      if (refused) return refused;
      const ballot = categories.map(answerOf).filter((c) => c.finalists.length > 0);
      if (ballot.length === 0) return failure(409, m.noFinalists);
      phase = 'published';
      publishedAt = toIso(now());
      return json({
        categories: ballot.length,
        companies: ballot.reduce((n, c) => n + c.finalists.length, 0),
        publishedAt,
      });
    }),
  ];
}

/** Failures the console must say in the server's words. */
export const nominationsAdminHandlers = {
  load: {
    serverError: http.get(NOMINATIONS_ADMIN_ROUTES.view, () => serverError()),
  },
  publish: {
    votingStarted: http.post(NOMINATIONS_ADMIN_ROUTES.publish, () => failure(409, m.votingStarted)),
  },
  merge: {
    serverError: http.post(NOMINATIONS_ADMIN_ROUTES.merge, () => serverError()),
  },
} satisfies Record<string, Record<string, HttpHandler>>;
