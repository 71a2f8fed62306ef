/* eslint-disable max-lines -- the phase's actions, voter's and operator's, one after the other */
/**
 * The nominations phase's actions (issue 41 §3, decision 305), shared by the voter's and the
 * operator's routes: each operator action is audited under its own name (nominations.window,
 * .merge, .split, .rename, .finalists, .publish-ballot); a refusal says why in Portuguese.
 *
 * The seal: while the phase is not closed, nothing here reads a count per name; the operator's
 * view has the total received and no categories, and every grouping action is refused.
 */
import type { Kysely } from 'kysely';

import { catalogNameProblem, normaliseCatalogName } from '../../../domain/catalogName';
import { catalogNameKey } from '../../../domain/catalogNameKey';
import { formatElectionDate } from '../../../domain/election';
import { sameMinute } from '../../../domain/electionWindow';
import {
  FINALISTS_SIZE,
  mergeGroups,
  nameGroup,
  splitGroup,
  type NominationGroup,
} from '../../../domain/nominations';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type {
  AdminNominations,
  BallotPublished,
  NominationCategoryGroupsAnswer,
  VoterNominations,
} from '../../../domain/schemas/nominationsApi';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { apiMessages } from '../../messages';
import { onAdminAction, type ActedBy, type AdminActionName } from '../audit';
import { toElectionIso, type ElectionService } from '../election';

import { finalistsOf, leftoverSpellings, reconcile, toStored, visible, withCounts } from './groups';
import * as repo from './repository';

const m = operatorApiMessages.nominations;

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

type AdminPhase = AdminNominations['phase'];

function phaseAt(phase: repo.PhaseRow | null, now: number): AdminPhase {
  if (!phase) return 'none';
  if (phase.ballot_published_at !== null) return 'published';
  if (now < phase.opens_at) return 'scheduled';
  return now < phase.closes_at ? 'open' : 'closed';
}

const iso = (ms: number | null) => (ms === null ? null : toElectionIso(ms));

type GroupsAnswer = Promise<Answer<NominationCategoryGroupsAnswer>>;

export interface NominationsService {
  /** `withMembers` false: the suggestions left out (/perfil's notice wants only the phase). */
  voterView(voterId: number, withMembers?: boolean): Promise<VoterNominations>;
  /** One nomination per category given (the last one given for a category wins). */
  nominate(
    voterId: number,
    items: { categoryId: number; text: string }[],
  ): Promise<Answer<{ categoryId: number; text: string }[]>>;
  adminView(): Promise<AdminNominations>;
  setWindow(by: ActedBy, window: Window): Promise<Answer<AdminNominations>>;
  merge(by: ActedBy, categoryId: number, ids: number[], into: number | undefined): GroupsAnswer;
  split(by: ActedBy, categoryId: number, groupId: number, texts: string[]): GroupsAnswer;
  rename(by: ActedBy, categoryId: number, groupId: number, name: string): GroupsAnswer;
  finalists(by: ActedBy, categoryId: number, ids: number[] | null): GroupsAnswer;
  publish(by: ActedBy): Promise<Answer<BallotPublished>>;
  /** Closes the open phase at the server's own time (never the operator's clock). */
  closeNow(by: ActedBy): Promise<Answer<AdminNominations>>;
}

interface Working {
  editionId: number;
  category: { id: number; name: string };
  row: repo.GroupsRow;
  /** Every group with its counts (spellings nobody counts any more included). */
  all: NominationGroup[];
}

/** The member list's names, read once per request and only if a new spelling needs grouping. */
type MemberNames = () => Promise<readonly string[]>;

type Window = { opensAt: number; closesAt: number };

