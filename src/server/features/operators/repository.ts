/** Operators (the people who run the award) and their one-time-code rows. */
import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../../db/database';
import type { OperatorRow, Database } from '../../db/schema';
import { tableCodeStore, type CodeStore } from '../codes';

/** The id of the operator with this e-mail, read in `trx`. */
const idOf = (trx: Kysely<Database>, email: string) =>
  trx.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();

export function operatorsRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: number): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Ends every session of the operator: tokens signed with the old version get 401. */
    async endSessions(id: number): Promise<void> {
      await db
        .updateTable('operators')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    list(): Promise<OperatorRow[]> {
      return db.selectFrom('operators').selectAll().orderBy('email').execute();
    },

    /** Adds the operator, or renames it when the e-mail is already there. */
    async upsert(email: string, nome: string, at: number): Promise<'added' | 'updated'> {
      return db.transaction().execute(async (trx) => {
        const existing = await idOf(trx, email);
        if (existing) {
          await trx.updateTable('operators').set({ nome }).where('id', '=', existing.id).execute();
          return 'updated';
        }
        await trx.insertInto('operators').values({ email, nome, created_at: at }).execute();
        return 'added';
      });
    },

    /** True when an operator was removed (its codes and limits go with it). */
    async remove(email: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await idOf(trx, email);
        if (!row) return false;
        // Explicit rather than relying on ON DELETE CASCADE (SQLite needs foreign_keys = ON).
        await trx.deleteFrom('operator_codes').where('operator_id', '=', row.id).execute();
        await trx.deleteFrom('operator_code_limits').where('operator_id', '=', row.id).execute();
        await trx.deleteFrom('operators').where('id', '=', row.id).execute();
        return true;
      });
    },
  };
}

/** The operator tables as a store for the shared one-time-code rules (auth/otp.ts). */
export const operatorCodeStore = (db: Kysely<Database>, kind: DatabaseKind): CodeStore =>
  tableCodeStore(db, kind, {
    limits: 'operator_code_limits',
    codes: 'operator_codes',
    links: 'operator_sign_in_links',
    subject: 'operator_id',
    linkOfSubjectOnly: true,
  });
