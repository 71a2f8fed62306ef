/**
 * npm run bench:web: Lighthouse 12 (mobile preset: simulated 4G and 4× CPU slowdown, Debian's
 * Chromium, offline) on /, /login, /cadastro and, signed in, /perfil and /empresas, against the
 * server `npm start` runs (scripts/start.mjs builds the web app and the server bundle when stale); prints the
 * performance score, LCP, TBT, CLS and transferred bytes, then the first-load JavaScript of `/login`
 * as a ratio to a bare React + react-router + MUI page built with the same Vite configuration.
 *
 *   npm run bench:web                 every route once
 *   BENCH_WEB_RUNS=3 npm run bench:web   median of three runs per route
 *   BENCH_WEB_REPORTS=dir npm run bench:web   keeps each Lighthouse report (JSON) in dir
 *   BENCH_WEB_ROUTES=/,/login npm run bench:web   only those routes
 *   BENCH_WEB_REDUCED_MOTION=1 npm run bench:web   as a visitor whose system asks for less motion
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SignJWT } from 'jose';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

import { parseDatabaseUrl } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';

import { firstLoadJs, serveBarePage } from './lib/firstLoad';
import { loadAverage, startChild } from './lib/processes';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
/** Where to keep each run's Lighthouse report (JSON), to see why a figure is what it is. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;
const SECRET = 'bench-web-secret-0123456789abcdef0123456789';
// Issue 24's budgets for the standard design (decision 160): performance ≥ 95 on every route,
// LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS 0, and the first-load JavaScript of /login ≤ 1.10 × a bare
// React + react-router + MUI page built by the same toolchain.
const ROUTES = [
  { path: '/', signedIn: false, minScore: 95 },
  { path: '/login', signedIn: false, minScore: 95 },
  { path: '/cadastro', signedIn: false, minScore: 95 },
  { path: '/perfil', signedIn: true, minScore: 95 },
  { path: '/empresas', signedIn: true, minScore: 95 },
];
/** BENCH_WEB_REDUCED_MOTION=1: the browser prefers reduced motion (a visitor who asked for it). */
const REDUCED_MOTION = process.env.BENCH_WEB_REDUCED_MOTION === '1';
/** BENCH_WEB_ROUTES=/,/login audits only those routes. */
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',');
const MAX_LCP_MS = 1500;
const MAX_TBT_MS = 200;
const MAX_FIRST_LOAD_RATIO = 1.1;
/** The first app page a voter opens (the landing runs no app). */
const FIRST_LOAD_PATH = '/login';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
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
      return await audit(url, session, attempt + 1);
    }
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Each figure's median over the runs. */
function medianFigures(runs: Figures[]): Figures {
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    bytes: median(runs.map((r) => r.bytes)),
  };
}

/** One line of the table: label, the medians, then `note`. */
function tableRow(label: string, f: Figures, note: string): string {
  return `${label.padEnd(12)} ${String(f.score).padStart(5)}  ${f.lcp.toFixed(0).padStart(7)}  ${f.tbt.toFixed(0).padStart(7)}  ${f.cls.toFixed(3).padStart(6)}  ${(f.bytes / 1024).toFixed(1).padStart(8)} kB${note}`;
}

