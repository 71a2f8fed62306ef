/**
 * The election as the routes see it. The row is kept in memory so that a vote costs no query:
 * a change made through this process refreshes it at once, and a change made elsewhere (the
 * CLI, another server process) is picked up by a version check at most `recheckMs` later.
 */
import { performance } from 'node:perf_hooks';

import { electionStatusAt, type Election, type ElectionStatus } from '../../domain/election';
import type { ElectionRow } from '../db/schema';
import type { ElectionRepository, ElectionWindow } from '../repositories/election';

import { toElectionIso } from './dates';

export interface ElectionService {
  /** The election row, from memory when fresh. */
  row(): Promise<ElectionRow>;
  status(): Promise<ElectionStatus>;
  /** The public and operator view (GET /election). */
  view(): Promise<Election>;
  /** Sets name and window; withdraws a publication when the new window is not closed. */
  update(window: ElectionWindow): Promise<Election>;
  /** 'not-closed' while voting has not ended; published (again) is fine. */
  publish(): Promise<{ ok: true; election: Election } | { ok: false }>;
  /** Forgets the copy in memory (the next read goes to the database). */
  invalidate(): void;
}

export function statusOf(row: ElectionRow, nowMs: number): ElectionStatus {
  return electionStatusAt(nowMs, row.opens_at, row.closes_at);
}

export function electionView(row: ElectionRow, nowMs: number): Election {
  const status = statusOf(row, nowMs);
  return {
    name: row.name,
    opensAt: row.opens_at === null ? null : toElectionIso(row.opens_at),
    closesAt: row.closes_at === null ? null : toElectionIso(row.closes_at),
    status,
    // A publication only stands while the election is closed (reopening withdraws it).
    resultsPublished: row.results_published_at !== null && status === 'closed',
  };
}

export function createElectionService(
  repo: ElectionRepository,
  now: () => number,
  recheckMs = 1000,
): ElectionService {
  let cached: { row: ElectionRow; checkedAt: number } | null = null;
  let loading: Promise<ElectionRow> | null = null;
  // Bumped by invalidate(): a read that started before a change must not be kept.
  let generation = 0;

  async function read(): Promise<ElectionRow> {
    const started = generation;
    const known = cached;
    const row =
      known && (await repo.version()) === Number(known.row.version) ? known.row : await repo.read();
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
      return electionView(await load(), now());
    },
    async update(window) {
      const at = now();
      const keep = electionStatusAt(at, window.opens_at, window.closes_at) === 'closed';
      await repo.update(window, keep, at);
      service.invalidate();
      return electionView(await load(), at);
    },
    async publish() {
      const at = now();
      const row = await load();
      if (statusOf(row, at) !== 'closed') return { ok: false };
      await repo.publish(at);
      service.invalidate();
      return { ok: true, election: electionView(await load(), at) };
    },
    invalidate() {
      generation += 1;
      cached = null;
      loading = null;
    },
  };
  return service;
}
