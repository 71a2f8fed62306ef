/**
 * Issue 25: the integrity actions from the command line (an operator locked out of the console
 * can still invalidate voters), and an invalidated voter refused at sign-in with a message that
 * says the account is under review and whom to write to (not a token every call refuses).
 */
import os from 'node:os';

import { describe, expect, it } from 'vitest';

import { apiMessages } from '../../../src/server/messages';
import { runCli } from '../helpers/cli';
import { databaseKinds } from '../helpers/databases';
import { appWithMailbox } from '../helpers/mailboxApp';
import { API, sendCode, signedInVoter, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('integrity from the command line on %s', (kind) => {
  const env = appWithMailbox(kind);

  async function admin(...argv: string[]) {
    return runCli(argv, { DATABASE_URL: env.database.url, USER: 'operadora' }, process.cwd());
  }

  it('invalidate and restore by CLI; an invalidated voter is told why at sign-in', async () => {
    const { voter, id, token } = await signedInVoter(env.t.app, env.mailer);
    const categories = (
      await env.t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { id: number; companies: { id: number }[] }[];
    const category = categories[0]!;
    await env.t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${token}` },
      payload: { idCategory: category.id, idCompany: category.companies[0]?.id },
    });

    expect((await admin('integrity', 'invalidate', `${id}`)).code).toBe(2);
    // The category is required, from the fixed list; the reason alone is refused.
    const noCategory = await admin('integrity', 'invalidate', `${id}`, '--reason', 'Conta falsa');
    expect(noCategory.code).toBe(2);
    expect(noCategory.err).toContain('--category: duplicate (Cadastro duplicado)');
    const badCategory = await admin(
      'integrity',
      'invalidate',
      `${id}`,
      '--category',
      'fraude',
      '--reason',
      'Conta falsa',
    );
    expect(badCategory.code).toBe(2);
    const done = await admin(
      'integrity',
      'invalidate',
      `${id}`,
      '--category',
      'false-data',
      '--reason',
      'Conta falsa',
    );
    expect(done.code).toBe(0);
    expect(done.out).toContain('1 eleitor(es) invalidado(s); 1 voto(s) deixam de contar');
    const audit = await env.t.app.votacao.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `voter:${id}`)
      .where('action', '=', 'voter.invalidate')
      .executeTakeFirstOrThrow();
    // The OS account running the command; USER=operadora changes nothing (issue 36).
    expect(audit.actor).toBe(`cli:${os.userInfo().username} (uid ${os.userInfo().uid})`);
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      invalidated: true,
      category: 'false-data',
    });
    const stored = await env.t.app.votacao.database.db
      .selectFrom('voters')
      .select(['invalidated_category', 'invalidated_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      invalidated_category: 'false-data',
      invalidated_reason: 'Conta falsa',
    });

    // The voter signs in again with the right code: refused with the reason and the contact.
    env.t.clock.advance(31_000);
    env.t.app.codes.sessions.forget(id);
    await sendCode(env.t.app, voter.cpf);
    const refused = await validateCode(env.t.app, voter.cpf, env.mailer.lastCode(voter.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      apiMessages.accountUnderReview(env.t.config.privacy.contact),
    );
    expect(refused.json().message).toContain('em análise');

    const unknown = await admin(
      'integrity',
      'invalidate',
      '999999999',
      '--category',
      'other',
      '--reason',
      'x',
    );
    expect(unknown.code).toBe(1);
    const restored = await admin('integrity', 'restore', `${id}`, '--reason', 'Revisado');
    expect(restored.out).toContain('1 eleitor(es) restaurado(s)');
    env.t.clock.advance(31_000);
    await sendCode(env.t.app, voter.cpf);
    expect(
      (await validateCode(env.t.app, voter.cpf, env.mailer.lastCode(voter.email))).statusCode,
    ).toBe(200);
    const review = await admin('integrity', 'review');
    expect(review.code).toBe(0);
  });
});
