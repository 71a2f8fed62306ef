/**
 * The page's main-thread tasks in a Lighthouse run's trace (BENCH_WEB_TASKS=1): each task long
 * enough to count in simulated TBT (4 × its wall time ≥ 50 ms), with its wall time, the thread's
 * CPU time in it, and its longest named parts. Lantern multiplies the WALL time by four, so a task
 * that waited for one of the machine's cores counts as if the page had worked all that time;
 * wall far above CPU is the machine, not the page (docs/performance.md, "Not met").
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

/** The renderer main thread that parsed the page (an http document, not about:blank). */
function pageThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const parsed = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ParseHTML' || !e.args?.beginData?.url?.startsWith('http')) continue;
    const key = `${e.pid}:${e.tid}`;
    parsed.set(key, (parsed.get(key) ?? 0) + (e.dur ?? 0));
  }
  const best = [...parsed.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return undefined;
  const [pid, tid] = best.split(':').map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Lines describing the page's long tasks (times in ms of this machine, before the 4×). */
export function longTaskLines(events: TraceEvent[], cpuSlowdown = 4): string[] {
  const thread = pageThread(events);
  if (!thread) return ['  (no page main thread in the trace)'];
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start =
    events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? own[0]?.ts;
  // Top-level tasks only (a RunTask can hold a nested ThreadControllerImpl::RunTask).
  let end = -Infinity;
  const tasks = own.filter((e) => {
    if (!TASK_NAMES.has(e.name) || e.ts < end) return false;
    end = e.ts + (e.dur ?? 0);
    return true;
  });
  const ms = (us = 0) => (us / 1000).toFixed(1);
  const wall = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const lines = [`  main thread: tasks ${ms(wall)} ms wall, ${ms(cpu)} ms CPU`];
  for (const task of tasks) {
    if ((cpuSlowdown * (task.dur ?? 0)) / 1000 < 50) continue;
    const taskEnd = task.ts + (task.dur ?? 0);
    const parts = new Map<string, TraceEvent>();
    for (const e of own) {
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > taskEnd || TASK_NAMES.has(e.name)) continue;
      if ((parts.get(e.name)?.dur ?? -1) < (e.dur ?? 0)) parts.set(e.name, e);
    }
    const named = [...parts.values()]
      .filter(
        (e) => (e.dur ?? 0) >= 1000 && !/^(Receive mojo message|ThreadController)/.test(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => {
        const url = e.args?.data?.url ?? e.args?.beginData?.url;
        return `${e.name}${url ? ` ${new URL(url).pathname}` : ''} ${ms(e.dur)}/${ms(e.tdur)}`;
      });
    lines.push(
      `  at ${ms(task.ts - (start ?? task.ts)).padStart(7)} ms: ${ms(task.dur).padStart(6)} ms wall, ${ms(task.tdur).padStart(5)} ms CPU` +
        (named.length ? `  (${named.join('; ')}, wall/CPU)` : ''),
    );
  }
  return lines;
}
