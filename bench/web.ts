/**
 * npm run bench:web: issue 39's budgets as regression guards, against the server `npm start`
 * runs (scripts/start.mjs builds the web app and the server bundle when stale).
 *
 * 1. First-load JavaScript of each app page, gzip -9, every script a fresh Chromium downloads
 *    until the network is idle: /login and /acesso ≤ 195 kB, /cadastro ≤ 200 kB, /perfil and
 *    /empresas ≤ 215 kB (signed in; /acesso reopened with the CPF /login gave it).
 * 2. Lighthouse 13, mobile preset (simulated slow 4G, 4× CPU), Debian's Chromium, median of
 *    three runs per route, the machine's `benchmarkIndex` printed beside each: performance ≥ 90,
 *    LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1 on /, /login, /cadastro and, signed in (the bench
 *    seeds a voter and a session), /perfil and /empresas.
 *
 *   npm run bench:web                          both, three Lighthouse runs per route
 *   BENCH_WEB_RUNS=1 npm run bench:web         one run per route (a quick look, not the budget)
 *   BENCH_WEB_LIGHTHOUSE=0 npm run bench:web   the first-load bytes only (seconds, not minutes)
 *   BENCH_WEB_APPLIED=1 npm run bench:web      also Lighthouse with applied throttling (DevTools
 *                                              slows the real network and CPU): the simulation
 *                                              counts module scripts as render-blocking
 *                                              (Lighthouse #17163), so both figures are printed
 *   BENCH_WEB_ROUTES=/,/login                  only those routes
 *   BENCH_WEB_REPORTS=dir                      keeps each Lighthouse report (JSON) in dir
 *   BENCH_WEB_REDUCED_MOTION=1                 as a visitor whose system asks for less motion
 *   BENCH_WEB_BARE=1                           also the bare React + react-router + MUI page
 *                                              (bytes and Lighthouse: the same run's yardstick)
 *   BENCH_WEB_TASKS=1                          after each Lighthouse run, the page's main-thread
 *                                              tasks that count in simulated TBT: wall and CPU
 *                                              time and their longest parts (bench/lib/longTasks)
 *
 * kB here are 1,000 bytes, as Vite prints them. The machine is often shared: the load average
 * and Lighthouse's benchmarkIndex (its own CPU yardstick) are printed with the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';

import { firstLoadJs, serveBarePage, type FirstLoadOptions } from './lib/firstLoad';
import { longTaskLines } from './lib/longTasks';
import { loadAverage } from './lib/processes';
import { startSignedInServer } from './lib/voterSession';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const LIGHTHOUSE = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const APPLIED = process.env.BENCH_WEB_APPLIED === '1';
const BARE = process.env.BENCH_WEB_BARE === '1';
/** Where to keep each run's Lighthouse report (JSON), to see why a figure is what it is. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;
/** BENCH_WEB_REDUCED_MOTION=1: the browser prefers reduced motion (a visitor who asked for it). */
const REDUCED_MOTION = process.env.BENCH_WEB_REDUCED_MOTION === '1';
/** BENCH_WEB_TASKS=1: each run's long main-thread tasks, wall against CPU time. */
const TASKS = process.env.BENCH_WEB_TASKS === '1';
/** BENCH_WEB_ROUTES=/,/login measures only those routes. */
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',');
const KB = 1000;

