/**
 * The published receipts list cannot be used to exhaust the server (issue 37, section 4): it is
 * made once per publication (the same text, digest and gzip copy on every call), served as a
 * file with a strong ETag and Last-Modified (a revalidation gets 304 and no body), gzipped when
 * asked, under a budget of its own per client; the JSON answers one page at a time.
 */
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PublicationDigests, PublicReceipts } from '../../../src/domain/trust';
import { trustMessages } from '../../../src/domain/trustMessages';
import { RECEIPTS_FILE_PER_MINUTE } from '../../../src/server/features/election/trustRoutes';
import {
  RECEIPTS_PAGE_SIZE,
  receiptsFileOf,
} from '../../../src/server/features/receipts/receiptsFile';
import { sha256Hex } from '../../../src/server/features/receipts/receiptsList';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

describe('the receipts file, made once', () => {
  const list = [
    { category: 'A', receipts: Array.from({ length: 1500 }, (_, i) => `A${i}`) },
    { category: 'B', receipts: ['B0', 'B1'] },
    { category: 'C', receipts: Array.from({ length: 700 }, (_, i) => `C${i}`) },
  ];

  it('is the same object for the same stored list, and pages cut across categories', () => {
    const file = receiptsFileOf(list, true);
    expect(receiptsFileOf(list, true)).toBe(file);
    expect(receiptsFileOf(list, false)).not.toBe(file);
    expect(file.total).toBe(2202);
    expect(file.page(1)).toEqual([
      { category: 'A', count: 1500, receipts: list[0]!.receipts.slice(0, 1000) },
    ]);
    expect(file.page(2)).toEqual([
      { category: 'A', count: 1500, receipts: list[0]!.receipts.slice(1000) },
      { category: 'B', count: 2, receipts: ['B0', 'B1'] },
      { category: 'C', count: 700, receipts: list[2]!.receipts.slice(0, 498) },
    ]);
    expect(file.page(3)).toEqual([
      { category: 'C', count: 700, receipts: list[2]!.receipts.slice(498) },
    ]);
    const withEmpty = receiptsFileOf(
      [{ category: 'Z', receipts: [] }, ...list, { category: 'Ω', receipts: [] }],
      true,
    );
    expect(withEmpty.page(1).map((c) => c.category)).toEqual(['Z', 'A']);
    expect(withEmpty.page(3).map((c) => c.category)).toEqual(['C', 'Ω']);
    expect(file.gzip()).toBe(file.gzip());
    expect(RECEIPTS_PAGE_SIZE).toBe(1000);
  });
});

describe.each(databaseKinds)('the published receipts list on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let digests: PublicationDigests;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { RESULTS_SEAL_HOLD_MINUTES: '0' },
    });
    const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    for (let i = 0; i < 3; i++) {
      const voter = await signInVoter(t.app, mailer);
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: bearer(voter.token),
      });
      for (const category of list.json().data.slice(0, 2)) {
        const vote = await t.app.inject({
          method: 'POST',
          url: `${API}/votes`,
          headers: bearer(voter.token),
          payload: { idCategory: category.id, idCompany: category.companies[0].id },
        });
        expect(vote.statusCode).toBe(201);
      }
    }
    const closed = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/close-now`,
      headers: operator,
    });
    expect(closed.statusCode).toBe(200);
    t.clock.advance(1000);
    const published = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/publish`,
      headers: operator,
    });
    expect(published.statusCode, published.body).toBe(200);
    digests = (await t.app.inject({ method: 'GET', url: `${API}/results/publication` })).json();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const txt = (headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'GET', url: `${API}/results/receipts.txt`, headers, remoteAddress });

  it('the text carries a strong ETag (its digest) and Last-Modified; a revalidation is a 304 without a body', async () => {
    const first = await txt({}, '10.9.0.2');
    expect(first.statusCode).toBe(200);
    expect(sha256Hex(first.rawPayload)).toBe(digests.receiptsSha256);
    expect(first.headers.etag).toBe(`"${digests.receiptsSha256}"`);
    expect(new Date(String(first.headers['last-modified'])).getTime()).toBe(
      Math.floor(new Date(digests.publishedAt).getTime() / 1000) * 1000,
    );
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');

    const again = await txt({ 'if-none-match': String(first.headers.etag) }, '10.9.0.2');
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await txt(
      { 'if-modified-since': String(first.headers['last-modified']) },
      '10.9.0.2',
    );
    expect(since.statusCode).toBe(304);
    const other = await txt({ 'if-none-match': '"outra"' }, '10.9.0.2');
    expect(other.statusCode).toBe(200);
  });

  it('gzipped when asked, the same bytes once unzipped', async () => {
    const plain = await txt({}, '10.9.0.3');
    const zipped = await txt({ 'accept-encoding': 'br, gzip' }, '10.9.0.3');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('one client downloads the whole list a few times a minute, not more; others are not held back', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RECEIPTS_FILE_PER_MINUTE + 2; i++) {
      statuses.push((await txt({}, '10.9.0.4')).statusCode);
    }
    expect(statuses.slice(0, RECEIPTS_FILE_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(RECEIPTS_FILE_PER_MINUTE)).toEqual([429, 429]);
    expect((await txt({}, '10.9.0.5')).statusCode).toBe(200);
  });

  it('the JSON answers a page, with the counts of every category and the digest', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/results/receipts` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as PublicReceipts;
    expect(page).toMatchObject({ sha256: digests.receiptsSha256, total: 6, page: 1, pages: 1 });
    expect(page.pageSize).toBe(RECEIPTS_PAGE_SIZE);
    expect(page.categories.map((c) => c.count).filter((n) => n > 0)).toEqual([3, 3]);
    // Every category, those without receipts too, on the one page.
    expect(page.data.map((c) => c.category)).toEqual(page.categories.map((c) => c.category));
    expect(page.data.flatMap((c) => c.receipts)).toHaveLength(6);
    for (const bad of ['2', '0', 'x', '-1']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `${API}/results/receipts?page=${bad}`,
      });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().message).toBe(trustMessages.api.receiptsPage(1));
    }
  });
});
