/** The server bench:web and bench:web:ab measure, and the voter they open /perfil and /empresas as. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SignJWT } from 'jose';

import { parseDatabaseUrl } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';

import { startChild, type Child } from './processes';

/** The JWT_SECRET the benches start the server with, so they can sign a session for it. */
export const WEB_BENCH_SECRET = 'bench-web-secret-0123456789abcdef0123456789';

/** A seeded voter, a category to open /empresas with, and a session for them. */
export async function seedVoter(databaseUrl: string) {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  const [voter] = await database.db
    .insertInto('voters')
    .values({
      nome: 'Maria Bench',
      email: 'maria.bench@example.com',
      celular: '11999999999',
      cpf: '52998224725',
      created_at: Date.now(),
    })
    .returning('id')
    .execute();
  // A voter reaches /empresas from /perfil with a category (`?categoria=ID`): without one the
  // page goes back to /perfil, which no voter measures.
  const [category] = await database.db
    .selectFrom('categories')
    .innerJoin('editions', 'editions.id', 'categories.edition_id')
    // The current edition's: npm start's demo also has last year's, published.
    .where('editions.is_current', '=', 1)
    .select('categories.id')
    .orderBy('categories.id')
    .limit(1)
    .execute();
  await database.destroy();
  const id = voter?.id ?? 0;
  const token = await new SignJWT({
    id,
    nome: 'Maria Bench',
    email: 'maria.bench@example.com',
    ver: 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(WEB_BENCH_SECRET));
  return {
    query: category ? { '/empresas': `?categoria=${category.id}` } : {},
    session: {
      token,
      user: JSON.stringify({ id, name: 'Maria Bench', mail: 'maria.bench@example.com' }),
    },
  } as { query: Record<string, string>; session: Record<string, string> };
}

/**
 * The server `npm start` runs, on a fresh SQLite file, with a seeded voter and a session for
 * them; `webDist`: serve that build as it is (WEB_DIST_DIR) instead of building dist/web.
 */
export async function startSignedInServer(
  webDist?: string,
): Promise<Awaited<ReturnType<typeof seedVoter>> & { server: Child }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-web-'));
  const databaseUrl = `file:${path.join(dataDir, 'web.sqlite')}`;
  const child = await startChild(
    'scripts/start.mjs',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: WEB_BENCH_SECRET,
      LOG_LEVEL: 'warn',
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
    },
    '/app-config.json',
  );
  const server: Child = {
    ...child,
    stop: async () => {
      await child.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { server, ...(await seedVoter(databaseUrl)) };
}
