/**
 * The election as the routes see it. The row is kept in memory so that a vote costs no query:
 * a change made through this process refreshes it at once, and a change made elsewhere (the
 * CLI, another server process) is picked up by a version check at most `recheckMs` later.
 */
import { performance } from 'node:perf_hooks';

import { electionStatusAt, type Election, type ElectionStatus } from '../../../domain/election';
import { RESULTS_SEAL_HOLD } from '../../config';
import type { ElectionRow } from '../../db/schema';

import { toElectionIso } from './dates';
import type { ElectionRepository, ElectionWindow } from './repository';
import { resultsSealed, sealOf } from './seal';

/** What electionService.update answers. */
export type ElectionUpdateResult =
  | {
      ok: true;
      before: Election;
      election: Election;
      /** Set when this change reopened voting after the results per company were read. */
      reopenedAfterRead: { resultsReadAt: number } | null;
    }
  /** The results are published: the window stays as published (issue 36, 409). */
  | { ok: false; problem: 'published' }
  /** It would reopen voting after the results were read, and no reason was given (422). */
  | { ok: false; problem: 'reason-required'; resultsReadAt: number };

export interface ElectionService {
  /** The election row, from memory when fresh. */
  row(): Promise<ElectionRow>;
  status(): Promise<ElectionStatus>;
  /** The public and operator view (GET /election). */
  view(): Promise<Election>;
  /**
   * Sets name and window. Refused while the results are published (withdraw first), and, when
   * it reopens voting after the results per company were read, without a reason.
   */
  update(
    window: ElectionWindow,
    options?: { reason?: string | null },
  ): Promise<ElectionUpdateResult>;
  /** 'not-closed' while voting has not ended, 'holding' while the close has not stood. */
  publish(): Promise<
    | { ok: true; election: Election }
    | { ok: false; problem: 'not-closed' | 'holding'; election: Election }
  >;
  /** Notes a read of the results per company (the first since the close counts). */
  resultsRead(): Promise<boolean>;
  /** Forgets the copy in memory (the next read goes to the database). */
  invalidate(): void;
}

export function statusOf(row: ElectionRow, nowMs: number): ElectionStatus {
  return electionStatusAt(nowMs, row.opens_at, row.closes_at);
}

export function electionView(
  row: ElectionRow,
  nowMs: number,
  sealHoldMinutes: number = RESULTS_SEAL_HOLD.fallback,
): Election {
  const status = statusOf(row, nowMs);
  const closesAt = row.closes_at === null ? null : Number(row.closes_at);
  const seal = sealOf(status, closesAt, nowMs, sealHoldMinutes);
  return {
    name: row.name,
    opensAt: row.opens_at === null ? null : toElectionIso(row.opens_at),
    closesAt: closesAt === null ? null : toElectionIso(closesAt),
    status,
    // A publication only stands while the election is closed (a published election refuses
    // window changes; a row from before issue 36 may say otherwise).
    resultsPublished: row.results_published_at !== null && status === 'closed',
    resultsSealed: seal.resultsSealed,
    unsealsAt: seal.unsealsAtMs === null ? null : toElectionIso(seal.unsealsAtMs),
  };
}

const sameWindow = (row: ElectionRow, window: ElectionWindow) =>
  row.name === window.name &&
  (row.opens_at === null ? null : Number(row.opens_at)) === window.opens_at &&
  (row.closes_at === null ? null : Number(row.closes_at)) === window.closes_at;

export function createElectionService(
  repo: ElectionRepository,
  now: () => number,
  options: { sealHoldMinutes?: number; recheckMs?: number } = {},
): ElectionService {
  const { sealHoldMinutes = RESULTS_SEAL_HOLD.fallback, recheckMs = 1000 } = options;
  const view = (row: ElectionRow, at: number) => electionView(row, at, sealHoldMinutes);
  let cached: { row: ElectionRow; checkedAt: number } | null = null;
  let loading: Promise<ElectionRow> | null = null;
  // Bumped by invalidate(): a read that started before a change must not be kept.
  let generation = 0;

  async function read(): Promise<ElectionRow> {
    const started = generation;
    const known = cached;
    const fresh = known ? await repo.version() : null;
    const row =
      known && fresh?.id === Number(known.row.id) && fresh.version === Number(known.row.version)
        ? known.row
        : await repo.read();
    if (started === generation) cached = { row, checkedAt: performance.now() };
    return row;
  }

  function load(): Promise<ElectionRow> {
    if (cached && performance.now() - cached.checkedAt < recheckMs) {
      return Promise.resolve(cached.row);
    }
    // One read in flight at a time, however many votes arrive meanwhile.
    if (loading) return loading;
    const pending = read().finally(() => {
      if (loading === pending) loading = null;
    });
    loading = pending;
    return pending;
  }

  const service: ElectionService = {
    row: load,
    async status() {
      return statusOf(await load(), now());
    },
    async view() {
      return view(await load(), now());
    },
    async update(window, options = {}) {
      const at = now();
      // Fresh from the database: the rules below must not decide on a stale copy.
      const row = await repo.read();
      const before = view(row, at);
      if (row.results_published_at !== null && !sameWindow(row, window)) {
        return { ok: false, problem: 'published' };
      }
      const reopens =
        before.status === 'closed' &&
        electionStatusAt(at, window.opens_at, window.closes_at) !== 'closed';
      const readAt = row.results_read_at === null ? null : Number(row.results_read_at);
      const reason = options.reason?.trim() || null;
      if (reopens && readAt !== null && !reason) {
        return { ok: false, problem: 'reason-required', resultsReadAt: readAt };
      }
      const reopening =
        reopens && readAt !== null && reason ? { resultsReadAt: readAt, reason } : null;
      await repo.update(window, at, reopening);
      service.invalidate();
      return {
        ok: true,
        before,
        election: view(await load(), at),
        reopenedAfterRead: reopening ? { resultsReadAt: reopening.resultsReadAt } : null,
      };
    },
    async publish() {
      const at = now();
      const current = view(await load(), at);
      if (current.status !== 'closed')
        return { ok: false, problem: 'not-closed', election: current };
      if (resultsSealed(current)) return { ok: false, problem: 'holding', election: current };
      await repo.publish(at);
      service.invalidate();
      return { ok: true, election: view(await load(), at) };
    },
    async resultsRead() {
      const row = await load();
      // Read before (here, or by another process this one has learnt of): no write per read.
      if (row.results_read_at !== null) return false;
      if (resultsSealed(view(row, now()))) return false;
      const marked = await repo.markResultsRead(now());
      // Learn the mark (ours, or another process's that made ours a no-op) before the next read.
      service.invalidate();
      return marked;
    },
    invalidate() {
      generation += 1;
      cached = null;
      loading = null;
    },
  };
  return service;
}
