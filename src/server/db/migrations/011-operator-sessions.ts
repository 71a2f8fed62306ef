/**
 * 011_operator_sessions: an operator's token version, as voters have (006/008). Tokens carry
 * it as `ver`; 'Sair' bumps it, so every token the operator holds gets 401 at once (issue 25:
 * before this, 'Sair' only forgot the token in the browser and a copied token kept working
 * until it expired).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const operatorSessions: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('operators')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
