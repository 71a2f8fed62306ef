import { LAZY_CHUNK_TIMEOUT_MS } from '../domain/constants';

/** A route's code could not be loaded (network failure, a deploy removed it, or the time-out). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Wraps a dynamic import so it fails with a ChunkLoadError when it has not finished within
 * `timeoutMs` (spec section 9: 120000 ms) or when the import itself fails. Without an
 * errorElement the router then shows its default error screen.
 */
export function lazyWithTimeout<T>(
  importer: () => Promise<T>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ChunkLoadError(`Loading a route's code timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      importer().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const reason = error instanceof Error ? error.message : String(error);
          reject(new ChunkLoadError(`Loading a route's code failed: ${reason}`, { cause: error }));
        },
      );
    });
}
