/**
 * Names: stored in Unicode NFC; bidi controls, zero-width and other invisible characters are
 * refused with the specification's 'Nome inválido.' (422), on SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { newVoter, register } from '../helpers/voters';

const INVISIBLE = {
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left mark': '\u200F',
  'arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte-order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'hangul filler': '\u3164',
  'tag character': '\u{E0041}',
  'line separator': '\u2028',
  'C1 control': '\u0085',
};

describe.each(databaseKinds)('names on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    t = await startTestApp(database);
  });
  afterEach(async () => {
    await t.close();
  });

  it.each(Object.entries(INVISIBLE))(
    '422 "Nome inválido." for a name with a %s',
    async (_name, ch) => {
      const res = await register(t.app, newVoter({ nome: `Maria${ch} da Silva` }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ nome: 'Nome inválido.' });
    },
  );

  it('422 for a name made only of invisible characters and spaces', async () => {
    const res = await register(t.app, newVoter({ nome: '\u200B\u200B \u200B\u200B' }));
    expect(res.json().errors).toEqual({ nome: 'Nome inválido.' });
  });

  it('stores a decomposed (NFD) name in NFC; accents, apostrophes and non-Latin scripts pass', async () => {
    const decomposed = 'Jose\u0301 Conceic\u0327a\u0303o'; // José Conceição, decomposed
    for (const nome of [
      decomposed,
      "Joana D'Ávila",
      'Nguyễn Văn An',
      'Ольга Петрова',
      '李小龍 Lee',
    ]) {
      const voter = newVoter({ nome });
      expect((await register(t.app, voter)).statusCode).toBe(201);
      const row = await t.app.votacao.database.db
        .selectFrom('voters')
        .select('nome')
        .where('cpf', '=', voter.cpf)
        .executeTakeFirstOrThrow();
      expect(row.nome).toBe(nome.normalize('NFC'));
    }
    expect(decomposed.normalize('NFC')).toBe('José Conceição');
  });
});
