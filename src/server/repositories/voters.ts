/** The voters aggregate: one row per registered voter (CPF and e-mail unique). */
import type { Kysely } from 'kysely';

import type { Database, NewVoter, Voter } from '../db/schema';

/** The voter with this CPF (11 bare digits), if any. */
export function findVoterByCpf(db: Kysely<Database>, cpf: string): Promise<Voter | undefined> {
  return db.selectFrom('voters').selectAll().where('cpf', '=', cpf).executeTakeFirst();
}

/**
 * Inserts the voter and its (empty) code limits in one transaction and returns the new id.
 * A taken CPF or e-mail rejects with the database's unique violation (see isUniqueViolation).
 */
export function insertVoter(db: Kysely<Database>, voter: NewVoter): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('voters')
      .values(voter)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('otp_limits').values({ voter_id: row.id }).execute();
    return row;
  });
}
