/**
 * Calls made while the event loop is busy, handed over together at its next turn: the batching
 * behind SQLite's group commit (decision 134) and PostgreSQL's shared round trips (decision 140).
 */

/** One waiting call: what it asked for, and how to answer it. */
export interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Returns a function with `one`'s contract. Its calls are collected until the next turn of the
 * event loop (`setImmediate`); then a lone call runs `one` as it is, and two or more go to `many`,
 * which must settle every one of them.
 */
export function perTurn<I, O>(
  one: (input: I) => Promise<O>,
  many: (batch: Pending<I, O>[]) => Promise<void>,
): (input: I) => Promise<O> {
  let waiting: Pending<I, O>[] = [];

  function handOver(): void {
    const batch = waiting;
    waiting = [];
    if (batch.length === 1) {
      const [only] = batch as [Pending<I, O>];
      one(only.input).then(only.resolve, only.reject);
      return;
    }
    many(batch).catch((error: unknown) => {
      // `many` settles its calls itself; this only keeps a bug in it from leaving them waiting.
      for (const { reject } of batch) reject(error);
    });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (waiting.length === 1) setImmediate(handOver);
    });
}
