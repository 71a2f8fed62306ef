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
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';

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
const results = new Map<string, { blocking: number; cpu: number }[]>();
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
        await page.tracing.start({
          path: traceFile,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        });
        await page.goto(`${server.base}${route}${query[route] ?? ''}`, {
          waitUntil: 'networkidle0',
        });
        await page.tracing.stop();
        await context.close();
        const key = `${route} ${side}`;
        results.set(key, [...(results.get(key) ?? []), mainThread(traceFile)]);
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
  const line = (label: string, key: 'blocking' | 'cpu') => {
    const ma = median(a!.map((r) => r[key]));
    const mb = median(b!.map((r) => r[key]));
    return `${label} A ${ma.toFixed(0)} ms, B ${mb.toFixed(0)} ms (B/A ${(mb / ma).toFixed(2)})`;
  };
  console.log(`${route.padEnd(10)} ${line('blocking ×4', 'blocking')}; ${line('CPU', 'cpu')}`);
}
