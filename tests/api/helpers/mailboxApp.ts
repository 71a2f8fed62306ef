/** The set-up many API test files share: a fresh database, and an app whose mail stays in memory. */
import { afterAll, beforeAll } from 'vitest';

import { startTestApp, type TestApp } from './app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { MemoryMailer } from './mail';

export interface MailboxApp {
  database: TestDatabase;
  t: TestApp;
  mailer: MemoryMailer;
}

/**
 * For a describe block: a fresh database of `kind` and an app on it whose e-mails land in a
 * MemoryMailer, started before the block's tests and closed (the database dropped) after them.
 * The fields are set once `beforeAll` has run: read them inside tests and hooks.
 */
export function appWithMailbox(kind: DatabaseKind): MailboxApp {
  const context = {} as MailboxApp;
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    context.mailer = new MemoryMailer();
    context.t = await startTestApp(context.database, { deps: { mailer: context.mailer } });
  });
  afterAll(async () => {
    await context.t.close();
    await context.database.drop();
  });
  return context;
}
