/**
 * An operator finds a planted ballot-stuffing burst on the Integridade page, invalidates it with
 * a reason, sees the counted votes change and finds the action on the Auditoria page. The burst (40
 * voters from one /24 within ten minutes, counter addresses, all for one company, after two days
 * of ordinary voting) is written straight into the server's SQLite file; the operator is added
 * with the real CLI and signs in with the e-mailed code.
 */
import Sqlite from 'better-sqlite3';

import { expect, test } from './fixtures';
import { addOperator, signInOperatorViaUi } from './support/console';
import { uniqueCpf } from './support/people';
import { startServer, type RunningServer } from './support/server';

const OPERATOR = 'ana.integridade@associacao.example.org';
const REASON = 'Rajada de cadastros da rede 203.0.113.0/24 com e-mails em série';

function plant(file: string): { companyId: number; companyName: string; categoryName: string } {
  const db = new Sqlite(file);
  try {
    const company = db
      .prepare('select id, category_id, name from companies order by id limit 1')
      .get() as { id: number; category_id: number; name: string };
    const category = db
      .prepare('select name from categories where id = ?')
      .get(company.category_id) as { name: string };
    const others = db
      .prepare('select id from companies where category_id = ? and id <> ?')
      .all(company.category_id, company.id) as { id: number }[];
    const voter = db.prepare(
      'insert into voters (nome, email, celular, cpf, created_at, signup_prefix) values (?, ?, ?, ?, ?, ?)',
    );
    const vote = db.prepare(
      'insert into votes (voter_id, category_id, company_id, created_at, prefix) values (?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < 60; i += 1) {
        const at = now - 48 * 3600_000 + i * 45 * 60_000;
        const prefix = `177.${20 + (i % 9)}.${i * 3}.0/24`;
        const { lastInsertRowid } = voter.run(
          `Pessoa ${i}`,
          `pessoa.${i}.k${i * 7}@exemplo.com.br`,
          `1198${String(1_000_000 + i * 131)}`,
          uniqueCpf(),
          at,
          prefix,
        );
        const choice = i % 4 === 0 ? company.id : others[i % others.length]!.id;
        vote.run(lastInsertRowid, company.category_id, choice, at + 60_000, prefix);
      }
      for (let i = 0; i < 40; i += 1) {
        const at = now - 30 * 60_000 + i * 15_000;
        const { lastInsertRowid } = voter.run(
          `Eleitor ${i + 1}`,
          `eleitor${String(i + 1).padStart(3, '0')}@votafacil.com.br`,
          `2199${String(1_000_000 + i * 977)}`,
          uniqueCpf(),
          at,
          '203.0.113.0/24',
        );
        vote.run(lastInsertRowid, company.category_id, company.id, at + 30_000, '203.0.113.0/24');
      }
    })();
    return { companyId: company.id, companyName: company.name, categoryName: category.name };
  } finally {
    db.close();
  }
}

test.describe('integrity review in the console', () => {
  let server: RunningServer;
  let planted: { companyId: number; companyName: string; categoryName: string };

  test.beforeAll(async ({ mailbox }) => {
    test.setTimeout(180_000);
    server = await startServer({ smtpUrl: mailbox.url });
    planted = plant(server.databaseUrl.slice('file:'.length));
    addOperator(server, OPERATOR, 'Ana Integridade');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an operator finds the planted burst, invalidates it with a reason, sees results and audit change', async ({
    page,
    mailbox,
  }) => {
    test.setTimeout(120_000);
    const base = server.baseURL;
    await signInOperatorViaUi(page, mailbox, base, OPERATOR);

    // Results per company are sealed over HTTP while voting is open (issue 26): the console
    // gets 403; the counted votes are read from the server's database file.
    const sealed = await page.evaluate(async (url) => {
      const token = sessionStorage.getItem('adminToken');
      return (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
    }, `${base}/api/admin/results`);
    expect(sealed).toBe(403);
    const countedVotes = (): number => {
      const db = new Sqlite(server.databaseUrl.slice('file:'.length), { readonly: true });
      try {
        const row = db
          .prepare(
            'select count(*) as n from votes join voters on voters.id = votes.voter_id where votes.company_id = ? and voters.invalidated_at is null',
          )
          .get(planted.companyId) as { n: number };
        return row.n;
      } finally {
        db.close();
      }
    };
    const before = countedVotes();

    // The console's menu (a drawer on phones) lists the page; the address works on both.
    await page.goto(`${base}/admin/integridade`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integridade' })).toBeVisible();
    // Sealed while voting is open: the burst names neither the company (issue 36) nor its
    // category (issue 37).
    const burst = page.getByRole('article', {
      name: /^\d+ votos numa mesma empresa numa janela curta/,
    });
    await expect(burst).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(planted.companyName);
    await expect(burst).not.toContainText(planted.categoryName);
    await expect(
      page.getByRole('article', { name: /^40 cadastros da rede 203\.0\.113\.0\/24/ }),
    ).toBeVisible();

    await burst.getByRole('button', { name: /^Invalidar \d+ eleitores$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/^Invalidar \d+ eleitores\?$/);
    await dialog.getByRole('radio', { name: 'Cadastro automatizado' }).check();
    await dialog.getByRole('textbox', { name: /Detalhes/ }).fill(REASON);
    await dialog.getByRole('button', { name: /^Invalidar \d+ eleitores$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deixaram de contar' })).toBeVisible();
    await expect(burst.getByRole('button', { name: /^Restaurar \d+ eleitores$/ })).toBeVisible();

    const after = countedVotes();
    expect(before - after).toBeGreaterThanOrEqual(40);

    await page.goto(`${base}/admin/auditoria`);
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    const table = page.getByRole('table', { name: /^Registros de auditoria/ });
    await expect(table.getByRole('row').filter({ hasText: REASON }).first()).toContainText(
      'Eleitor invalidado',
    );
    // The sign-in is in the trail too (one row per invalidated voter plus it).
    await expect(table).toHaveAccessibleName(/^Registros de auditoria \((4[1-9]|[5-9]\d)\)$/);
  });
});
