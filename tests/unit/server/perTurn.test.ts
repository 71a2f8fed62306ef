/** perTurn (src/server/db/perTurn.ts): what the vote writers and the list reader batch on. */
import { describe, expect, it } from 'vitest';

import { perTurn, type Pending } from '../../../src/server/db/perTurn';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function recorder() {
  const ones: number[] = [];
  const batches: number[][] = [];
  const call = perTurn<number, string>(
    async (n) => {
      ones.push(n);
      return `one ${n}`;
    },
    async (batch: Pending<number, string>[]) => {
      batches.push(batch.map((p) => p.input));
      for (const { input, resolve } of batch) resolve(`many ${input}`);
    },
  );
  return { call, ones, batches };
}

describe('perTurn', () => {
  it('calls made in one turn go together, each answered with its own result', async () => {
    const { call, ones, batches } = recorder();
    const answers = await Promise.all([call(1), call(2), call(3)]);
    expect(answers).toEqual(['many 1', 'many 2', 'many 3']);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(ones).toEqual([]);
  });

  it('a lone call runs as it is; calls of a later turn make a batch of their own', async () => {
    const { call, ones, batches } = recorder();
    expect(await call(7)).toBe('one 7');
    const first = Promise.all([call(1), call(2)]);
    await nextTurn();
    const second = Promise.all([call(3), call(4)]);
    expect(await first).toEqual(['many 1', 'many 2']);
    expect(await second).toEqual(['many 3', 'many 4']);
    expect(ones).toEqual([7]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('when the batch handler fails without answering, every call of the batch hears the error', async () => {
    const call = perTurn<number, string>(
      async () => 'one',
      async () => {
        throw new Error('broken');
      },
    );
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
