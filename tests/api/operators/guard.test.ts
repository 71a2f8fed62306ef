/**
 * The operators' door, route by route: every /api/admin/* call other than sign-in answers 401
 * without a token, with garbage, with an operator token signed by another key, with an
 * `alg: none` token and with an expired one; 403 with a voter's token; and lets an operator in.
 * A refused call changes nothing in the database (no audit row, no catalogue edit, nothing).
 *
 * The routes are not listed by hand: they are the ones the app registers under /api/admin,
 * collected while it boots (Fastify's `onRoute` hook, GET's automatic HEAD twin included). A new
 * console route is attacked as soon as it exists, so one registered outside `adminRoutes` (open
 * to anyone) fails here unless it joins PUBLIC below, with its reason.
 */
import { createSecretKey } from 'node:crypto';
import fs from 'node:fs';

import type { FastifyInstance, RouteOptions } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { buildApp } from '../../../src/server/app';
import { apiMessages } from '../../../src/server/messages';
import { testConfig, TestClock } from '../helpers/app';
import {
  createTestDatabase,
  databaseKinds,
  type DatabaseKind,
  type TestDatabase,
} from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The operator API's only open doors (sign-in), each with why it needs no token. */
const PUBLIC: Record<string, string> = {
  'POST /auth/send-code': 'asks for a sign-in code: whoever calls it has no token yet',
  'POST /auth/validate-code': 'trades the e-mailed code for the first token',
  'POST /auth/validate-link': "trades the e-mail's sign-in link for the first token",
};

/**
 * The console routes counted when this test stopped listing them by hand (45 routes and the 16
 * HEAD twins of their GETs): fewer collected means the collection broke, not that routes left.
 */
const GUARDED_AT_LEAST = 61;

/** Bodies an operator's call would accept, where the schema's minimal one would be refused. */
const BODIES: Record<string, object> = {
  'PUT /election': { name: 'Prêmio', opensAt: null, closesAt: null },
  'POST /catalog/import': { fileName: 'a.csv', content: 'categoria,empresa\nA,B', dryRun: true },
  'POST /categories': { name: 'Nova categoria' },
  'PATCH /categories/:id': { name: 'Outro nome' },
  'POST /categories/:id/companies': { name: 'Nova empresa' },
  'PATCH /companies/:id': { name: 'Outro nome' },
  'POST /members/import': { fileName: 'associadas.csv', content: 'nome\nPadaria Nova\n' },
};

/**
 * Every path parameter: an id no row has, so the operator's own pass through the door deletes,
 * renames or invalidates nothing the later routes (or the voter's token) rely on.
 */
const PARAM = '999999';

interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minItems?: number;
  minLength?: number;
  minimum?: number;
}

/** The smallest value a JSON schema describes: required properties only, one of each. */
function minimal(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return minimal(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, minimal(schema.properties?.[key] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimal(schema.items ?? {}));
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

interface AdminRoute {
  method: Method;
  /** The route as registered, under ADMIN (`/categories/:id`). */
  route: string;
  /** The route with its parameters filled. */
  url: string;
  body?: object;
}

/** Adds an `onRoute` hook (before the app boots) that collects every route under ADMIN. */
function collectAdminRoutes(app: FastifyInstance): AdminRoute[] {
  const routes: AdminRoute[] = [];
  app.addHook('onRoute', (options: RouteOptions) => {
    if (!options.url.startsWith(`${ADMIN}/`)) return;
    const route = options.url.slice(ADMIN.length);
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods as Method[]) {
      const key = `${method} ${route}`;
      const schema = options.schema?.body as JsonSchema | undefined;
      const body = BODIES[key] ?? (schema ? (minimal(schema) as object) : undefined);
      const url = route.replace(/:\w+/g, PARAM);
      routes.push({ method, route, url, ...(body ? { body } : {}) });
    }
  });
  return routes;
}

const keyOf = (r: AdminRoute) => `${r.method} ${r.route}`;

async function bootApp(database: TestDatabase, mailer: MemoryMailer) {
  const clock = new TestClock();
  const config = testConfig(database);
  const app = buildApp(config, { now: clock.now, logger: false, mailer });
  const routes = collectAdminRoutes(app);
  await app.ready();
  return {
    app,
    clock,
    config,
    routes,
    close: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The routes to attack, collected from an app booted once on SQLite before the tests are
 * declared (describe.each needs them then); each database's own app is checked to register the
 * same ones below.
 */
const COLLECTED = await (async () => {
  const database = await createTestDatabase('sqlite');
  const booted = await bootApp(database, new MemoryMailer());
  await booted.close();
  await database.drop();
  return booted.routes;
})();
const GUARDED = COLLECTED.filter((r) => !(keyOf(r) in PUBLIC));

/** Every row of every table of the app's database, to tell that a refused call changed nothing. */
async function snapshot(
  app: FastifyInstance,
  kind: DatabaseKind,
): Promise<Record<string, string[]>> {
  const { db } = app.votacao.database;
  const names =
    kind === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const tables = await names.execute(db);
  const dump: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.rows
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)))
      .sort();
  }
  return dump;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