/** Issue 39's budgets (docs/performance.md, Budgets). */
const BUDGET = { minScore: 90, aimScore: 95, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.1 };
interface Route {
  path: string;
  signedIn: boolean;
  /** First-load JavaScript budget, kB gzip; null: the page runs no app. */
  maxJsKb: number | null;
  lighthouse: boolean;
  /** The score the issue aims at beyond the budget (printed, not held). */
  aim?: number;
  /** The bare page (BENCH_WEB_BARE=1): a same-run yardstick, held to no budget. */
  yardstick?: boolean;
}
const BARE_ROUTE: Route = {
  path: 'bare page',
  signedIn: false,
  maxJsKb: null,
  lighthouse: true,
  yardstick: true,
};
const ROUTES: Route[] = [
  { path: '/', signedIn: false, maxJsKb: null, lighthouse: true },
  { path: '/login', signedIn: false, maxJsKb: 195, lighthouse: true, aim: BUDGET.aimScore },
  { path: '/acesso', signedIn: false, maxJsKb: 195, lighthouse: false },
  { path: '/cadastro', signedIn: false, maxJsKb: 200, lighthouse: true, aim: BUDGET.aimScore },
  { path: '/perfil', signedIn: true, maxJsKb: 215, lighthouse: true },
  { path: '/empresas', signedIn: true, maxJsKb: 215, lighthouse: true },
];

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the machine's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
}

const launch = () =>
  puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // A visitor's browser is not automated: without this, navigator.webdriver is true and the
    // theme turns motion off for stable screenshots (src/theme/automation.ts), so the app's
    // styles would differ from the prerendered page's and be inserted again at start-up, a cost
    // no visitor pays (decision 145).
    args: [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--disable-blink-features=AutomationControlled',
      ...(REDUCED_MOTION ? ['--force-prefers-reduced-motion'] : []),
    ],
  });

