/**
 * npm run bench:ab: an interleaved A/B of each hand-made hot-path device (issue 23). A device
 * stays only if it buys at least 15 % on its own scenario, measured in the same run on the same
 * machine against the standard way of doing the same thing.
 *
 * For each device, "with" is the current source and "without" is the same source with
 * bench/ab/<NN>-<device>.patch applied (the standard way: see docs/performance.md); the
 * young-generation device has no patch, only other node flags. Each variant is a copy of src/
 * (patched with `git apply` in a temporary directory) built by scripts/build-server.mjs into
 * dist/ab/<variant>/, as production runs it. Then, per device, the hello-world is measured, the
 * variants run in turn (with, without, with, without: BENCH_AB_ROUNDS rounds), each a fresh
 * server process on a fresh database, and the hello-world is measured again; ratios are to the
 * mean of both hello-world runs. Gain = with / without − 1 (for the young generation: the peak
 * RSS saved, 1 − with / without); a device is kept at 15 % or more. Each side also shows the
 * event loop's CPU per answer, which moves less with the machine's load than req/s does.
 *
 *   npm run bench:ab                                             the SQLite devices
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ab   and PostgreSQL's
 *   BENCH_AB_ONLY=sqlite-group-commit,compiled-once, BENCH_AB_ROUNDS=2, BENCH_DURATION=10,
 *   BENCH_CONNECTIONS=50, BENCH_VOTERS=20000
 *   BENCH_AB_CHECK=1: no load; only builds every variant and checks that each answers right
 *
 * The load generator shares the machine's cores with the server: run it on a quiet machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';

import { buildServer } from '../scripts/build-server.mjs';
import type { Database } from '../src/server/db/schema';

import {
  benchCatalog,
  createVoters,
  openBenchDatabase,
  readCatalog,
  signTokens,
  type Catalog,
} from './lib/data';
import { CONNECTIONS, DURATION, measure, measureHello, percent, type Row } from './lib/load';
import { MailCatcher } from './lib/mailCatcher';
import { loadAverage, ROOT, startChild, type Child } from './lib/processes';
import { listScenario, voteScenario } from './lib/scenarios';
import { SERVER_NODE_FLAGS, serverEnv } from './lib/serverEnv';

const ROUNDS = Math.max(1, Number(process.env.BENCH_AB_ROUNDS ?? 2));
/**
 * BENCH_AB_CHECK=1: no load, only whether each variant builds and answers: per variant a fresh
 * server whose category list is compared with the other variant's, a vote (201) sent twice
 * (409), then a list showing the vote; a company renamed in the database shows on the next list;
 * a token whose version was bumped in the database gets 401 on the list and on a vote.
 */
const CHECK_ONLY = process.env.BENCH_AB_CHECK === '1';
const VOTERS = Number(process.env.BENCH_VOTERS ?? (CHECK_ONLY ? 100 : 20_000));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
/** Issue 23: a device stays only if it buys at least this much on its own scenario. */
const THRESHOLD = 0.15;

type Kind = 'sqlite' | 'postgres';
type ScenarioName = 'list' | 'vote';

const SCENARIOS: Record<ScenarioName, { label: string; status: string }> = {
  list: { label: 'category list', status: '200' },
  vote: { label: 'new vote', status: '201' },
};

interface Device {
  name: string;
  decision: string;
  /** The "without" variant: a patch under bench/ab/, or null (same source, other node flags). */
  patch: string | null;
  kind: Kind;
  scenarios: ScenarioName[];
  /** What the device is for: the request rate, or (the young generation) the peak RSS. */
  buys: 'rate' | 'rss';
  /** Node flags of the "without" server; both run with SERVER_NODE_FLAGS otherwise. */
  withoutFlags?: string[];
  /** The standard way the "without" variant does it. */
  without: string;
  /**
   * The other way round (issue 37): "with" is the simpler shape now in the source and the patch
   * puts the hand-made device back. The simpler shape stays unless it costs more than the
   * threshold (gain below −15 %).
   */
  simpler?: boolean;
}

