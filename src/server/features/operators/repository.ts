/** Operators (the people who run the award) and their one-time-code rows. */
import type { Kysely } from 'kysely';

import type { DatabaseKind } from '../../db/database';
import type { OperatorRow, Database } from '../../db/schema';
import type { CodeStore } from '../codes';

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
        const existing = await trx
          .selectFrom('operators')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
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
        const row = await trx
          .selectFrom('operators')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
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
export function operatorCodeStore(db: Kysely<Database>, kind: DatabaseKind): CodeStore {
  return {
    withLockedLimits(operatorId, fn) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('operator_code_limits')
          .values({ operator_id: operatorId })
          .onConflict((oc) => oc.column('operator_id').doNothing())
          .execute();
        const limits = await trx
          .selectFrom('operator_code_limits')
          .selectAll()
          .where('operator_id', '=', operatorId)
          .$if(kind === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirstOrThrow();
        const codes = trx.selectFrom('operator_codes').where('operator_id', '=', operatorId);
        return fn(
          {
            async updateLimits(changes) {
              await trx
                .updateTable('operator_code_limits')
                .set(changes)
                .where('operator_id', '=', operatorId)
                .execute();
            },
            findCode: () => codes.select(['code_hash', 'expires_at', 'tries']).executeTakeFirst(),
            async replaceCode(code) {
              await trx
                .insertInto('operator_codes')
                .values({ operator_id: operatorId, tries: 0, ...code })
                .onConflict((oc) => oc.column('operator_id').doUpdateSet({ tries: 0, ...code }))
                .execute();
            },
            async deleteCode(codeHash) {
              await trx
                .deleteFrom('operator_codes')
                .where('operator_id', '=', operatorId)
                .$if(codeHash !== undefined, (qb) => qb.where('code_hash', '=', codeHash ?? ''))
                .execute();
            },
            async countWrongTry() {
              await trx
                .updateTable('operator_codes')
                .set((eb) => ({ tries: eb('tries', '+', 1) }))
                .where('operator_id', '=', operatorId)
                .execute();
            },
            async addLink(link) {
              await trx
                .insertInto('operator_sign_in_links')
                .values({ operator_id: operatorId, ...link })
                .execute();
            },
            async takeLink(linkHash, at) {
              const result = await trx
                .deleteFrom('operator_sign_in_links')
                .where('link_hash', '=', linkHash)
                .where('operator_id', '=', operatorId)
                .where('expires_at', '>', at)
                .executeTakeFirst();
              return Number(result.numDeletedRows) === 1;
            },
            async undoSend(sentAt, previousLastSentAt) {
              await trx
                .updateTable('operator_code_limits')
                .set((eb) => ({
                  last_sent_at: previousLastSentAt,
                  send_count: eb('send_count', '-', 1),
                }))
                .where('operator_id', '=', operatorId)
                .where('last_sent_at', '=', sentAt)
                .where('send_count', '>', 0)
                .execute();
            },
            transaction: trx,
          },
          limits,
        );
      });
    },
    async findSubjectByLinkHash(linkHash) {
      const row = await db
        .selectFrom('operator_sign_in_links')
        .select('operator_id')
        .where('link_hash', '=', linkHash)
        .executeTakeFirst();
      return row?.operator_id;
    },
  };
}
