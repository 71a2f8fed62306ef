/**
 * An operator's calls for the editions tests: any admin route, the voting window open for some
 * hours from the test clock, and close → seal hold → read → publish, as an operator does it.
 */
import { expect } from 'vitest';

import type { TestApp } from './app';
import { ADMIN } from './operators';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** RESULTS_SEAL_HOLD_MINUTES' default. */
const HOLD = 10 * MINUTE;

export function operatorConsole(t: () => TestApp, headers: () => Record<string, string>) {
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t().app.inject({
      method,
      url: `${ADMIN}${path}`,
      headers: headers(),
      ...(payload ? { payload } : {}),
    });
  return {
    admin,
    /** Opens voting now (no opening date) until `hours` from now. */
    async openFor(hours: number) {
      const set = await admin('PUT', '/election', {
        name: 'Prêmio Destaque Empresarial',
        opensAt: null,
        closesAt: new Date(t().clock.now() + hours * HOUR).toISOString(),
      });
      expect(set.statusCode).toBe(200);
    },
    /** Closes the current edition now, waits out the seal's hold, reads and publishes. */
    async closeAndPublish() {
      expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
      t().clock.advance(HOLD + MINUTE);
      expect((await admin('GET', '/results')).statusCode).toBe(200);
      expect((await admin('POST', '/election/publish')).statusCode).toBe(200);
    },
  };
}