const DEVICES: Device[] = [
  {
    name: 'sqlite-group-commit',
    decision: '134',
    patch: 'bench/ab/01-sqlite-group-commit.patch',
    kind: 'sqlite',
    scenarios: ['vote'],
    buys: 'rate',
    without: 'each vote its own INSERT … SELECT, committed alone (no perTurn)',
  },
  {
    name: 'pg-named-statements',
    decision: '136',
    patch: 'bench/ab/03-pg-named-statements.patch',
    kind: 'postgres',
    scenarios: ['list', 'vote'],
    buys: 'rate',
    without: 'every query sent unnamed (pg and Kysely as they come)',
  },
  {
    name: 'pg-shared-round-trip',
    decision: '140',
    patch: 'bench/ab/04-pg-shared-round-trip.patch',
    kind: 'postgres',
    scenarios: ['list', 'vote'],
    buys: 'rate',
    without: 'one query per list and one statement per vote, each its own round trip',
  },
  {
    name: 'compiled-once',
    decision: '132',
    patch: 'bench/ab/05-compiled-once.patch',
    kind: 'sqlite',
    scenarios: ['list', 'vote'],
    buys: 'rate',
    without: "the list's query and the vote's statement built and compiled by Kysely per call",
  },
  {
    name: 'security-headers-once',
    decision: '129',
    patch: 'bench/ab/07-security-headers-once.patch',
    kind: 'sqlite',
    scenarios: ['list'],
    buys: 'rate',
    without: "@fastify/helmet (Helmet per request; the API routes' own options)",
  },
  {
    name: 'receipt-mail-from-votes',
    decision: '261',
    patch: 'bench/ab/13-receipt-lines-appended.patch',
    kind: 'sqlite',
    scenarios: ['vote'],
    buys: 'rate',
    simpler: true,
    without:
      "the device it replaced: each vote's receipt line appended to its voter's waiting e-mail inside SQL (two statements per group commit)",
  },
  {
    name: 'receipt-mail-from-votes',
    decision: '261',
    patch: 'bench/ab/13-receipt-lines-appended.patch',
    kind: 'postgres',
    scenarios: ['vote'],
    buys: 'rate',
    simpler: true,
    without:
      "the device it replaced: a batch's receipt lines grouped per voter and appended to their waiting e-mails in one statement",
  },
  {
    name: 'catalogue-cache',
    decision: '121',
    patch: 'bench/ab/11-catalogue-cache.patch',
    kind: 'sqlite',
    scenarios: ['list'],
    buys: 'rate',
    without:
      'the catalogue read (one join) and sorted with the pt-BR collator on every list; no version',
  },
  {
    name: 'sqlite-statement-reuse',
    decision: '125',
    patch: 'bench/ab/09-sqlite-statement-reuse.patch',
    kind: 'sqlite',
    scenarios: ['list'],
    buys: 'rate',
    without: "Kysely's SqliteDriver as it comes: better-sqlite3 prepare() on every query",
  },
  {
    name: 'session-check-inside',
    decision: '130',
    patch: 'bench/ab/12-session-check-inside.patch',
    kind: 'sqlite',
    scenarios: ['list', 'vote'],
    buys: 'rate',
    without: "a session query of its own (the codes feature's guard, read fresh) before each",
  },
  {
    name: 'pg-session-check-inside',
    decision: '130',
    patch: 'bench/ab/12-session-check-inside.patch',
    kind: 'postgres',
    scenarios: ['list', 'vote'],
    buys: 'rate',
    without: "a session query of its own (the codes feature's guard, read fresh) before each",
  },
  {
    name: 'young-generation',
    decision: '137',
    patch: null,
    kind: 'sqlite',
    scenarios: ['list'],
    buys: 'rss',
    withoutFlags: [],
    without: 'node without --max-semi-space-size=4 (V8 default semi-spaces)',
  },
];

type Variant = 'with' | 'without';

interface Run {
  round: number;
  variant: Variant;
  rows: Partial<Record<ScenarioName, Row>>;
  /** Status, headers (less Date) and body of a category list and the runtime config. */
  listAnswer: string | null;
  /** BENCH_AB_CHECK: what went wrong with the vote check (empty when all answered right). */
  checks?: string[];
}

