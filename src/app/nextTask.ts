/**
 * Resolves in a later task of the browser's event loop (a timer of 0 ms), so what comes after
 * runs apart from what came before: the browser paints and answers taps in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
