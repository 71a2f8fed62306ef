/**
 * The votes' receipt e-mail as one waiting outbox row per voter, written from `votes` when it is
 * sent (issue 37, decision 261), on SQLite and PostgreSQL:
 *
 * - a voter's votes of a few minutes go out as one e-mail, greeting the voter by first name as
 *   the code e-mail does, each vote with its category and receipt, and saying what a receipt
 *   proves (that the vote in that category was counted, never for which company: issue 40);
 * - a vote after the e-mail was sent starts another, which carries only the new vote;
 * - every vote is in exactly one e-mail, also when a vote made earlier is stored after a later
 *   vote's e-mail has begun (commits out of order), and two e-mails begun in the same
 *   millisecond do not both carry it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Category } from '../../../src/domain/types';
import { queueReceiptMail, receiptMailOf } from '../../../src/server/features/receipts/repository';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { bearer, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

describe.each(databaseKinds)('receipt e-mails written from the votes on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let categories: Category[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
    const voter = await signInVoter(t.app, mailer);
    categories = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: bearer(voter.token),
      })
    ).json().data;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const vote = async (token: string, c: Category) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: c.id, idCompany: c.companies[0]!.id },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ receipt: string }>().receipt;
  };
  const receiptsTo = async (voterId: number) => {
    const { email } = await t.app.votacao.database.db
      .selectFrom('voters')
      .select('email')
      .where('id', '=', voterId)
      .executeTakeFirstOrThrow();
    return mailer.sent.filter((m) => m.to === email && /^Seus? votos? f/.test(m.subject));
  };

  it('the votes of a few minutes: one e-mail, by first name, saying what the receipts prove', async () => {
    const voter = await signInVoter(t.app, mailer);
    const first = await vote(voter.token, categories[0]!);
    t.clock.advance(30_000);
    const second = await vote(voter.token, categories[1]!);
    t.clock.advance(30_000);
    const third = await vote(voter.token, categories[2]!);
    await t.app.votacao.outbox.settled();
    expect(await receiptsTo(voter.id)).toHaveLength(0);
    // One row waits for all three; nothing of the votes is written into it.
    const rows = await t.app.votacao.database.db
      .selectFrom('mail_outbox')
      .select(['body', 'status'])
      .where('voter_id', '=', voter.id)
      .where('kind', '=', 'vote-receipt')
      .execute();
    expect(rows).toEqual([{ body: '', status: 'queued' }]);

    t.clock.advance(61_000);
    await t.app.votacao.outbox.settled();
    const [mail, ...more] = await receiptsTo(voter.id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(apiMessages.mail.receiptsSubject);
    // newVoter's nome is "Maria da Silva N": greeted as the code e-mail greets, by first name.
    expect(mail!.text).toMatch(/^Olá, Maria\.\n\n/);
    expect(mail!.text).toContain(
      [first, second, third]
        .map(
          (receipt, i) =>
            `Seu voto na categoria ${categories[i]!.name} foi registrado. Recibo: ${receipt}`,
        )
        .join('\n'),
    );
    expect(mail!.text).toContain(apiMessages.mail.receiptsProve);
    expect(mail!.text).toContain(
      'Cada recibo prova que o seu voto naquela categoria foi contado, não em qual empresa você votou.',
    );
    // The old line read as "not a proof that you voted".
    expect(mail!.text).not.toContain('prova de voto');
    for (const c of categories.slice(0, 3))
      for (const company of c.companies) expect(mail!.text).not.toContain(company.name);
  });

  it('a vote after the e-mail went: a new e-mail with only that vote, naming its category', async () => {
    const voter = await signInVoter(t.app, mailer);
    await vote(voter.token, categories[0]!);
    t.clock.advance(121_000);
    await t.app.votacao.outbox.settled();
    expect(await receiptsTo(voter.id)).toHaveLength(1);
    const later = await vote(voter.token, categories[3]!);
    t.clock.advance(121_000);
    await t.app.votacao.outbox.settled();
    const mails = await receiptsTo(voter.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(apiMessages.mail.receiptSubject);
    expect(mails[1]!.text).toContain(
      `Seu voto na categoria ${categories[3]!.name} foi registrado. Recibo: ${later}`,
    );
    expect(mails[1]!.text).not.toContain(categories[0]!.name);
    expect(mails[1]!.text).toContain(apiMessages.mail.receiptProves(categories[3]!.name));
    expect(mails[1]!.text).toContain(
      `O recibo prova que o seu voto na categoria ${categories[3]!.name} foi contado, não em qual empresa você votou.`,
    );
  });

  it('every vote in exactly one e-mail, whatever order the votes are stored in', async () => {
    const voter = await signInVoter(t.app, mailer);
    const { db } = t.app.votacao.database;
    const base = t.clock.now() + 10_000_000;
    const options = { subject: 'Seu voto foi registrado', holdMs: 120_000, giveUpAfterMs: 1 };
    /** A vote stored at `createdAt` with its receipt e-mail, as the vote writer stores it. */
    const store = (c: Category, createdAt: number, receipt: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('votes')
          .values({
            voter_id: voter.id,
            category_id: c.id,
            company_id: c.companies[0]!.id,
            created_at: createdAt,
            receipt,
          })
          .execute();
        await queueReceiptMail(trx, kind, [{ voterId: voter.id, createdAt }], options);
      });
    const rowsOf = () =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'voter_id', 'created_at', 'status'])
        .where('voter_id', '=', voter.id)
        .where('kind', '=', 'vote-receipt')
        .orderBy('id')
        .execute();
    const mailOf = async (row: { id: number; voter_id: number | null; created_at: number }) =>
      (
        await receiptMailOf(db, {
          id: row.id,
          voter_id: row.voter_id!,
          created_at: Number(row.created_at),
        })
      )?.votes.map((v) => v.receipt) ?? [];

    // A vote at base+1000 begins an e-mail; one made at base+900 is stored only now (another
    // request, a slower commit): it begins its own e-mail, which covers it.
    await store(categories[4]!, base + 1_000, 'TEST-0000-0001');
    await store(categories[5]!, base + 900, 'TEST-0000-0002');
    // The first e-mail is claimed; a vote made after it began is stored after the claim.
    const [early] = await rowsOf();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sending' })
      .where('id', '=', early!.id)
      .execute();
    await store(categories[6]!, base + 1_500, 'TEST-0000-0003');
    // Two e-mails begun in the same millisecond: the votes go with the later one only.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent' })
      .where('voter_id', '=', voter.id)
      .execute();
    await store(categories[7]!, base + 5_000, 'TEST-0000-0004');
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent' })
      .where('voter_id', '=', voter.id)
      .execute();
    await store(categories[8]!, base + 5_000, 'TEST-0000-0005');

    const rows = await rowsOf();
    const carried = await Promise.all(rows.map(mailOf));
    expect(carried.flat().sort()).toEqual([
      'TEST-0000-0001',
      'TEST-0000-0002',
      'TEST-0000-0003',
      'TEST-0000-0004',
      'TEST-0000-0005',
    ]);
    // In id order: the e-mail begun at 1000 carries 1000 only (the one at 1500 began a new
    // e-mail, the one at 1000 having been claimed), 900 its own, 1500 its own; of the two begun
    // at 5000, the later carries both votes and the earlier none (it is skipped when sent).
    expect(carried).toEqual([
      ['TEST-0000-0001'],
      ['TEST-0000-0002'],
      ['TEST-0000-0003'],
      [],
      ['TEST-0000-0004', 'TEST-0000-0005'],
    ]);
  });
});