interface DeviceReport {
  device: Device;
  skipped: string | null;
  hello: number[];
  runs: Run[];
  lines: Summary[];
}

/** One variant's mean over its runs; cpuUs: the event loop's CPU per answer (null off Linux). */
interface Side {
  reqPerSec: number;
  ratio: number;
  peakMb: number;
  cpuUs: number | null;
}

interface Summary {
  device: string;
  scenario: string;
  with: Side;
  without: Side;
  /** with / without − 1 (req/s). */
  gain: number;
  /** 1 − with / without (peak RSS). */
  rssSaved: number;
  verdict: string;
  /** Answers other than the scenario's status, in any run. */
  problems: string[];
}

/** A copy of src/ (patched when `patch` is given) built into dist/ab/<name>/. */
async function buildVariant(name: string, patch: string | null): Promise<string> {
  const outDir = path.join(ROOT, 'dist', 'ab', name);
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `votacao-ab-${name}-`));
  try {
    fs.cpSync(path.join(ROOT, 'src'), path.join(tree, 'src'), { recursive: true });
    // The bundles that take packages in (the operator commands: Kysely) resolve them here.
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    if (patch) {
      // Outside any repository, git apply patches the files as they are (all hunks or none).
      execFileSync('git', ['apply', path.join(ROOT, patch)], {
        cwd: tree,
        env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(tree) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    await buildServer({ sourceRoot: tree, outDir });
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
  return path.relative(ROOT, path.join(outDir, 'server.mjs'));
}

let cachedTokens: { ids: string; tokens: string[] } | null = null;

/** Tokens for these voter ids (a fresh database numbers its voters the same way each time). */
async function tokensFor(ids: number[]): Promise<string[]> {
  const key = ids.join(',');
  if (cachedTokens?.ids !== key) cachedTokens = { ids: key, tokens: await signTokens(ids) };
  return cachedTokens.tokens;
}

/**
 * An answer as the client sees it, less what changes between calls (Date, key order): the
 * category list (API headers) and the runtime config (the web app's document headers).
 */
async function listAnswer(base: string, url: string, token: string | null): Promise<string> {
  const response = await fetch(`${base}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const headers = [...response.headers.entries()]
    .filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name))
    .map(([name, value]) => `${name}: ${value}`)
    .sort();
  const text = await response.text();
  let body = text;
  try {
    // Key order is not part of a JSON answer (Fastify's serialiser writes the schema's order).
    body = JSON.stringify(sortedKeys(JSON.parse(text)));
  } catch {
    // Not JSON: compared as it is.
  }
  return [String(response.status), ...headers, '', body].join('\n');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
}

/** A new vote (201), the same again (409), and the list showing it (BENCH_AB_CHECK). */
async function checkVote(base: string, token: string, catalog: Catalog): Promise<string[]> {
  const categoryId = catalog.categoryIds[0] ?? 0;
  const companyId = catalog.companies.get(categoryId)?.[0] ?? 0;
  const vote = () =>
    fetch(`${base}/api/votes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idCompany: companyId, idCategory: categoryId }),
    });
  const problems: string[] = [];
  const first = await vote();
  if (first.status !== 201) problems.push(`new vote: ${first.status} ${await first.text()}`);
  const second = await vote();
  if (second.status !== 409) problems.push(`second vote: ${second.status} ${await second.text()}`);
  const list = await fetch(`${base}/api/categories/app`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as {
    data?: { id: number; hasVoted: boolean; votedCompanyId: number | null }[];
  };
  const category = body.data?.find((c) => c.id === categoryId);
  if (!category?.hasVoted || category.votedCompanyId !== companyId) {
    problems.push(`list after the vote: ${JSON.stringify(category)}`);
  }
  return problems;
}

/**
 * Changes made straight in the database, as another process would (BENCH_AB_CHECK): a renamed
 * company shows on the very next list, and a stale token (its voter's version bumped) gets 401 on
 * the list and on a vote.
 */
async function checkOtherProcess(
  base: string,
  db: Kysely<Database>,
  voter: { id: number; token: string },
  catalog: Catalog,
): Promise<string[]> {
  const problems: string[] = [];
  const categoryId = catalog.categoryIds[1] ?? 0;
  const companyId = catalog.companies.get(categoryId)?.[0] ?? 0;
  const renamed = 'Empresa Renomeada no Banco';
  await db.updateTable('companies').set({ name: renamed }).where('id', '=', companyId).execute();
  const list = await fetch(`${base}/api/categories/app`, {
    headers: { authorization: `Bearer ${voter.token}` },
  });
  const body = (await list.json()) as {
    data?: { id: number; companies: { id: number; name: string }[] }[];
  };
  const shown = body.data
    ?.find((c) => c.id === categoryId)
    ?.companies.find((c) => c.id === companyId);
  if (shown?.name !== renamed) problems.push(`list after a rename: ${JSON.stringify(shown)}`);

  await db
    .updateTable('voters')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', voter.id)
    .execute();
  const staleList = await fetch(`${base}/api/categories/app`, {
    headers: { authorization: `Bearer ${voter.token}` },
  });
  if (staleList.status !== 401) problems.push(`list with a stale token: ${staleList.status}`);
  const staleVote = await fetch(`${base}/api/votes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${voter.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idCompany: companyId, idCategory: categoryId }),
  });
  if (staleVote.status !== 401) problems.push(`vote with a stale token: ${staleVote.status}`);
  return problems;
}

/** One variant: a fresh database and server process, its scenarios measured in order. */
async function runVariant(
  device: Device,
  variant: Variant,
  round: number,
  entry: string,
): Promise<Run> {
  const database = await openBenchDatabase(
    device.kind === 'postgres' ? POSTGRES_URL : null,
    benchCatalog(0),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-data-'));
  const mail = new MailCatcher();
  let server: Child | null = null;
  const run: Run = { round, variant, rows: {}, listAnswer: null };
  try {
    const catalog: Catalog = await readCatalog(database.handle.db);
    const voterIds = await createVoters(database.handle.db, VOTERS);
    const tokens = await tokensFor(voterIds);
    await mail.start();
    const flags =
      variant === 'without' && device.withoutFlags ? device.withoutFlags : SERVER_NODE_FLAGS;
    server = await startChild(
      entry,
      serverEnv(database, dataDir, mail.url),
      '/app-config.json',
      flags,
    );
    // The last voter's list: the list scenario's voters have no votes yet either way.
    run.listAnswer = [
      await listAnswer(server.base, '/api/categories/app', tokens[tokens.length - 1] ?? ''),
      await listAnswer(server.base, '/app-config.json', null),
    ].join('\n===\n');
    if (CHECK_ONLY) {
      run.checks = [
        ...(await checkVote(server.base, tokens[0] ?? '', catalog)),
        ...(await checkOtherProcess(
          server.base,
          database.handle.db,
          { id: voterIds[1] ?? 0, token: tokens[1] ?? '' },
          catalog,
        )),
      ];
      return run;
    }
    const options = { pid: server.pid, helloReqPerSec: null };
    for (const scenario of device.scenarios) {
      const name = `${variant.padEnd(7)} ${round} ${SCENARIOS[scenario].label}`;
      const requests =
        scenario === 'list'
          ? listScenario(tokens.slice(0, 20_000))
          : voteScenario(tokens, catalog, { next: 0 });
      run.rows[scenario] = await measure(name, server.base, requests, options);
    }
  } finally {
    await server?.stop();
    await mail.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

function summarise(report: DeviceReport): Summary[] {
  const { device, runs } = report;
  const yardstick = mean(report.hello);
  return device.scenarios.map((scenario) => {
    const { status } = SCENARIOS[scenario];
    const rowsOf = (variant: Variant) =>
      runs.filter((r) => r.variant === variant).flatMap((r) => r.rows[scenario] ?? []);
    const side = (variant: Variant): Side => {
      const rows = rowsOf(variant);
      const cpu = rows.map((r) => r.cpuUsPerAnswer);
      const reqPerSec = Math.round(mean(rows.map((r) => r.reqPerSec)));
      for (const row of rows) row.ratio = yardstick ? row.reqPerSec / yardstick : null;
      return {
        reqPerSec,
        ratio: yardstick ? reqPerSec / yardstick : 0,
        peakMb: Math.round(mean(rows.map((r) => r.peakMb))),
        cpuUs: cpu.every((us) => us !== null) ? Math.round(mean(cpu as number[])) : null,
      };
    };
    const withSide = side('with');
    const withoutSide = side('without');
    const problems = [...rowsOf('with'), ...rowsOf('without')]
      .filter((row) => !new RegExp(`^${status}×\\d+$`).test(row.statuses))
      .map((row) => `${row.scenario.trim()}: [${row.statuses}]`);
    const gain = withoutSide.reqPerSec ? withSide.reqPerSec / withoutSide.reqPerSec - 1 : 0;
    const rssSaved = withoutSide.peakMb ? 1 - withSide.peakMb / withoutSide.peakMb : 0;
    const decisive = device.buys === 'rss' ? rssSaved : gain;
    const verdict =
      problems.length > 0
        ? 'invalid (statuses)'
        : device.simpler
          ? gain >= -THRESHOLD
            ? 'simpler kept'
            : 'device back'
          : decisive >= THRESHOLD
            ? 'kept'
            : 'remove';
    return {
      device: device.name,
      scenario: `${SCENARIOS[scenario].label}, ${device.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      with: withSide,
      without: withoutSide,
      gain,
      rssSaved,
      verdict,
      problems,
    };
  });
}

