/**
 * npm run bench -- --scale: after the empty-database scenarios, load 5,000 voters who voted in
 * 20 categories and measure the category list (as them) and new votes; load 100,000 more voters
 * and 2,000,000 votes and measure both again (the list as 5,000 of the new voters, also with 20
 * votes each: like for like). Each figure is the median of three runs, each as a share of a
 * hello-world measured just before it. Then `npm run admin -- results` is timed three times.
 */
import { spawnSync } from 'node:child_process';

import type { Request } from 'autocannon';

import { countRows, loadScale, signTokens, type BenchDatabase, type Catalog } from './data';
import { check, measure, percent, type Row } from './load';
import { ROOT, loadAverage, type Child } from './processes';
import { listScenario, voteScenario, type VoteCursor } from './scenarios';

export const SCALE_VOTERS = Number(process.env.BENCH_SCALE_VOTERS ?? 100_000);
export const SCALE_VOTES_EACH = 20;
/** Voters in the like-for-like list runs, before the load and at scale (token rotation size). */
const LIKE_VOTERS = 5_000;
/** Runs per scenario before and at scale, each beside its own hello-world; the median is kept. */
const REPEATS = Number(process.env.BENCH_SCALE_REPEATS ?? 3);
const MAX_RESULTS_SECONDS = 1;

export interface ScaleReport {
  rows: Row[];
  resultsSeconds: number[];
  lines: string[];
}

export async function runScale(options: {
  database: BenchDatabase;
  catalog: Catalog;
  server: Child;
  hello: Child;
  tokens: string[];
  cursor: VoteCursor;
  empty: Row[];
}): Promise<ScaleReport> {
  const { database, catalog, server, hello, tokens, cursor, empty } = options;
  const measureHello = (label: string) =>
    measure(label, hello.base, [{ path: '/' }], { pid: hello.pid, helloReqPerSec: null });
  /**
   * The machine's speed drifts from one 10 s run to the next: each run is paired with a
   * hello-world measured just before it, REPEATS times, and the run with the median share is kept.
   */
  const paired = async (label: string, requests: () => Request[]): Promise<Row> => {
    const runs: Row[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const beside = await measureHello('hello-world');
      runs.push(
        await measure(label, server.base, requests(), {
          pid: server.pid,
          helloReqPerSec: beside.reqPerSec,
        }),
      );
    }
    const median = [...runs].sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0))[
      Math.floor(runs.length / 2)
    ] as Row;
    console.log(
      `   median of ${runs.length}: ${percent(median.ratio)} of the hello-world beside it`,
    );
    return median;
  };

  // Like for like: the list of voters who voted in 20 categories, first while the database holds
  // only them (LIKE_VOTERS × 20 votes) and the bench's own voters, then among the full load.
  const few = await loadScale(database.handle, catalog, LIKE_VOTERS, SCALE_VOTES_EACH);
  console.log(
    `\n-- before the load: ${await countRows(database.handle.db, 'votes')} votes stored; load average ${loadAverage()}`,
  );
  const fewTokens = await signTokens(few.sampleIds);
  const before = [
    await paired(`GET /api/categories/app (${SCALE_VOTES_EACH} votes each)`, () =>
      listScenario(fewTokens),
    ),
    await paired('POST /api/votes (new vote)', () => voteScenario(tokens, catalog, cursor)),
  ];

  const loaded = await loadScale(
    database.handle,
    catalog,
    SCALE_VOTERS,
    SCALE_VOTES_EACH,
    LIKE_VOTERS + 1,
  );
  const votes = await countRows(database.handle.db, 'votes');
  const voters = await countRows(database.handle.db, 'voters');
  console.log(
    `\n-- scale: ${voters} voters, ${votes} votes stored (loaded in ${loaded.seconds.toFixed(1)} s); load average ${loadAverage()}`,
  );
  const scaleTokens = await signTokens(loaded.sampleIds.slice(0, LIKE_VOTERS));
  const rows = [
    await paired(`GET /api/categories/app (${SCALE_VOTES_EACH} votes each, at scale)`, () =>
      listScenario(scaleTokens),
    ),
    await paired('POST /api/votes (new vote, at scale)', () =>
      voteScenario(tokens, catalog, cursor),
    ),
  ];

  // `npm run admin -- results` as an operator runs it, three times (the first reads a cold cache).
  const resultsSeconds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'results'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    resultsSeconds.push((performance.now() - started) / 1000);
    if (run.status !== 0) throw new Error(`admin results failed: ${String(run.stderr)}`);
  }
  console.log(
    `npm run admin -- results: ${resultsSeconds.map((s) => `${s.toFixed(2)} s`).join(', ')}`,
  );

  const lines: string[] = [];
  const compare = (label: string, earlier: Row | undefined, after: Row | undefined) => {
    if (!earlier || !after) return;
    const ratio = (after.ratio ?? 0) / (earlier.ratio ?? 1);
    lines.push(
      check(
        label,
        ratio >= 0.9,
        `${percent(after.ratio)} of hello-world vs ${percent(earlier.ratio)} before = ${percent(ratio)} of the rate before the load (≥ 90 %); ${after.reqPerSec} vs ${earlier.reqPerSec} req/s, p99 ${after.p99} ms`,
      ),
    );
  };
  compare(
    `category list at scale (voters with ${SCALE_VOTES_EACH} votes, like for like)`,
    before[0],
    rows[0],
  );
  compare('new vote at scale', before[1], rows[1]);
  const listEmpty = empty.find((r) => r.scenario.startsWith('GET /api/categories/app'));
  if (listEmpty && rows[0]) {
    // Not a target: those voters had voted in no category, so each answer read 20 rows fewer.
    lines.push(
      `  (the list at scale is ${percent((rows[0].ratio ?? 0) / (listEmpty.ratio ?? 1))} of the empty run's, whose voters had voted in no category)`,
    );
  }
  const best = Math.min(...resultsSeconds);
  lines.push(
    check(
      'npm run admin -- results at scale',
      best <= MAX_RESULTS_SECONDS,
      `${resultsSeconds.map((s) => s.toFixed(2)).join(' / ')} s (≤ ${MAX_RESULTS_SECONDS} s)`,
    ),
  );
  return { rows: [...before, ...rows], resultsSeconds, lines };
}
