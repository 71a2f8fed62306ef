/** One autocannon scenario at a time, printed as a row with its ratio to the hello-world. */
import autocannon, { type Request, type Result } from 'autocannon';

import { mainThreadCpuMs, memory } from './processes';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Row {
  scenario: string;
  reqPerSec: number;
  /** reqPerSec / the hello-world's req/s in the same run. */
  ratio: number | null;
  p50: number;
  p99: number;
  statuses: string;
  /**
   * The server's main-thread CPU time per answer, in µs: what each call costs the event loop,
   * which moves far less with the load generator's share of the cores than req/s does.
   */
  cpuUsPerAnswer: number | null;
  rssMb: number;
  peakMb: number;
}

export async function measure(
  name: string,
  base: string,
  requests: Request[],
  options: { pid: number; helloReqPerSec: number | null },
): Promise<Row> {
  const cpuBefore = mainThreadCpuMs(options.pid);
  const result: Result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
  });
  const cpuAfter = mainThreadCpuMs(options.pid);
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const reqPerSec = Math.round(result.requests.average);
  const row: Row = {
    scenario: name,
    reqPerSec,
    ratio: options.helloReqPerSec ? reqPerSec / options.helloReqPerSec : null,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: result.errors ? `${statuses} errors×${result.errors}` : statuses,
    cpuUsPerAnswer:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
    ...memory(options.pid),
  };
  console.log(formatRow(row));
  return row;
}

export const percent = (ratio: number | null) =>
  ratio === null ? '   —  ' : `${(ratio * 100).toFixed(1).padStart(5)} %`;

export function formatRow(row: Row): string {
  return [
    row.scenario.padEnd(42),
    `${String(row.reqPerSec).padStart(6)} req/s`,
    percent(row.ratio),
    `p50 ${String(row.p50).padStart(3)} ms`,
    `p99 ${String(row.p99).padStart(4)} ms`,
    `CPU ${row.cpuUsPerAnswer === null ? '   —' : String(row.cpuUsPerAnswer).padStart(4)} µs`,
    `RSS ${String(row.rssMb).padStart(3)} MB (peak ${row.peakMb})`,
    `[${row.statuses}]`,
  ].join('  ');
}

/** A target line: "✓" or "✗" with the figure and the goal. */
export function check(label: string, ok: boolean, detail: string): string {
  return `${ok ? '✓' : '✗'} ${label}: ${detail}`;
}

/** One row of the Fastify hello-world (bench/hello.ts), the yardstick every bench divides by. */
export function measureHello(hello: { base: string; pid: number }): Promise<Row> {
  return measure('hello-world (Fastify, other process)', hello.base, [{ path: '/' }], {
    pid: hello.pid,
    helloReqPerSec: null,
  });
}