const signed = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

function table(summaries: Summary[]): string[] {
  const head = [
    'device'.padEnd(22),
    'scenario'.padEnd(26),
    'with req/s (ratio)'.padEnd(20),
    'without req/s (ratio)'.padEnd(22),
    'gain'.padStart(8),
    'peak RSS with/without'.padEnd(22),
    'CPU µs with/without'.padEnd(20),
    'verdict',
  ].join('  ');
  const lines = [head, '-'.repeat(head.length)];
  for (const s of summaries) {
    lines.push(
      [
        s.device.padEnd(22),
        s.scenario.padEnd(26),
        `${String(s.with.reqPerSec).padStart(6)} (${percent(s.with.ratio)})`.padEnd(20),
        `${String(s.without.reqPerSec).padStart(6)} (${percent(s.without.ratio)})`.padEnd(22),
        signed(s.gain).padStart(8),
        `${s.with.peakMb} / ${s.without.peakMb} MB (${signed(-s.rssSaved)})`.padEnd(22),
        `${s.with.cpuUs ?? '—'} / ${s.without.cpuUs ?? '—'}`.padEnd(20),
        s.verdict,
      ].join('  '),
    );
  }
  return lines;
}

/** The same table in Markdown, for docs/performance.md. */
function markdown(summaries: Summary[]): string[] {
  const cell = (side: Side, rss: boolean) =>
    `${side.reqPerSec} req/s (${percent(side.ratio).trim()})${side.cpuUs === null ? '' : `, ${side.cpuUs} µs`}${rss ? `, peak ${side.peakMb} MB` : ''}`;
  return [
    '| device | scenario | with | without | gain | kept or removed |',
    '| --- | --- | --- | --- | --- | --- |',
    ...summaries.map((s) => {
      const rss = DEVICES.find((d) => d.name === s.device)?.buys === 'rss';
      const gain = rss
        ? `${signed(s.gain)} req/s, ${signed(s.rssSaved)} RSS saved`
        : signed(s.gain);
      const verdict = s.verdict === 'remove' ? 'removed' : s.verdict;
      return `| ${s.device} | ${s.scenario} | ${cell(s.with, rss)} | ${cell(s.without, rss)} | ${gain} | ${verdict} |`;
    }),
  ];
}

