/** The voters aggregate: one row per registered voter (CPF and e-mail unique). */
import type { Kysely } from 'kysely';

import type { Database, NewVoter, Voter } from '../../db/schema';

/** The voter with this CPF (11 bare digits), if any. */
export function findVoterByCpf(db: Kysely<Database>, cpf: string): Promise<Voter | undefined> {
  return db.selectFrom('voters').selectAll().where('cpf', '=', cpf).executeTakeFirst();
}

/** The voter with this id, if any (the sign-in link names no CPF). */
export function findVoterById(db: Kysely<Database>, id: number): Promise<Voter | undefined> {
  return db.selectFrom('voters').selectAll().where('id', '=', id).executeTakeFirst();
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

/** What decides whether a voter's token still works (auth/sessions.ts). */
export function sessionStateOf(db: Kysely<Database>, voterId: number) {
  return db
    .selectFrom('voters')
    .select(['token_version', 'invalidated_at'])
    .where('id', '=', voterId)
    .executeTakeFirst();
}

/** Ends every session of the voter: tokens carry the old version from now on. */
export async function bumpTokenVersion(db: Kysely<Database>, voterId: number): Promise<void> {
  await db
    .updateTable('voters')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', voterId)
    .execute();
}
