import { useSyncExternalStore } from 'react';

/**
 * Counts the API requests in flight so one global loading overlay can show while any runs
 * (spec section 2). Fed by the axios interceptors in client.ts.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  inFlight += 1;
  emit();
}

export function requestFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  emit();
}

export function getInFlightRequests(): number {
  return inFlight;
}

export function subscribeInFlightRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const nothingInFlight = () => 0;

/** Number of API requests currently running; re-renders when it changes. */
export function useInFlightRequests(): number {
  // The prerendered page was drawn with nothing in flight: hydration renders that, then React
  // renders again with the live count (a route's loader may have started a request already).
  return useSyncExternalStore(subscribeInFlightRequests, getInFlightRequests, nothingInFlight);
}
