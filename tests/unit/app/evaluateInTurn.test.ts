/**
 * `evaluateInTurn` (decision 145): the files a prerendered page's starter listed are imported one
 * per task, in order; a file that fails to load does not stop the others.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { evaluateInTurn } from '../../../src/app/evaluateInTurn';

/** Lets pending promises finish (never a timer: those are held). */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('evaluateInTurn', () => {
  const heldTasks: (() => void)[] = [];
  beforeEach(() => {
    heldTasks.length = 0;
    vi.stubGlobal('setTimeout', (run: () => void) => heldTasks.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('imports one file per task, in the order given, and skips one that fails', async () => {
    const imported: string[] = [];
    const importModule = (file: string) => {
      imported.push(file);
      return file.includes('broken') ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    let done = false;
    void evaluateInTurn(['/a.js', '/broken.js', '/c.js'], importModule).then(() => {
      done = true;
    });
    await settle();
    expect(imported).toEqual(['/a.js']);
    heldTasks.shift()?.();
    await settle();
    expect(imported).toEqual(['/a.js', '/broken.js']);
    heldTasks.shift()?.();
    await settle();
    expect(imported).toEqual(['/a.js', '/broken.js', '/c.js']);
    expect(done).toBe(false); // the last file's task still to come
    heldTasks.shift()?.();
    await settle();
    expect(done).toBe(true);
  });

  it('does nothing for an empty list', async () => {
    const importModule = vi.fn();
    await evaluateInTurn([], importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(heldTasks).toEqual([]);
  });
});