async function main() {
  console.log(
    `Votação web bench: Lighthouse mobile preset, ${RUNS} run(s) per route, ${os.cpus().length} CPUs, load average ${loadAverage()}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-web-'));
  const databaseUrl = `file:${path.join(dataDir, 'web.sqlite')}`;
  const server = await startChild(
    'scripts/start.mjs',
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: SECRET, LOG_LEVEL: 'warn' },
    '/app-config.json',
  );
  const lines: string[] = [];
  try {
    const database = createDatabase(parseDatabaseUrl(databaseUrl));
    const [voter] = await database.db
      .insertInto('voters')
      .values({
        nome: 'Maria Bench',
        email: 'maria.bench@example.com',
        celular: '11999999999',
        cpf: '52998224725',
        created_at: Date.now(),
      })
      .returning('id')
      .execute();
    // A voter reaches /empresas from /perfil with a category (`?categoria=ID`): without one the
    // page only says 'Desconhecida' and lists nothing, which no voter measures.
    const [category] = await database.db
      .selectFrom('categories')
      .select('id')
      .orderBy('id')
      .limit(1)
      .execute();
    await database.destroy();
    const id = voter?.id ?? 0;
    const query: Record<string, string> = category
      ? { '/empresas': `?categoria=${category.id}` }
      : {};
    const token = await new SignJWT({
      id,
      nome: 'Maria Bench',
      email: 'maria.bench@example.com',
      ver: 0,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(SECRET));
    const session = {
      token,
      user: JSON.stringify({ id, name: 'Maria Bench', mail: 'maria.bench@example.com' }),
    };

    console.log('\nroute        score   LCP ms   TBT ms    CLS    transferred');
    for (const route of ROUTES.filter((r) => !ONLY || ONLY.includes(r.path))) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await audit(
            `${server.base}${route.path}${query[route.path] ?? ''}`,
            route.signedIn ? session : null,
          ),
        );
      }
      const f = medianFigures(runs);
      console.log(
        tableRow(route.path, f, RUNS > 1 ? `   scores ${runs.map((r) => r.score).join(' ')}` : ''),
      );
      const ok =
        f.score >= route.minScore &&
        // LCP, TBT and CLS hold on every route, signed in too; only the score differs.
        f.lcp <= MAX_LCP_MS &&
        f.tbt <= MAX_TBT_MS &&
        f.cls === 0;
      lines.push(
        `${ok ? '✓' : '✗'} ${route.path}: score ${f.score} (≥ ${route.minScore}), LCP ${f.lcp.toFixed(0)} ms (≤ ${MAX_LCP_MS}), TBT ${f.tbt.toFixed(0)} ms (≤ ${MAX_TBT_MS}), CLS ${f.cls.toFixed(3)} (0)`,
      );
    }

    const bare = await serveBarePage();
    // The yardstick audited as the routes are: what a page of React, react-router and MUI alone
    // (client-rendered, one button) scores on this machine in this run. Context, not a budget.
    const bareRuns: Figures[] = [];
    for (let i = 0; i < RUNS; i++) bareRuns.push(await audit(bare.url, null));
    console.log(
      tableRow(
        'bare page',
        medianFigures(bareRuns),
        '   (the yardstick: React + react-router + MUI only)',
      ),
    );
    const browser = await launch();
    try {
      const app = await firstLoadJs(browser, `${server.base}${FIRST_LOAD_PATH}`);
      const baseline = await firstLoadJs(browser, bare.url);
      const ratio = app.gzipBytes / baseline.gzipBytes;
      console.log(`\nfirst-load JavaScript of ${FIRST_LOAD_PATH} (gzip -9):`);
      for (const s of app.scripts)
        console.log(
          `  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} kB  ${new URL(s.url).pathname}`,
        );
      console.log(
        `  ${(app.gzipBytes / 1024).toFixed(1)} kB; bare React + react-router + MUI page ${(baseline.gzipBytes / 1024).toFixed(1)} kB`,
      );
      if (app.prefetched.length) {
        const bytes = app.prefetched.reduce((sum, p) => sum + p.gzipBytes, 0);
        console.log(
          `  not counted: prefetched while idle, not run on ${FIRST_LOAD_PATH}: ${app.prefetched.length} files, ${(bytes / 1024).toFixed(1)} kB as sent`,
        );
      }
      lines.push(
        `${ratio <= MAX_FIRST_LOAD_RATIO ? '✓' : '✗'} first-load JS of ${FIRST_LOAD_PATH}: ${ratio.toFixed(3)} × the bare page (≤ ${MAX_FIRST_LOAD_RATIO})`,
      );
    } finally {
      await browser.close();
      await bare.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${lines.join('\n')}\n\nload average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
