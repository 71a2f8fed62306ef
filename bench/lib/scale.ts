/**
 * npm run bench -- --scale: after the empty-database scenarios, load 100,000 voters and
 * 2,000,000 votes, run the category list (as voters who voted in 20 categories) and new votes
 * again, compare them with the empty-database rates, and time `npm run admin -- results`.
 */
import { spawnSync } from 'node:child_process';

import { countRows, loadScale, signTokens, type BenchDatabase, type Catalog } from './data';
import { check, measure, percent, type Row } from './load';
import { ROOT, loadAverage, type Child } from './processes';
import { listScenario, voteScenario, type VoteCursor } from './scenarios';

export const SCALE_VOTERS = Number(process.env.BENCH_SCALE_VOTERS ?? 100_000);
export const SCALE_VOTES_EACH = 20;
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
  const loaded = await loadScale(database.handle, catalog, SCALE_VOTERS, SCALE_VOTES_EACH);
  const votes = await countRows(database.handle.db, 'votes');
  const voters = await countRows(database.handle.db, 'voters');
  console.log(
    `\n-- scale: ${voters} voters, ${votes} votes stored (loaded in ${loaded.seconds.toFixed(1)} s); load average ${loadAverage()}`,
  );
  const scaleTokens = await signTokens(loaded.sampleIds);
  const helloNow = await measure('hello-world (at scale)', hello.base, [{ path: '/' }], {
    pid: hello.pid,
    helloReqPerSec: null,
  });
  // The machine's speed drifts: compare each rate's share of the hello-world measured beside it.
  const opts = { pid: server.pid, helloReqPerSec: helloNow.reqPerSec };
  const rows = [
    await measure(
      'GET /api/categories/app (at scale)',
      server.base,
      listScenario(scaleTokens),
      opts,
    ),
    await measure(
      'POST /api/votes (new vote, at scale)',
      server.base,
      voteScenario(tokens, catalog, cursor),
      opts,
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
  const pairs: [string, string][] = [
    ['category list', 'GET /api/categories/app'],
    ['new vote', 'POST /api/votes (new'],
  ];
  pairs.forEach(([label, prefix], i) => {
    const before = empty.find((r) => r.scenario.startsWith(prefix));
    const after = rows[i];
    if (!before || !after) return;
    const ratio = (after.ratio ?? 0) / (before.ratio ?? 1);
    lines.push(
      check(
        `${label} at scale`,
        ratio >= 0.9,
        `${percent(after.ratio)} of hello-world vs ${percent(before.ratio)} empty = ${percent(ratio)} of the empty rate (≥ 90 %); ${after.reqPerSec} vs ${before.reqPerSec} req/s, p99 ${after.p99} ms`,
      ),
    );
  });
  const best = Math.min(...resultsSeconds);
  lines.push(
    check(
      'npm run admin -- results at scale',
      best <= MAX_RESULTS_SECONDS,
      `${resultsSeconds.map((s) => s.toFixed(2)).join(' / ')} s (≤ ${MAX_RESULTS_SECONDS} s)`,
    ),
  );
  return { rows, resultsSeconds, lines };
}