it('collects every console route, sign-in set apart', () => {
  expect(GUARDED.length).toBeGreaterThanOrEqual(GUARDED_AT_LEAST);
  const collected = COLLECTED.map(keyOf);
  for (const route of Object.keys(PUBLIC))
    expect(collected, 'a stale PUBLIC entry').toContain(route);
  expect(new Set(collected).size, 'each route once').toBe(collected.length);
});

describe.each(databaseKinds)('admin guard on %s', (kind) => {
  let database: TestDatabase;
  let t: Awaited<ReturnType<typeof bootApp>>;
  const mailer = new MemoryMailer();
  let operatorId: number;
  let voterToken: string;
  const forged: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await bootApp(database, mailer);
    const email = await addOperator(t.app);
    // Signed in through the API once, as the console does; each route then gets a fresh token.
    await signInOperator(t.app, mailer, email);
    operatorId = Number((await t.app.operators.accounts.findByEmail(email))?.id);
    voterToken = (await signInVoter(t.app, mailer)).token;

    const now = Math.floor(t.clock.now() / 1000);
    const claims = { role: 'operator', email, nome: 'Ana', sub: String(operatorId) };
    const otherKey = createSecretKey(
      Buffer.from('another-secret-of-at-least-32-characters!!', 'utf8'),
    );
    forged['signed with another key'] = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(otherKey);
    forged['alg none'] =
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`;
    // A voter's real token with a role claim pasted in: the signature no longer matches.
    const [header, payload] = voterToken.split('.') as [string, string, string];
    const voterClaims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    forged['voter token with role added'] =
      `${header}.${base64url({ ...voterClaims, role: 'operator' })}.${voterToken.split('.')[2]}`;
    const realKey = createSecretKey(Buffer.from(t.config.jwtSecret ?? '', 'utf8'));
    forged['expired operator token'] = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(realKey);
    forged['garbage'] = 'not-a-jwt';
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const call = (method: Method, url: string, body?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `${ADMIN}${url}`, headers, ...(body ? { payload: body } : {}) });

  /** The call refused, and the database as it was before. */
  async function refused(attempt: () => Promise<void>) {
    const before = await snapshot(t.app, kind);
    await attempt();
    const after = await snapshot(t.app, kind);
    const changed = Object.keys(after).filter(
      (table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]),
    );
    expect(changed, 'tables a refused call changed').toEqual([]);
  }

  it('registers the same console routes as the app the routes were collected from', () => {
    expect(t.routes.map(keyOf)).toEqual(COLLECTED.map(keyOf));
  });

  describe.each(GUARDED.map((r) => [r.method, r.route, r] as const))('%s %s', (_m, _r, route) => {
    const { method, url, body } = route;

    it('401 without a token', async () => {
      await refused(async () => {
        const res = await call(method, url, body);
        expect(res.statusCode).toBe(401);
        // A HEAD answer has no body: its status alone tells (its GET twin's body is checked).
        if (method !== 'HEAD') expect(res.json()).toEqual({ message: apiMessages.unauthorized });
      });
    });

    it('401 with a forged or expired token', async () => {
      await refused(async () => {
        for (const [what, token] of Object.entries(forged)) {
          const res = await call(method, url, body, bearer(token));
          expect(res.statusCode, what).toBe(401);
        }
      });
    });

    it("403 with a voter's token", async () => {
      await refused(async () => {
        const res = await call(method, url, body, bearer(voterToken));
        expect(res.statusCode).toBe(403);
        if (method !== 'HEAD') {
          expect(res.json()).toEqual({ message: operatorApiMessages.forbidden });
        }
      });
    });

    it("an operator's token passes the door", async () => {
      // A fresh token: an earlier route (POST /auth/sign-out) may have ended the last one.
      const row = await t.app.operators.accounts.findById(operatorId);
      const token = await t.app.operators.tokens.sign(row!);
      const res = await call(method, url, body, bearer(token));
      // What the call queued (a reminder's e-mails) is sent before the next route's attacks
      // compare the database.
      await t.app.votacao.outbox.settled();
      expect(res.statusCode, res.body).not.toBe(401);
      // Past the door, the results stay sealed while voting is open (issue 26): that 403 is the
      // seal's own message, never the guard's.
      if (res.statusCode === 403 && method !== 'HEAD') {
        expect(res.json().message).not.toBe(operatorApiMessages.forbidden);
        expect(res.json().message).toMatch(/lacrados/);
      }
      expect(res.statusCode, res.body).toBeLessThan(500);
    });
  });

  it('sign-in routes need no token', async () => {
    const res = await call('POST', '/auth/send-code', { email: 'ninguem@example.com' });
    expect(res.statusCode).toBe(200);
  });

  it.each(Object.keys(PUBLIC))('%s answers without a token, not with the guard', async (key) => {
    const route = COLLECTED.find((r) => keyOf(r) === key)!;
    const res = await call(route.method, route.url, route.body);
    expect(res.json()).not.toEqual({ message: apiMessages.unauthorized });
    expect(res.json()).not.toEqual({ message: operatorApiMessages.forbidden });
  });
});
