/**
 * Issue 26 on SQLite and PostgreSQL: results per company sealed for every role while voting is
 * open (the CLI still answers and is audited); a receipt on every 201 and never on a 409 or 403,
 * on the voter's list and in the confirmation e-mail without the company; after publication the
 * receipts per category equal the counted votes, any receipt can be checked without signing in
 * (an invalidated one says so, without the reason); the audit trail's chain verifies, and fails at
 * the very entry altered directly in the database (an erased reason still verifies); the ata's
 * text (pdftotext) equals the results and its digests equal the site's.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { PublicResults } from '../../../src/domain/admin';
import { RECEIPT_ALPHABET } from '../../../src/domain/receipt';
import type { PublicationDigests, PublicReceipts, ReceiptCheck } from '../../../src/domain/trust';
import { trustMessages } from '../../../src/domain/trustMessages';
import type { Category } from '../../../src/domain/types';
import { runAdmin } from '../../../src/server/cli/admin';
import { ERASED_REASON } from '../../../src/server/db/auditChain';
import { verifyAuditChain } from '../../../src/server/features/audit/repository';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { pdfText } from '../helpers/pdf';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;
const RECEIPT = new RegExp(
  `^[${RECEIPT_ALPHABET}]{4}-[${RECEIPT_ALPHABET}]{4}-[${RECEIPT_ALPHABET}]{4}$`,
);

describe.each(databaseKinds)('receipts, sealed results, audit chain and ata on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let closesAt: number;
  const voters: { id: number; token: string }[] = [];
  const receipts: { voter: number; category: number; receipt: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    closesAt = t.clock.now() + 2 * HOUR;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: {
        name: 'Prêmio Destaque',
        opensAt: null,
        closesAt: new Date(closesAt).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) voters.push(await signInVoter(t.app, mailer));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const vote = (token: string, idCategory: number, idCompany: number) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory, idCompany },
    });
  async function categories(token: string): Promise<(Category & { receipt: string | null })[]> {
    const res = await get(`${API}/categories/app`, bearer(token));
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it("a receipt on every 201, on the voter's list and in an e-mail that never names the company", async () => {
    const list = await categories(voters[0]!.token);
    const [first, second] = list;
    // Voters 0..3 vote in the first category: 0 and 1 for its first company, 2 and 3 for its
    // second; voter 0 also in the second category.
    const plan: [number, Category, number][] = [
      [0, first!, 0],
      [1, first!, 0],
      [2, first!, 1],
      [3, first!, 1],
      [0, second!, 0],
    ];
    for (const [v, category, c] of plan) {
      const res = await vote(voters[v]!.token, category.id, category.companies[c]!.id);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { receipt: string; idCompany: number; idCategory: number };
      expect(body.receipt).toMatch(RECEIPT);
      receipts.push({ voter: v, category: category.id, receipt: body.receipt });
    }
    expect(new Set(receipts.map((r) => r.receipt)).size).toBe(receipts.length);

    // 409: a second vote in the category has no receipt.
    const again = await vote(voters[0]!.token, first!.id, first!.companies[1]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).not.toHaveProperty('receipt');

    // On the voter's list, per voted category.
    const mine = await categories(voters[0]!.token);
    expect(mine.find((c) => c.id === first!.id)?.receipt).toBe(receipts[0]!.receipt);
    expect(mine.find((c) => c.id === second!.id)?.receipt).toBe(receipts[4]!.receipt);
    expect(mine.filter((c) => !c.hasVoted).every((c) => c.receipt === null)).toBe(true);

    // The confirmation e-mail: category and receipt, never the company. Queued in the outbox
    // after each 201; it waits RECEIPT_MAIL_WAIT_SECONDS (120 by default) for the voter's next
    // votes, so voter 0's two votes share one e-mail.
    const confirmations = () => mailer.sent.filter((m) => /^Seus? vot/.test(m.subject));
    await t.app.votacao.outbox.settled();
    expect(confirmations()).toHaveLength(0);
    t.clock.advance(121_000);
    await vi.waitFor(async () => {
      await t.app.votacao.outbox.settled();
      expect(confirmations()).toHaveLength(4);
    });
    const mail = confirmations().find((m) => m.text.includes(receipts[2]!.receipt))!;
    expect(mail.subject).toBe('Seu voto foi registrado');
    expect(mail.text).toContain(
      `Seu voto na categoria ${first!.name} foi registrado. Recibo: ${receipts[2]!.receipt}`,
    );
    expect(mail.text).toContain('Guarde o recibo.');
    // Issue 40: greeted by first name, as the code e-mail; what the receipt proves, in words.
    expect(mail.text).toMatch(/^Olá, Maria\.\n/);
    expect(mail.text).toContain(apiMessages.mail.receiptProves(first!.name));
    expect(mail.text).not.toContain('prova de voto');
    expect(mail.text).not.toContain(first!.companies[1]!.name);
    const both = confirmations().filter((m) => m.text.includes(receipts[0]!.receipt));
    expect(both).toHaveLength(1);
    expect(both[0]!.subject).toBe('Seus votos foram registrados');
    expect(both[0]!.text).toContain(
      `Seu voto na categoria ${first!.name} foi registrado. Recibo: ${receipts[0]!.receipt}\n` +
        `Seu voto na categoria ${second!.name} foi registrado. Recibo: ${receipts[4]!.receipt}`,
    );
    expect(both[0]!.text).toContain('Guarde os recibos.');
    for (const c of [first!, second!])
      for (const company of c.companies) expect(both[0]!.text).not.toContain(company.name);
  });

  it('while open, results per company are refused to everyone, with when they open', async () => {
    const anonymous = await get(`${ADMIN}/results`);
    expect(anonymous.statusCode).toBe(401);
    const voter = await get(`${ADMIN}/results`, bearer(voters[0]!.token));
    expect(voter.statusCode).toBe(403);
    for (const url of [`${ADMIN}/results`, `${ADMIN}/results.csv`]) {
      const res = await get(url, operator);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/lacrados enquanto a votação está aberta/);
      // The close plus RESULTS_SEAL_HOLD_MINUTES (10 by default, issue 36).
      expect(Date.parse(res.json().unsealsAt)).toBe(closesAt + 10 * 60_000);
    }
    expect((await get(`${API}/results`)).statusCode).toBe(404);
    expect((await get(`${API}/results/receipts`)).statusCode).toBe(404);
    expect((await get(`${API}/results/ata.pdf`)).statusCode).toBe(404);
    // The Painel's turnout stays: per category and per hour, never per company.
    const turnout = await get(`${ADMIN}/turnout`, operator);
    expect(turnout.statusCode).toBe(200);
    expect(JSON.stringify(turnout.json())).not.toContain('companies');
  });

  it('the CLI still counts while open, and each run is in the audit trail with who ran it', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      ['results'],
      { DATABASE_URL: database.url, USER: 'auditora' },
      { out: (l) => out.push(l), err: (l) => err.push(l), cwd: os.tmpdir() },
    );
    expect(code).toBe(0);
    expect(err.join('\n')).toContain('registrada na trilha de auditoria');
    const audit = await get(`${ADMIN}/audit?action=results.read-while-open`, operator);
    // The OS account running the process, not USER (issue 36: anyone can set it).
    const me = os.userInfo();
    expect(audit.json().data[0]).toMatchObject({
      actor: `cli:${me.username} (uid ${me.uid})`,
      target: 'results',
    });
  });

  it('after the close: 403 to late votes, no receipt; publication; receipts equal the counted votes', async () => {
    t.clock.advance(3 * HOUR);
    const late = await vote(
      voters[1]!.token,
      receipts[4]!.category,
      (await categories(voters[1]!.token)).find((c) => c.id === receipts[4]!.category)!
        .companies[0]!.id,
    );
    expect(late.statusCode).toBe(403);
    expect(late.json()).not.toHaveProperty('receipt');

    // Voter 3 is invalidated: the vote stays stored, its receipt is not counted.
    const invalidated = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${voters[3]!.id}/invalidate`,
      headers: operator,
      payload: { reason: 'Cadastro em série', category: 'automated' },
    });
    expect(invalidated.statusCode).toBe(200);

    expect((await get(`${ADMIN}/results`, operator)).statusCode).toBe(200);
    const published = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/publish`,
      headers: operator,
    });
    expect(published.statusCode).toBe(200);

    const results = (await get(`${API}/results`)).json() as PublicResults;
    const list = (await get(`${API}/results/receipts`)).json() as PublicReceipts;
    for (const category of results.data) {
      const counted = category.companies.reduce((n, c) => n + c.votes, 0);
      const row = list.data.find((r) => r.category === category.category)!;
      expect(row.count, category.category).toBe(counted);
      expect(row.receipts.length).toBe(counted);
    }
    const all = list.data.flatMap((r) => r.receipts);
    const counted = receipts.filter((r) => r.voter !== 3).map((r) => r.receipt);
    expect(all.sort()).toEqual(counted.sort());
    // The text's SHA-256 is the one given.
    const text = await get(`${API}/results/receipts.txt`);
    expect(createHash('sha256').update(text.rawPayload).digest('hex')).toBe(list.sha256);
  });

  it('anyone checks a receipt without signing in: counted, not counted (no reason), unknown', async () => {
    const check = async (code: string) =>
      get(`${API}/results/receipt?code=${encodeURIComponent(code)}`);
    const firstCategory = (await categories(voters[0]!.token))[0]!.name;

    const counted = await check(receipts[0]!.receipt.toLowerCase().replace(/-/g, ' '));
    expect(counted.json()).toEqual({
      status: 'counted',
      receipt: receipts[0]!.receipt,
      category: firstCategory,
    } satisfies ReceiptCheck);

    const notCounted = await check(receipts[3]!.receipt);
    expect(notCounted.json()).toEqual({
      status: 'not-counted',
      receipt: receipts[3]!.receipt,
      category: firstCategory,
    });
    expect(notCounted.body).not.toContain('série');

    const unknown = await check('0000-0000-0000');
    expect(unknown.json()).toEqual({ status: 'unknown', receipt: '0000-0000-0000' });
    const bad = await check('K7QF-M2XD');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(trustMessages.api.receiptInvalid);
  });

  it("the ata's text equals the results, and its digests are the site's", async () => {
    const res = await get(`${API}/results/ata.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const digests = (await get(`${API}/results/publication`)).json() as PublicationDigests;
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(digests.ataSha256);
    // The same bytes on every download.
    expect((await get(`${API}/results/ata.pdf`)).rawPayload.equals(res.rawPayload)).toBe(true);

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Ata de apuração — Prêmio Destaque');
    expect(text).toMatch(/Eleitores válidos: \d+ \(1 invalidado\)/);
    expect(text).toContain('Eleitores que votaram: 3');
    const results = (await get(`${API}/results`)).json() as PublicResults;
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const category of results.data) {
      expect(text).toContain(category.category);
      if (category.companies.every((c) => c.votes === 0)) {
        // A category nobody voted in names no winner and no tie.
        expect(text).toMatch(
          new RegExp(`${escape(category.category)}\\s+Nenhum voto nesta categoria\\.`),
        );
        continue;
      }
      for (const c of category.companies) {
        expect(text).toMatch(new RegExp(`º.*${escape(c.name)} — ${c.votes} votos?`));
      }
    }
    // Two companies with 2 and 2 would tie; here 2 (voters 0, 1) and 1 (voter 2: voter 3 is out).
    // Counted by category; the operator's free text ("Cadastro em série") is never printed.
    expect(text).toContain('Cadastro automatizado: 1 eleitor, 1 voto');
    expect(text).not.toContain('Cadastro em série');
    expect(text).toContain(digests.receiptsSha256);
    expect(text).toContain(digests.auditHead);
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).not.toContain('.:');
    // The commission's signature block.
    expect(text).toContain('Comissão de apuração — Prêmio Destaque');
    expect(text).toMatch(/Assinatura\s+Nome: _+/);
    expect(text).toMatch(/Local e data: _+/);
    const list = (await get(`${API}/results/receipts`)).json() as PublicReceipts;
    expect(digests.receiptsSha256).toBe(list.sha256);
  });

  it('the audit chain verifies, and fails at the entry altered directly in the database', async () => {
    const { db } = t.app.votacao.database;
    const ok = await verifyAuditChain(db);
    expect(ok).toMatchObject({ ok: true });
    const cli = async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(
        ['audit', 'verify'],
        { DATABASE_URL: database.url },
        { out: (l) => out.push(l), err: (l) => err.push(l), cwd: os.tmpdir() },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    expect((await cli()).code).toBe(0);

    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'reason', 'target'])
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    const withReason = rows.find((r) => r.reason !== null && r.target?.startsWith('voter:'))!;
    const victim = rows[1]!;

    // Lift the append-only guard as someone with the database's keys could.
    const unguarded = async (run: () => Promise<void>) => {
      const guard = kind === 'sqlite' ? 'audit_log_no_update' : 'audit_log_erase_only';
      if (kind === 'sqlite') {
        const { rows: ddl } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master
            WHERE type = 'trigger' AND name = ${guard}`.execute(db);
        await sql.raw(`DROP TRIGGER ${guard}`).execute(db);
        await run();
        await sql.raw(ddl[0]!.sql).execute(db);
      } else {
        await sql.raw(`ALTER TABLE audit_log DISABLE TRIGGER ${guard}`).execute(db);
        await run();
        await sql.raw(`ALTER TABLE audit_log ENABLE TRIGGER ${guard}`).execute(db);
      }
    };

    // Erasing a reason (LGPD) is the one UPDATE the database lets through, for an erased voter's
    // rows only (015); its digest stays, so the chain still verifies.
    await db
      .updateTable('voters')
      .set({ erased_at: t.clock.now() })
      .where('id', '=', Number(withReason.target!.slice('voter:'.length)))
      .execute();
    await db
      .updateTable('audit_log')
      .set({ reason: ERASED_REASON })
      .where('id', '=', withReason.id)
      .execute();
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
    // That UPDATE cannot rewrite the chain's columns.
    await expect(
      db
        .updateTable('audit_log')
        .set({ reason: ERASED_REASON, hash: 'x'.repeat(64) })
        .where('id', '=', withReason.id)
        .execute(),
    ).rejects.toThrow(/append-only/);

    // A changed actor breaks it at that very entry.
    await unguarded(async () => {
      await db
        .updateTable('audit_log')
        .set({ actor: 'outra@pessoa.org' })
        .where('id', '=', victim.id)
        .execute();
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, brokenAt: victim.id });
    const broken = await cli();
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`quebrada no registro ${victim.id}`);
  });
});
