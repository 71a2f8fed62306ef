/**
 * An open-loop load (issue 39): requests leave at a fixed offered rate whatever the server does,
 * and each one's latency is counted from the moment it was due, not from when a free connection
 * let it go. A closed loop (autocannon: N connections, each waiting for its answer) slows down
 * with the server and hides the wait of the requests it did not send ("coordinated omission");
 * its p99 at saturation measures the machine. Here the server is asked for a rate a busy
 * election day could bring, and the p99 says how long a voter waits at that rate.
 */
import http from 'node:http';

import type { Request, RequestParams } from 'autocannon';

import { mainThreadCpuMs } from './processes';

export interface OpenLoopResult {
  /** Requests per second asked for, and how many were due in the run. */
  rate: number;
  due: number;
  /** Answers received (any status), and requests that got no answer (a socket error). */
  answered: number;
  errors: number;
  statuses: string;
  /** Latency from the moment each request was due, ms. */
  p50: number;
  p99: number;
  max: number;
  /**
   * The load generator's own worst lateness in sending, ms: when it is large, the machine (not
   * the server) held requests back, and the latencies include it.
   */
  generatorLagMs: number;
  /** The server's main-thread CPU per answer, µs (as the closed-loop rows print it). */
  cpuUsPerAnswer: number | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Sends `rate` requests a second for `durationS` seconds to `base`, built one by one from the
 * scenario (autocannon's request format, so both loads share the scenarios), over keep-alive
 * connections opened as needed.
 */
export async function openLoop(
  base: string,
  scenario: Request[],
  { rate, durationS, pid }: { rate: number; durationS: number; pid: number },
): Promise<OpenLoopResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const template = scenario[0] ?? {};
  const due = Math.round(rate * durationS);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let lag = 0;
  const context: Record<string, unknown> = {};

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const base: RequestParams = {
        method: template.method ?? 'GET',
        path: template.path ?? '/',
        headers: { ...template.headers },
        ...(template.body === undefined ? {} : { body: template.body }),
      };
      const params = template.setupRequest ? template.setupRequest(base, context) : base;
      const body = params.body;
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: params.method ?? 'GET',
          path: params.path ?? '/',
          headers: {
            ...params.headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            statuses.set(
              response.statusCode ?? 0,
              (statuses.get(response.statusCode ?? 0) ?? 0) + 1,
            );
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });

  const cpuBefore = mainThreadCpuMs(pid);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((finish) => {
    const tick = () => {
      const now = performance.now();
      // Every request due by now leaves now, timed from when it was due.
      while (sent < due && start + (sent * 1000) / rate <= now) {
        const dueAt = start + (sent * 1000) / rate;
        lag = Math.max(lag, now - dueAt);
        pending.push(send(dueAt));
        sent += 1;
      }
      if (sent >= due) finish();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const cpuAfter = mainThreadCpuMs(pid);
  agent.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rate,
    due,
    answered: latencies.length,
    errors,
    statuses: [...statuses.entries()].map(([code, count]) => `${code}×${count}`).join(' '),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    generatorLagMs: round(lag),
    cpuUsPerAnswer:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / latencies.length),
  };
}

export function formatOpenLoop(name: string, r: OpenLoopResult): string {
  return [
    name.padEnd(42),
    `${r.rate} req/s offered (open loop)`,
    `p50 ${String(r.p50).padStart(5)} ms`,
    `p99 ${String(r.p99).padStart(6)} ms`,
    `max ${r.max} ms`,
    `CPU ${r.cpuUsPerAnswer === null ? '—' : r.cpuUsPerAnswer} µs`,
    `[${r.statuses}${r.errors ? ` errors×${r.errors}` : ''}]`,
    `generator lag ≤ ${r.generatorLagMs} ms`,
  ].join('  ');
}
