/**
 * The entry (src/main.tsx, decision 145) evaluates the app in stages, each in a task of its own:
 * React DOM, then the app's shell (App: router, theme, providers), then the start-up code. A
 * stage's modules run when it is imported, so the mocks below record when each one ran; the
 * tasks between stages (`nextTask`) are held here and let go one at a time: until one is let go
 * no later stage can start, so waiting with vi.waitFor cannot race the code.
 */
import { describe, expect, it, vi } from 'vitest';

const { ran, heldTasks } = vi.hoisted(() => ({
  ran: [] as string[],
  heldTasks: [] as (() => void)[],
}));

vi.mock('../../../src/theme/fonts', () => ({}));
// The task between stages: held here until the test lets it go.
vi.mock('../../../src/app/nextTask', () => ({
  nextTask: () => new Promise<void>((resolve) => heldTasks.push(resolve)),
}));
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

describe('src/main.tsx', () => {
  it('asks for the runtime config at once, then runs React DOM, the shell and the start-up a task apart', async () => {
    await import('../../../src/main');
    await vi.waitFor(() => expect(heldTasks).toHaveLength(1));
    expect(ran).toEqual(['config requested', 'react-dom']);

    heldTasks.shift()?.();
    await vi.waitFor(() => expect(heldTasks).toHaveLength(1));
    expect(ran).toEqual(['config requested', 'react-dom', 'App']);

    heldTasks.shift()?.();
    await vi.waitFor(() => expect(ran).toHaveLength(5));
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