async function audit(
  url: string,
  session: Record<string, string> | null,
  applied: boolean,
  attempt = 1,
): Promise<Figures> {
  // A fresh browser each time: nothing cached from another route's run.
  const browser: Browser = await launch();
  try {
    const page = await browser.newPage();
    if (session) {
      await page.goto(new URL('/app-config.json', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        // Keeps the session set above (the HTTP cache holds only /app-config.json, never cached).
        disableStorageReset: session !== null,
        // 'devtools': the network and the CPU are really slowed (the preset's figures), instead
        // of a fast load replayed through Lighthouse's model.
        ...(applied ? { throttlingMethod: 'devtools' as const } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // Now and then Chromium's trace lacks its navigation start on a busy machine (NO_NAVSTART):
    // that run measured nothing, so it is taken again rather than counted as a score of 0.
    if (lhr.runtimeError && attempt < 3) {
      console.log(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
      return await audit(url, session, applied, attempt + 1);
    }
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}${applied ? '-applied' : ''}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (TASKS) {
      const events = result.artifacts.Trace?.traceEvents ?? [];
      console.log(
        `  ${url}: TBT ${value('total-blocking-time').toFixed(0)} ms, load average ${loadAverage()}`,
      );
      console.log(longTaskLines(events).join('\n'));
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Each figure's median over the runs. */
function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** One line of the table: label, the medians, then `note`. */
function tableRow(label: string, f: Figures, note: string): string {
  return `${label.padEnd(12)} ${String(f.score).padStart(5)}  ${f.lcp.toFixed(0).padStart(7)}  ${f.tbt.toFixed(0).padStart(7)}  ${f.cls.toFixed(3).padStart(6)}  ${(f.bytes / KB).toFixed(1).padStart(8)} kB${note}`;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

async function measureFirstLoad(
  base: string,
  routes: Route[],
  urlOf: (route: Route) => string,
  session: Record<string, string>,
): Promise<string[]> {
  const lines: string[] = [];
  const browser = await launch();
  try {
    console.log('\nfirst-load JavaScript (gzip -9, every script until the network is idle):');
    for (const route of routes) {
      const options: FirstLoadOptions = {
        session: route.signedIn ? session : null,
        // /acesso is opened from /login with the CPF in the history entry; a reload keeps it.
        navigationState: route.path === '/acesso' ? { cpf: '52998224725' } : undefined,
      };
      const load = await firstLoadJs(browser, urlOf(route), options);
      const prefetched = load.prefetched.reduce((sum, p) => sum + p.gzipBytes, 0);
      console.log(
        `  ${route.path.padEnd(10)} ${kb(load.gzipBytes).padStart(6)} kB in ${load.scripts.length} scripts` +
          (route.maxJsKb === null ? '' : ` (≤ ${route.maxJsKb})`) +
          (load.prefetched.length
            ? `; prefetched for the next page, not run: ${load.prefetched.length} files, ${kb(prefetched)} kB as sent`
            : ''),
      );
      if (process.env.BENCH_WEB_SCRIPTS === '1') {
        for (const s of [...load.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
          console.log(`      ${kb(s.gzipBytes).padStart(6)} kB  ${new URL(s.url).pathname}`);
      }
      if (route.maxJsKb !== null) {
        const ok = load.gzipBytes <= route.maxJsKb * KB;
        lines.push(
          `${ok ? '✓' : '✗'} first-load JS of ${route.path}: ${kb(load.gzipBytes)} kB (≤ ${route.maxJsKb} kB)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return lines;
}

async function measureLighthouse(
  routes: Route[],
  urlOf: (route: Route) => string,
  session: Record<string, string>,
  applied: boolean,
): Promise<string[]> {
  const lines: string[] = [];
  console.log(
    `\nLighthouse mobile, ${applied ? 'APPLIED throttling (DevTools slows the real load)' : 'simulated throttling (the preset)'}, median of ${RUNS} run(s)`,
  );
  console.log('route        score   LCP ms   TBT ms    CLS    transferred   benchmarkIndex');
  for (const route of routes.filter((r) => r.lighthouse)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(urlOf(route), route.signedIn ? session : null, applied));
    }
    const f = medianFigures(runs);
    console.log(
      tableRow(
        route.path,
        f,
        `   ${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(' ')}` +
          (RUNS > 1 ? `   scores ${runs.map((r) => r.score).join(' ')}` : ''),
      ),
    );
    if (applied || route.yardstick) continue; // context beside the budget, not the budget
    const ok =
      f.score >= BUDGET.minScore &&
      f.lcp <= BUDGET.maxLcpMs &&
      f.tbt <= BUDGET.maxTbtMs &&
      f.cls <= BUDGET.maxCls;
    lines.push(
      `${ok ? '✓' : '✗'} ${route.path}: score ${f.score} (≥ ${BUDGET.minScore}${route.aim ? `, aim ${route.aim}` : ''}), LCP ${f.lcp.toFixed(0)} ms (≤ ${BUDGET.maxLcpMs}), TBT ${f.tbt.toFixed(0)} ms (≤ ${BUDGET.maxTbtMs}), CLS ${f.cls.toFixed(3)} (≤ ${BUDGET.maxCls}); benchmarkIndex ${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(' / ')}` +
        (RUNS < 3 ? ' [fewer than 3 runs: not the budget]' : ''),
    );
  }
  return lines;
}

async function main() {
  console.log(
    `Votação web bench: ${os.cpus().length} CPUs, load average ${loadAverage()}; Lighthouse ${LIGHTHOUSE ? `${RUNS} run(s) per route` : 'skipped'}`,
  );
  const { server, query, session } = await startSignedInServer();
  const bare = BARE ? await serveBarePage() : null;
  const lines: string[] = [];
  try {
    const routes = [
      ...ROUTES.filter((r) => !ONLY || ONLY.includes(r.path)),
      ...(bare ? [BARE_ROUTE] : []),
    ];
    const urlOf = (route: Route) =>
      route.yardstick && bare ? bare.url : `${server.base}${route.path}${query[route.path] ?? ''}`;
    lines.push(...(await measureFirstLoad(server.base, routes, urlOf, session)));
    if (LIGHTHOUSE) {
      lines.push(...(await measureLighthouse(routes, urlOf, session, false)));
      if (APPLIED) await measureLighthouse(routes, urlOf, session, true);
    }
  } finally {
    await server.stop();
    await bare?.close();
  }
  console.log(`\n${lines.join('\n')}\n\nload average at the end: ${loadAverage()}`);
  if (lines.some((line) => line.startsWith('✗'))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
