/**
 * The unsubscribe page in the app's look (issue 40 §9): the theme's colours (read from
 * src/domain/brandColors.ts, the theme's own source, so nothing here holds copies equal), a 44 px button, the app's type, and a
 * CSP of its own that allows its one stylesheet by hash and nothing else (no script, no inline
 * style but that one): the API's default-src 'none' would have blocked any look at all.
 */
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trustMessages } from '../../../src/domain/trustMessages';
import { unsubscribeToken } from '../../../src/server/features/reminders/unsubscribe';
import { PLAIN_PAGE_CSP } from '../../../src/server/http/plainPage';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { API, newVoter, register } from '../helpers/voters';

describe('the unsubscribe page', () => {
  let database: TestDatabase;
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    t = await startTestApp(database);
    const answer = await register(t.app, newVoter());
    token = unsubscribeToken(TEST_JWT_SECRET, answer.json().id as number);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('is styled by its one stylesheet, allowed by hash, with a 44 px button', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/reminders/unsubscribe?token=${token}`,
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBe(PLAIN_PAGE_CSP);
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(html).not.toMatch(/<script|style="/);
    expect(styles[0]).toMatch(/button\{[^}]*min-height:44px/);
    expect(styles[0]).toMatch(/font-family:Roboto,system-ui/);
    expect(html).toContain(`<h1>${trustMessages.unsubscribe.title}</h1>`);
    expect(html).toContain(trustMessages.unsubscribe.button);
  });

  it('answers the form in the same look', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/reminders/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(PLAIN_PAGE_CSP);
    expect(res.body).toContain('<style>');
    expect(res.body).toContain(trustMessages.unsubscribe.done);
  });
});