export function createNominationsService(
  db: Kysely<Database>,
  kind: DatabaseKind,
  now: () => number,
  election: Pick<ElectionService, 'status'>,
): NominationsService {
  const memberNames = (): MemberNames => {
    let names: Promise<readonly string[]> | undefined;
    return () => (names ??= repo.suggestionNames(db));
  };

  /** A category's groups as stored (or first grouped, and stored), with today's counts. */
  async function working(
    categoryId: number,
    persist: boolean,
    members: MemberNames = memberNames(),
  ): Promise<Working | null> {
    const category = (await repo.editionCategories(db)).find((c) => c.id === categoryId);
    if (!category) return null;
    const [counts, stored] = await Promise.all([
      repo.countsByText(db, categoryId),
      repo.groupsRow(db, categoryId),
    ]);
    const held = stored?.groups ?? [];
    const leftover = leftoverSpellings(held, counts);
    const groups = reconcile(held, counts, leftover.size > 0 ? await members() : [], leftover);
    const row = { groups, finalists: stored?.finalists ?? null, merges: stored?.merges ?? [] };
    const editionId = await repo.currentEditionId(db);
    // The first look after the close keeps the grouping: ids the operator acts on stay.
    if (persist && (!stored || groups.length !== stored.groups.length)) {
      await repo.saveGroups(db, editionId, categoryId, row, now());
    }
    return { editionId, category, row, all: withCounts(groups, counts) };
  }

  function answerOf(w: Working): NominationCategoryGroupsAnswer {
    const shown = visible(w.all);
    return {
      id: w.category.id,
      name: w.category.name,
      groups: shown,
      ...finalistsOf(shown, w.row.finalists),
    };
  }

  /** Runs `act` on the category, once the phase is closed and its ballot not published. */
  async function withClosed(categoryId: number, act: (w: Working) => GroupsAnswer): GroupsAnswer {
    const phase = await repo.phaseOf(db);
    const state = phaseAt(phase, now());
    if (state === 'none') return refuse(409, m.none);
    if (state === 'published') return refuse(409, m.published);
    if (state === 'scheduled') return refuse(409, m.notStarted);
    if (state === 'open') return refuse(409, m.sealed(formatElectionDate(iso(phase!.closes_at)!)));
    const w = await working(categoryId, true);
    return w ? act(w) : refuse(404, m.categoryNotFound);
  }

  async function store(w: Working, groups: NominationGroup[], change: Partial<repo.GroupsRow>) {
    const row = { ...w.row, groups: toStored(groups), ...change };
    await repo.saveGroups(db, w.editionId, w.category.id, row, now());
    const next = { ...w, row, all: groups };
    return answerOf(next);
  }

  const audited = (
    by: ActedBy,
    action: AdminActionName,
    categoryId: number,
    before: object,
    after: object,
  ) => onAdminAction(db, by, { action, target: `category:${categoryId}`, before, after }, now());

  async function adminView(): Promise<AdminNominations> {
    const phase = await repo.phaseOf(db);
    const state = phaseAt(phase, now());
    const received = state === 'none' ? 0 : await repo.receivedCount(db);
    const categories: NominationCategoryGroupsAnswer[] = [];
    // The seal: counts per name only once the phase has closed.
    if (state === 'closed' || state === 'published') {
      const members = memberNames();
      for (const category of await repo.editionCategories(db)) {
        const w = await working(category.id, state === 'closed', members);
        if (w) categories.push(answerOf(w));
      }
    }
    return {
      phase: state,
      opensAt: iso(phase?.opens_at ?? null),
      closesAt: iso(phase?.closes_at ?? null),
      ballotPublishedAt:
        phase?.ballot_published_at == null
          ? null
          : new Date(phase.ballot_published_at).toISOString(),
      received,
      finalistsSize: FINALISTS_SIZE,
      categories,
    };
  }

  /**
   * Saves the window `decide` allows, deciding with the phase's row locked and the clock read
   * after the lock (as a nomination does), so a nomination and a close take turns.
   */
  async function changeWindow(
    by: ActedBy,
    decide: (before: repo.PhaseRow | null, at: number) => Answer<Window>,
  ): Promise<Answer<AdminNominations>> {
    const change = await db.transaction().execute(async (trx) => {
      const before = await repo.phaseOf(trx, kind);
      const at = now();
      const decided = decide(before, at);
      if (decided.ok) await repo.setWindow(trx, decided.value.opensAt, decided.value.closesAt, at);
      return { before, decided, at };
    });
    const { before, decided, at } = change;
    if (!decided.ok) return decided;
    await onAdminAction(
      db,
      by,
      {
        action: 'nominations.window',
        target: 'nominations',
        before: before ? { opensAt: iso(before.opens_at), closesAt: iso(before.closes_at) } : {},
        after: { opensAt: iso(decided.value.opensAt), closesAt: iso(decided.value.closesAt) },
      },
      at,
    );
    return ok(await adminView());
  }

  return {
    async voterView(voterId, withMembers = true) {
      const [phase, categories, mine] = await Promise.all([
        repo.phaseOf(db),
        repo.editionCategories(db),
        repo.nominationsOf(db, voterId),
      ]);
      const state = phaseAt(phase, now());
      // The member list (up to 10,000 names) goes out only while a voter can use it.
      const members = withMembers && state === 'open' ? await repo.suggestionNames(db) : [];
      const voterPhase =
        state === 'none'
          ? 'none'
          : state === 'scheduled'
            ? 'notYet'
            : state === 'open'
              ? 'open'
              : 'closed';
      return {
        phase: voterPhase,
        opensAt: iso(phase?.opens_at ?? null),
        closesAt: iso(phase?.closes_at ?? null),
        categories: categories.map((c) => ({ ...c, nominated: mine.get(c.id) ?? null })),
        members: [...members],
      };
    },

    async nominate(voterId, items) {
      const t = apiMessages.nominations;
      // The phase is read with its row locked and the clock read after the lock: a close
      // committed first is seen, so no nomination is written after it. All or none.
      return db.transaction().execute(async (trx) => {
        const phase = await repo.phaseOf(trx, kind);
        const at = now();
        const state = phaseAt(phase, at);
        if (state === 'none') return refuse(403, t.none);
        if (state === 'scheduled')
          return refuse(403, t.notYet(formatElectionDate(iso(phase!.opens_at)!)));
        if (state !== 'open') return refuse(403, t.closed);
        const categories = new Set((await repo.editionCategories(trx)).map((c) => c.id));
        const stored = new Map<number, string>();
        for (const item of items) {
          if (!categories.has(item.categoryId)) return refuse(404, apiMessages.categoryNotFound);
          const text = normaliseCatalogName(item.text);
          if (catalogNameProblem(text) !== null) return refuse(422, t.textInvalid);
          stored.set(item.categoryId, text);
        }
        for (const [categoryId, text] of stored) {
          await repo.upsertNomination(trx, {
            editionId: phase!.edition_id,
            categoryId,
            voterId,
            text,
            now: at,
          });
        }
        return ok([...stored].map(([categoryId, text]) => ({ categoryId, text })));
      });
    },

    adminView,

    async closeNow(by) {
      return changeWindow(by, (before, at) =>
        before && phaseAt(before, at) === 'open'
          ? ok({ opensAt: before.opens_at, closesAt: at })
          : refuse(409, m.notOpenToClose),
      );
    },

    async setWindow(by, window) {
      return changeWindow(by, (before, at) => {
        if (before?.ballot_published_at != null) return refuse(409, m.windowPublished);
        const state = phaseAt(before, at);
        // The close stands: reopening after the counts could be seen would be the seal's side door.
        if (state === 'closed') return refuse(409, m.windowClosed);
        // An opening moved once open, or a close in the past, would change which nominations
        // were on time after they were made ("Encerrar agora" closes at the server's time).
        // The console's form shows minutes: the same minute is the opening unchanged.
        if (state === 'open' && !sameMinute(window.opensAt, before!.opens_at)) {
          return refuse(409, m.opensAtFixed);
        }
        if (window.closesAt <= at) return refuse(409, m.closesInPast);
        return ok(state === 'open' ? { ...window, opensAt: before!.opens_at } : window);
      });
    },

    merge: (by, categoryId, ids, into) =>
      withClosed(categoryId, async (w) => {
        const target = into ?? ids[0];
        const all = [...new Set([...(target === undefined ? [] : [target]), ...ids])];
        const shown = visible(w.all);
        if (all.length < 2) return refuse(422, m.mergeNeedsTwo);
        if (!all.every((id) => shown.some((g) => g.id === id))) return refuse(404, m.groupNotFound);
        const others = w.all.filter((g) => g.id !== target && all.includes(g.id));
        const texts = others.flatMap((g) => g.variants.map((v) => v.text));
        const groups = mergeGroups(w.all, all, target!);
        const intoGroup = groups.find((g) => g.id === target)!;
        const answer = await store(w, groups, {
          merges: [...w.row.merges, { at: now(), into: target!, texts }],
        });
        await audited(
          by,
          'nominations.merge',
          categoryId,
          {
            groups: [w.all.find((g) => g.id === target)!, ...others].map((g) => ({
              id: g.id,
              name: g.name,
              count: g.count,
            })),
          },
          {
            category: w.category.name,
            into: intoGroup.name,
            merged: others.map((g) => g.name),
            texts,
            count: intoGroup.count,
          },
        );
        return ok(answer);
      }),

    split: (by, categoryId, groupId, texts) =>
      withClosed(categoryId, async (w) => {
        const group = w.all.find((g) => g.id === groupId);
        if (!group || group.count === 0) return refuse(404, m.groupNotFound);
        const wanted = texts.map(normaliseCatalogName);
        const out = group.variants.filter((v) => wanted.includes(v.text));
        if (out.length === 0 || out.length === group.variants.length) {
          return refuse(422, m.splitInvalid);
        }
        const groups = splitGroup(w.all, groupId, wanted);
        const created = groups.find((g) => !w.all.some((o) => o.id === g.id))!;
        const answer = await store(w, groups, {});
        await audited(
          by,
          'nominations.split',
          categoryId,
          { id: group.id, name: group.name, count: group.count },
          {
            category: w.category.name,
            id: created.id,
            name: created.name,
            texts: out.map((v) => v.text),
            count: created.count,
          },
        );
        return ok(answer);
      }),

    rename: (by, categoryId, groupId, raw) =>
      withClosed(categoryId, async (w) => {
        const group = w.all.find((g) => g.id === groupId);
        if (!group || group.count === 0) return refuse(404, m.groupNotFound);
        const name = normaliseCatalogName(raw);
        if (catalogNameProblem(name) !== null) {
          return refuse(422, m.finalistName(w.category.name, name));
        }
        const answer = await store(w, nameGroup(w.all, groupId, name), {});
        await audited(
          by,
          'nominations.rename',
          categoryId,
          { id: group.id, name: group.name },
          { category: w.category.name, id: group.id, name },
        );
        return ok(answer);
      }),

    finalists: (by, categoryId, ids) =>
      withClosed(categoryId, async (w) => {
        const shown = visible(w.all);
        const chosen = ids === null ? null : [...new Set(ids)];
        if (chosen && !chosen.every((id) => shown.some((g) => g.id === id))) {
          return refuse(422, m.finalistsInvalid);
        }
        const before = finalistsOf(shown, w.row.finalists).finalists;
        const answer = await store(w, w.all, { finalists: chosen });
        const names = (list: number[]) =>
          list.map((id) => shown.find((g) => g.id === id)!).map((g) => g.name);
        await audited(
          by,
          'nominations.finalists',
          categoryId,
          { finalists: names(before) },
          {
            category: w.category.name,
            finalists: names(answer.finalists),
            counts: answer.finalists.map((id) => shown.find((g) => g.id === id)!.count),
            mostNamed: chosen === null,
          },
        );
        return ok(answer);
      }),

    async publish(by) {
      const view = await adminView();
      if (view.phase === 'none') return refuse(409, m.none);
      if (view.phase === 'published') return refuse(409, m.published);
      if (view.phase === 'scheduled') return refuse(409, m.notStarted);
      if (view.phase === 'open') {
        return refuse(409, m.sealed(formatElectionDate(view.closesAt!)));
      }
      if ((await election.status()) === 'open' || (await repo.editionHasVotes(db))) {
        return refuse(409, m.votingStarted);
      }
      const ballot: { categoryId: number; names: string[] }[] = [];
      for (const category of view.categories) {
        const names = category.finalists.map(
          (id) => category.groups.find((g) => g.id === id)!.name,
        );
        const keys = new Set<string>();
        for (const name of names) {
          if (catalogNameProblem(name) !== null)
            return refuse(422, m.finalistName(category.name, name));
          const key = catalogNameKey(name);
          if (keys.has(key)) return refuse(422, m.finalistTwice(category.name, name));
          keys.add(key);
        }
        // A category nobody named keeps its catalogue; one named with no finalist is a slip.
        if (names.length === 0 && category.groups.length > 0) {
          return refuse(422, m.noFinalistsIn(category.name));
        }
        if (names.length > 0) ballot.push({ categoryId: category.id, names });
      }
      if (ballot.length === 0) return refuse(409, m.noFinalists);
      const at = now();
      const result = await repo.publishBallot(db, ballot, at);
      if (!result.ok) {
        return refuse(409, result.refusal === 'votes' ? m.votingStarted : m.published);
      }
      await onAdminAction(
        db,
        by,
        {
          action: 'nominations.publish-ballot',
          target: 'nominations',
          before: {},
          after: {
            categories: ballot.length,
            companies: result.companies,
            ballot: view.categories
              .filter((c) => c.finalists.length > 0)
              .map((c) => ({
                category: c.name,
                finalists: c.finalists.map((id) => {
                  const g = c.groups.find((x) => x.id === id)!;
                  return { name: g.name, count: g.count };
                }),
              })),
          },
        },
        at,
      );
      return ok({
        categories: ballot.length,
        companies: result.companies,
        publishedAt: new Date(at).toISOString(),
      });
    },
  };
}
