/**
 * Operator commands of the CLI: operator add (idempotent), list, remove; election with good and
 * bad dates (nothing changed on a bad one); the results command counts like the API.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { runCli } from '../helpers/cli';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('operator CLI on %s', (kind) => {
  let database: TestDatabase;
  let workDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-admin-cli-'));
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function admin(...argv: string[]) {
    return runCli(argv, { DATABASE_URL: database.url }, workDir);
  }

  it('operator add is idempotent; list shows each operator once', async () => {
    const first = await admin('operator', 'add', 'Ana@Associacao.ORG', '--nome', 'Ana Souza');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Operador adicionado: ana@associacao.org (Ana Souza).');
    const again = await admin('operator', 'add', 'ana@associacao.org', '--nome', 'Ana  Souza Lima');
    expect(again.code).toBe(0);
    expect(again.out).toContain('Operador já existia: ana@associacao.org (nome: Ana Souza Lima).');
    await admin('operator', 'add', 'bruno@associacao.org', '--nome', 'Bruno Lima');
    const list = await admin('operator', 'list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n').filter((l) => l.includes('@'))).toEqual([
      'ana@associacao.org\tAna Souza Lima',
      'bruno@associacao.org\tBruno Lima',
    ]);
  });

  it('operator remove, and the errors of a wrong call', async () => {
    expect((await admin('operator', 'remove', 'bruno@associacao.org')).out).toContain(
      'Operador removido: bruno@associacao.org.',
    );
    const gone = await admin('operator', 'remove', 'bruno@associacao.org');
    expect(gone.code).toBe(1);
    expect(gone.err).toContain('Nenhum operador com o e-mail bruno@associacao.org.');
    expect((await admin('operator', 'add', 'sem-arroba', '--nome', 'Fulano de Tal')).code).toBe(1);
    expect((await admin('operator', 'add', 'x@y.org', '--nome', 'A')).err).toContain(
      'Nome inválido',
    );
    expect((await admin('operator', 'add', 'x@y.org')).code).toBe(2);
    expect((await admin('operator', 'rename')).code).toBe(2);
    expect((await admin('operator', 'list')).out).not.toContain('bruno');
  });

  it('election: sets the window; bad dates change nothing', async () => {
    const set = await admin(
      'election',
      '--name',
      'Prêmio Comércio 2026',
      '--opens',
      '2026-12-01T08:00-03:00',
      '--closes',
      '2026-12-10T18:00-03:00',
    );
    expect(set.code).toBe(0);
    expect(set.out).toContain('Eleição: Prêmio Comércio 2026');
    expect(set.out).toContain('abertura:     2026-12-01T08:00:00-03:00');
    expect(set.out).toContain('encerramento: 2026-12-10T18:00:00-03:00');

    const before = await admin('election', '--closes', '2026-11-30T08:00-03:00');
    expect(before.code).toBe(1);
    expect(before.err).toContain(operatorApiMessages.election.closesBeforeOpens);
    const garbage = await admin('election', '--opens', '01/12/2026');
    expect(garbage.code).toBe(1);
    expect(garbage.err).toContain(operatorApiMessages.election.dateFormat('Abertura'));
    const impossible = await admin('election', '--opens', '2026-02-30T08:00-03:00');
    expect(impossible.err).toContain(operatorApiMessages.election.dateInvalid('Abertura'));
    expect((await admin('election', '--when', 'x')).code).toBe(2);

    const shown = await admin('election');
    expect(shown.out).toContain('abertura:     2026-12-01T08:00:00-03:00');
    expect(shown.out).toContain('encerramento: 2026-12-10T18:00:00-03:00');

    const cleared = await admin('election', '--opens', '', '--closes', '');
    expect(cleared.code).toBe(0);
    expect(cleared.out).toContain('situação:     aberta');
  });
});

describe('npm run admin (scripts/admin.mjs: the compiled commands, plain node)', () => {
  it('runs a command against the given database and exits with its code', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const env = { ...process.env, DATABASE_URL: database.url };
      const script = path.join(process.cwd(), 'scripts', 'admin.mjs');
      // Builds dist/server/admin.mjs first when a source is newer (as npm run admin does).
      const empty = spawnSync(process.execPath, [script, 'results'], { env, encoding: 'utf8' });
      expect(empty.status, empty.stderr).toBe(0);
      expect(empty.stdout).toContain('Migrações aplicadas: 001_initial');
      expect(empty.stdout).toContain('Nenhuma categoria cadastrada.');

      const unknown = spawnSync(process.execPath, [script, 'nada'], { env, encoding: 'utf8' });
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('Comando desconhecido: nada');
    } finally {
      await database.drop();
    }
  });
});
