/**
 * npm run bench:web:ab -- <dist A> <dist B> [routes] [rounds]: two web builds side by side in one
 * run, interleaved (A B, then B A), on the main thread's CPU time as Chromium's trace records it
 * (thread time, not wall time, so a busy machine moves both sides alike). Prints, per route and
 * build, the median over the rounds of:
 *   - blocking: Σ max(0, 4 × task CPU − 50 ms) over the tasks after the first paint, TBT's rule
 *     on a phone 4× slower than this machine (Lighthouse's mobile preset);
 *   - CPU: the main thread's CPU over the whole load.
 * Each build is a `dist/web` folder (copy one aside before changing the code: `cp -a dist/web
 * /tmp/before`); both are served by the real server (WEB_DIST_DIR), signed in as a seeded voter.
 *
 * BENCH_WEB_AB_APPLIED=1: instead, a phone applied for real (CDP: Lighthouse's DevTools slow 4G,
 * 562.5 ms and 1.47 Mbps, and the CPU slowed 4×), and the time until the page has hydrated
 * (`html[data-app]`), first paint and largest paint: what a change to the chunks or the preloads
 * does on a real network, which Lighthouse's simulation does not show (Lighthouse #17163).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, SLOW_4G } from '../tests/setup/chromium';

import type { TraceEvent } from './lib/longTasks';
import { startSignedInServer } from './lib/voterSession';

const [distA, distB, routeList = '/perfil,/empresas,/login', roundsArg = '7'] =
  process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: npm run bench:web:ab -- <dist A> <dist B> [/perfil,/empresas] [rounds]');
  process.exit(2);
}
const routes = routeList.split(',');
const rounds = Number(roundsArg);
const APPLIED = process.env.BENCH_WEB_AB_APPLIED === '1';

type Figures = Record<string, number>;

/** Set in the page: when `data-app` appears, and the paints the browser reports. */
const WATCH_START = `
  window.__ab = {};
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-app')) return;
    window.__ab.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__ab.fcp = entry.startTime;
      if (entry.entryType === 'largest-contentful-paint') window.__ab.lcp = entry.startTime;
    }
  }).observe({ entryTypes: ['paint', 'largest-contentful-paint'] });`;

/** The renderer's main thread: its tasks' CPU, and how much of it blocks after the first paint. */
function mainThread(file: string) {
  const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const paint = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')?.ts;
  let blocking = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X') continue;
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    cpu += ms;
    if (paint !== undefined && e.ts >= paint) blocking += Math.max(0, 4 * ms - 50);
  }
  return { blocking, cpu };
}

const sides = {
  A: await startSignedInServer(path.resolve(distA)),
  B: await startSignedInServer(path.resolve(distB)),
};
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--headless=new', '--disable-blink-features=AutomationControlled'],
});
const results = new Map<string, Figures[]>();
const traceFile = path.join(os.tmpdir(), `votacao-web-ab-${process.pid}.json`);
try {
  for (let round = 0; round < rounds; round++) {
    for (const route of routes) {
      for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const { server, session, query } = sides[side];
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        await page.goto(new URL('/app-config.json', server.base).href);
        // A string, not a function: tsx's helpers do not exist in the page.
        await page.evaluate(
          `for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v)`,
        );
        const address = `${server.base}${route}${query[route] ?? ''}`;
        let figures: Figures;
        if (APPLIED) {
          const cdp = await page.createCDPSession();
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.evaluateOnNewDocument(WATCH_START);
          await page.goto(address, { waitUntil: 'domcontentloaded' });
          await page.waitForFunction('window.__ab && window.__ab.hydrated', { timeout: 120_000 });
          figures = (await page.evaluate('window.__ab')) as Figures;
        } else {
          await page.tracing.start({
            path: traceFile,
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
          });
          await page.goto(address, { waitUntil: 'networkidle0' });
          await page.tracing.stop();
          figures = mainThread(traceFile);
        }
        await context.close();
        const key = `${route} ${side}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  await browser.close();
  await sides.A.server.stop();
  await sides.B.server.stop();
  fs.rmSync(traceFile, { force: true });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `A: ${distA}\nB: ${distB}\n${rounds} interleaved rounds; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const route of routes) {
  const [a, b] = (['A', 'B'] as const).map((side) => results.get(`${route} ${side}`) ?? []);
  const line = (label: string, key: string) => {
    const ma = median(a!.map((r) => r[key] ?? NaN));
    const mb = median(b!.map((r) => r[key] ?? NaN));
    return `${label} A ${ma.toFixed(0)} ms, B ${mb.toFixed(0)} ms (B/A ${(mb / ma).toFixed(2)})`;
  };
  const lines = APPLIED
    ? [line('hydrated', 'hydrated'), line('FCP', 'fcp'), line('LCP', 'lcp')]
    : [line('blocking ×4', 'blocking'), line('CPU', 'cpu')];
  console.log(`${route.padEnd(10)} ${lines.join('; ')}`);
}
