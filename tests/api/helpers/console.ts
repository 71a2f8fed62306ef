/**
 * An operator's calls for the editions and nominations tests: any admin route, a catalogue
 * imported, the voting window open for some hours from the test clock (or set days ahead), and
 * close → seal hold → read → publish, as an operator does it.
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
    /** Imports `content` (CSV `categoria,empresa`) for good; the current edition's category ids by name. */
    async importCatalog(content: string) {
      const imported = await admin('POST', '/catalog/import', {
        fileName: 'catalogo.csv',
        content,
        dryRun: false,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const categories = await t()
        .app.votacao.database.db.selectFrom('categories')
        .select(['id', 'name'])
        .execute();
      return new Map(categories.map((c) => [c.name, Number(c.id)]));
    },
    /** Sets voting `days` ahead of the test clock, for a day (nominations come before it). */
    async scheduleVoting(days: number) {
      const opensAt = t().clock.now() + days * 24 * HOUR;
      const set = await admin('PUT', '/election', {
        name: 'Prêmio Destaque',
        opensAt: new Date(opensAt).toISOString(),
        closesAt: new Date(opensAt + 24 * HOUR).toISOString(),
      });
      expect(set.statusCode, set.body).toBe(200);
      return opensAt;
    },
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

/** The answer's status (its body shown when it differs) and its whole JSON body. */
export function expectAnswer(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  body: unknown,
): void {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  expect(response.json()).toEqual(body);
}
