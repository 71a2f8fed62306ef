/**
 * `evaluateInTurn` (decision 145): the files a prerendered page's starter listed are imported one
 * per task, in order; a file that fails to load does not stop the others.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { evaluateInTurn } from '../../../src/app/evaluateInTurn';

const { heldTasks } = vi.hoisted(() => ({ heldTasks: [] as (() => void)[] }));

// The task after each file: held here until the test lets it go.
vi.mock('../../../src/app/nextTask', () => ({
  nextTask: () => new Promise<void>((resolve) => heldTasks.push(resolve)),
}));

describe('evaluateInTurn', () => {
  beforeEach(() => {
    heldTasks.length = 0;
  });

  it('imports one file per task, in the order given, and skips one that fails', async () => {
    const imported: string[] = [];
    const importModule = (file: string) => {
      imported.push(file);
      return file.includes('broken') ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    let done = false;
    const finished = evaluateInTurn(['/a.js', '/broken.js', '/c.js'], importModule).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(heldTasks).toHaveLength(1));
    expect(imported).toEqual(['/a.js']);
    heldTasks.shift()?.();
    await vi.waitFor(() => expect(heldTasks).toHaveLength(1));
    expect(imported).toEqual(['/a.js', '/broken.js']);
    heldTasks.shift()?.();
    await vi.waitFor(() => expect(heldTasks).toHaveLength(1));
    expect(imported).toEqual(['/a.js', '/broken.js', '/c.js']);
    expect(done).toBe(false); // the last file's task still to come
    heldTasks.shift()?.();
    await finished;
    expect(done).toBe(true);
  });

  it('does nothing for an empty list', async () => {
    const importModule = vi.fn();
    await evaluateInTurn([], importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(heldTasks).toEqual([]);
  });
});