async function main() {
  const only = process.env.BENCH_AB_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = (only ?? []).filter((name) => !DEVICES.some((d) => d.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_AB_ONLY: no device ${unknown.join(', ')} (devices: ${DEVICES.map((d) => d.name).join(', ')})`,
    );
  }
  const chosen = DEVICES.filter((d) => !only?.length || only.includes(d.name));
  console.log(
    CHECK_ONLY
      ? 'Votação A/B of the hot-path devices: BENCH_AB_CHECK, no load'
      : `Votação A/B of the hot-path devices: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${ROUNDS} round(s) of with/without, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAverage()}`,
  );

  const reports: DeviceReport[] = chosen.map((device) => ({
    device,
    skipped: device.kind === 'postgres' && !POSTGRES_URL ? 'BENCH_DATABASE_URL not set' : null,
    hello: [],
    runs: [],
    lines: [],
  }));
  const toRun = reports.filter((r) => !r.skipped);

  // Every variant is built before anything is measured.
  const entries = new Map<string, string>();
  if (toRun.length > 0) entries.set('with', await buildVariant('with', null));
  for (const { device } of toRun) {
    if (entries.has(device.name)) continue; // one device measured on both databases
    entries.set(
      device.name,
      device.patch ? await buildVariant(device.name, device.patch) : (entries.get('with') ?? ''),
    );
    console.log(`built: with and without ${device.name} (${entries.get(device.name)})`);
  }

  const hello =
    toRun.length > 0 && !CHECK_ONLY ? await startChild('bench/hello.ts', {}, '/') : null;
  try {
    for (const report of toRun) {
      const { device } = report;
      console.log(
        `\n== ${device.name} (decision ${device.decision}), ${device.kind}: without = ${device.without}; load average ${loadAverage()}`,
      );
      const helloRow = async () => {
        if (!hello) return;
        const row = await measureHello(hello);
        report.hello.push(row.reqPerSec);
      };
      if (CHECK_ONLY) {
        for (const variant of ['with', 'without'] as const) {
          const entry = entries.get(variant === 'with' ? 'with' : device.name) ?? '';
          const run = await runVariant(device, variant, 1, entry);
          report.runs.push(run);
          console.log(
            run.checks?.length
              ? `✗ ${variant}: ${run.checks.join('; ')}`
              : `✓ ${variant}: serves (list 200, vote 201, again 409, list shows the vote; a rename in the database shows, a stale token gets 401)`,
          );
        }
        const same = new Set(report.runs.map((r) => r.listAnswer)).size === 1;
        console.log(
          same
            ? '✓ same category list and runtime config (status, headers, JSON body) with and without'
            : `✗ the answers differ:\n${report.runs.map((r) => r.listAnswer).join('\n---\n')}`,
        );
        if (!same || report.runs.some((r) => r.checks?.length)) process.exitCode = 1;
        continue;
      }
      await helloRow();
      for (let round = 1; round <= ROUNDS; round++) {
        report.runs.push(await runVariant(device, 'with', round, entries.get('with') ?? ''));
        report.runs.push(
          await runVariant(device, 'without', round, entries.get(device.name) ?? ''),
        );
      }
      await helloRow();
      const answers = new Set(report.runs.map((r) => r.listAnswer));
      console.log(
        answers.size === 1
          ? '✓ same category list and runtime config (status, headers, JSON body) with and without'
          : `✗ the answers differ between variants:\n${[...answers].join('\n---\n')}`,
      );
      report.lines = summarise(report);
    }
  } finally {
    await hello?.stop();
  }

  if (CHECK_ONLY) return;
  const summaries = reports.flatMap((r) => r.lines);
  console.log(`\nA/B (gain = with / without − 1; kept at ≥ ${THRESHOLD * 100} %):`);
  console.log(table(summaries).join('\n'));
  for (const s of summaries) for (const p of s.problems) console.log(`✗ ${s.device}: ${p}`);
  for (const r of reports.filter((r) => r.skipped))
    console.log(`skipped ${r.device.name}: ${r.skipped}`);
  console.log(`\n${markdown(summaries).join('\n')}`);
  console.log(`\nload average at the end: ${loadAverage()}`);

  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        connections: CONNECTIONS,
        duration: DURATION,
        rounds: ROUNDS,
        voters: VOTERS,
        threshold: THRESHOLD,
        devices: reports.map((r) => ({
          ...r.device,
          skipped: r.skipped,
          hello: r.hello,
          runs: r.runs.map(({ listAnswer: _answer, ...run }) => run),
          summary: r.lines,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
