/**
 * The entry (src/main.tsx, decision 145) evaluates the app in stages, each in a task of its own:
 * React DOM, then the app's shell (App: router, theme, providers), then the start-up code. A
 * stage's modules run when it is imported, so the mocks below record when each one ran; the
 * timers between stages are held here and let go one at a time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { ran, heldTasks } = vi.hoisted(() => ({
  ran: [] as string[],
  heldTasks: [] as (() => void)[],
}));

vi.mock('../../../src/theme/fonts', () => ({}));
// The empty shell: no starter listed files (evaluateInTurn's own test covers a list).
vi.mock('../../../src/app/prerenderedPage', () => ({ preloadedModules: () => [] }));
vi.mock('../../../src/api/runtimeConfig', () => ({
  loadRuntimeConfig: () => {
    ran.push('config requested');
    return Promise.resolve({ apiBaseUrl: '/api', turnstileSiteKey: null });
  },
}));
vi.mock('react-dom/client', () => {
  ran.push('react-dom');
  return {};
});
vi.mock('../../../src/app/App', () => {
  ran.push('App');
  return {};
});
vi.mock('../../../src/app/start', () => {
  ran.push('start');
  return {
    startApp: async (config: Promise<unknown>) => {
      ran.push(`startApp ${JSON.stringify(await config)}`);
    },
  };
});

/** Lets every pending promise and module load finish (never a timer: those are held). */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('src/main.tsx', () => {
  beforeEach(() => {
    vi.stubGlobal('setTimeout', (run: () => void) => heldTasks.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the runtime config at once, then runs React DOM, the shell and the start-up a task apart', async () => {
    await import('../../../src/main');
    await settle();
    expect(ran).toEqual(['config requested', 'react-dom']);
    expect(heldTasks).toHaveLength(1);

    heldTasks.shift()?.();
    await settle();
    expect(ran).toEqual(['config requested', 'react-dom', 'App']);
    expect(heldTasks).toHaveLength(1);

    heldTasks.shift()?.();
    await settle();
    expect(ran).toEqual([
      'config requested',
      'react-dom',
      'App',
      'start',
      'startApp {"apiBaseUrl":"/api","turnstileSiteKey":null}',
    ]);
    expect(heldTasks).toEqual([]);
  });
});
