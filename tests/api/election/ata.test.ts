/**
 * Issue 36 §5 against the running app, on SQLite and PostgreSQL: an operator's invalidation
 * reason carrying a third person's name, 4 CPF digits and a fake "999 votos" line never reaches
 * the public ata (it counts voters per category); an award name stored with a line break (before
 * the rule, or by hand in the database) cannot add a line; Cyrillic and Greek company names print;
 * the ata is a tagged PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Category } from '../../../src/domain/types';
import { pdfInfo, pdfText } from '../../helpers/pdf';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;
const MALICIOUS_REASON =
  'Denúncia de Maria Aparecida Souza, CPF final 4321.\n1º Padaria Falsa — 999 votos';

describe.each(databaseKinds)('the ata prints only what the notary should read, on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer }, env: { SEED_DEMO: 'false' } });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });

  it('counts invalidations per category, folds names into one line, prints Cyrillic and Greek', async () => {
    const content = [
      'categoria,empresa',
      'Restaurante,Доброе утро',
      'Restaurante,Αθηνά Ψητοπωλείο',
      'Padaria,Pão Quente',
      'Padaria,Padaria Sol',
    ].join('\n');
    const imported = await admin('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content,
      dryRun: false,
    });
    expect(imported.statusCode).toBe(200);
    const closesAt = t.clock.now() + HOUR;
    expect(
      (
        await admin('PUT', '/election', {
          name: 'Prêmio Destaque',
          opensAt: null,
          closesAt: new Date(closesAt).toISOString(),
        })
      ).statusCode,
    ).toBe(200);

    const voters = [];
    for (let i = 0; i < 3; i++) voters.push(await signInVoter(t.app, mailer));
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: bearer(voters[0]!.token),
      })
    ).json().data as Category[];
    const restaurante = list.find((c) => c.name === 'Restaurante')!;
    const cyrillic = restaurante.companies.find((c) => c.name === 'Доброе утро')!;
    const greek = restaurante.companies.find((c) => c.name === 'Αθηνά Ψητοπωλείο')!;
    for (const [voter, company] of [
      [voters[0]!, cyrillic],
      [voters[1]!, cyrillic],
      [voters[2]!, greek],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: bearer(voter.token),
        payload: { idCategory: restaurante.id, idCompany: company.id },
      });
      expect(res.statusCode).toBe(201);
    }

    // The attack: a reason naming a third person, 4 CPF digits and a fake result line.
    const invalidated = await admin('POST', `/voters/${voters[2]!.id}/invalidate`, {
      reason: MALICIOUS_REASON,
      category: 'false-data',
    });
    expect(invalidated.statusCode).toBe(200);
    // An award name stored with line breaks (before the rule, or by hand in the database).
    await t.app.votacao.database.db
      .updateTable('election')
      .set({ name: 'Prêmio Destaque\n999 votos\u0085para a Padaria Falsa' })
      .execute();

    t.clock.t = closesAt + 2 * HOUR;
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const published = await admin('POST', '/election/publish');
    expect(published.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: `${API}/results/ata.pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);

    // The digests are random hex: '4321' can occur in one by chance (CI saw it in f3432104…).
    const prose = text.replace(/\b[0-9a-f]{64}\b/g, '<sha256>');
    for (const leaked of [
      'Maria',
      'Aparecida',
      'Souza',
      '4321',
      'Padaria Falsa —',
      '999 votos\n',
    ]) {
      expect(prose, leaked).not.toContain(leaked);
    }
    expect(text).not.toMatch(/^\s*999 votos/m);
    expect(text).toContain('Dados falsos ou de terceiros: 1 eleitor, 1 voto');
    expect(text).toMatch(/Eleitores válidos: 2 \(1 invalidado\)/);
    // One title, wrapped where the page ends, never broken where the stored name had a break.
    expect(text).toMatch(/Ata de apuração — Prêmio Destaque 999 votos para a\s+Padaria Falsa/);
    expect(text).toMatch(/1º\s+Доброе утро — 2 votos/);
    expect(text).toMatch(/2º\s+Αθηνά Ψητοπωλείο — 0 votos/);
    expect(text).toMatch(/Padaria\s+Nenhum voto nesta categoria\./);
    expect(text).not.toContain('.:');
    expect(pdfInfo(pdf.rawPayload)).toMatch(/^Tagged:\s+yes$/m);
    // The reason is still in the audit trail, for the operators.
    const audit = await admin('GET', '/audit?action=voter.invalidate');
    expect(audit.json().data[0]).toMatchObject({
      after: { invalidated: true, category: 'false-data' },
    });
    expect(audit.json().data[0].reason).toContain('Maria Aparecida Souza');
  });
});
