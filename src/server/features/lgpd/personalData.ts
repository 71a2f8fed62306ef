/**
 * LGPD (docs/decisions/084): everything held about one voter, its erasure, and the purge after
 * the election. Erasure keeps the voter's row as an anonymous placeholder so the votes (and the
 * one-vote-per-category constraint) stay: the tallies do not change.
 */
import type { Kysely } from 'kysely';

import { fields, REGISTER_FIELDS } from '../../../domain/fields';
import type { Database, Db, Voter } from '../../db/schema';
import { recordAudit, eraseAuditReasonsOf, ERASED_REASON } from '../audit';

/** The voter's columns that hold sign-up fields (the registry's, all but the bot-check token). */
const STORED_FIELDS = REGISTER_FIELDS.filter((key) => key !== 'botCheck').map(
  (key) => fields[key].name,
);
/** Those erased by writing '' (nome, e-mail and CPF get placeholders of their own). */
const BLANKED_FIELDS = STORED_FIELDS.filter(
  (name) => name !== 'nome' && name !== 'email' && name !== 'cpf',
);

export interface VoterExport {
  exportedAt: string;
  voter: Voter;
  oneTimeCode: Record<string, unknown> | null;
  codeLimits: Record<string, unknown> | null;
  votes: { categoria: string; empresa: string; created_at: number; [column: string]: unknown }[];
  /** What the voter nominated in nominations phases (issue 41 §3), every edition. */
  nominations: Record<string, unknown>[];
  /** Invalidations in editions that are not current (the current one's are on `voter`). */
  otherEditionsInvalidations: Record<string, unknown>[];
  auditTrail: Record<string, unknown>[];
}

export function findVoterForLgpd(db: Db, cpf: string) {
  return db.selectFrom('voters').selectAll().where('cpf', '=', cpf).executeTakeFirst();
}

/** Every row any table holds about the voter. */
export async function exportVoter(db: Db, voter: Voter, now: number): Promise<VoterExport> {
  const rowOf = async (table: 'one_time_codes' | 'otp_limits') =>
    (await db.selectFrom(table).selectAll().where('voter_id', '=', voter.id).executeTakeFirst()) ??
    null;
  const oneTimeCode = await rowOf('one_time_codes');
  const codeLimits = await rowOf('otp_limits');
  const votes = await db
    .selectFrom('votes')
    .innerJoin('categories', 'categories.id', 'votes.category_id')
    .innerJoin('companies', 'companies.id', 'votes.company_id')
    .selectAll('votes')
    .select(['categories.name as categoria', 'companies.name as empresa'])
    .where('votes.voter_id', '=', voter.id)
    .orderBy('votes.id')
    .execute();
  const nominations = await db
    .selectFrom('nominations')
    .innerJoin('categories', 'categories.id', 'nominations.category_id')
    .innerJoin('editions', 'editions.id', 'nominations.edition_id')
    .selectAll('nominations')
    .select(['categories.name as categoria', 'editions.year'])
    .where('nominations.voter_id', '=', voter.id)
    .orderBy('nominations.id')
    .execute();
  const otherEditionsInvalidations = await db
    .selectFrom('voter_invalidations')
    .innerJoin('editions', 'editions.id', 'voter_invalidations.edition_id')
    .selectAll('voter_invalidations')
    .select('editions.year')
    .where('voter_invalidations.voter_id', '=', voter.id)
    .orderBy('editions.year')
    .execute();
  const auditTrail = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', `voter:${voter.id}`)
    .orderBy('id')
    .execute();
  return {
    exportedAt: new Date(now).toISOString(),
    voter,
    oneTimeCode,
    codeLimits,
    votes,
    nominations,
    otherEditionsInvalidations,
    auditTrail,
  };
}

/** A value in the CPF column that is no CPF (a letter first) and stays unique. */
export const erasedCpf = (voterId: number) => `R${String(voterId).padStart(10, '0')}`;
export const erasedEmail = (voterId: number) => `removido-${voterId}@apagado.invalid`;
export const ERASED_NAME = 'Eleitor removido';

/**
 * Erases the voter's personal data in one transaction: codes and limits deleted, name, e-mail,
 * CPF, celular and network prefixes replaced, every session ended (token_version bumped).
 * The votes stay, now anonymous.
 */
export async function eraseVoter(
  db: Kysely<Database>,
  voter: Voter,
  audit: { actor: string; at: number },
): Promise<{ votesKept: number }> {
  return db.transaction().execute(async (trx) => {
    // The outbox keeps each message's recipient for the delivery panel: the voter's go too.
    for (const table of ['one_time_codes', 'sign_in_links', 'otp_limits', 'mail_outbox'] as const) {
      await trx.deleteFrom(table).where('voter_id', '=', voter.id).execute();
    }
    const personal = STORED_FIELDS.map((name) => voter[name]);
    // An operator's note may quote the voter; it is kept only when it does not.
    const quotes = (note: string | null) =>
      note !== null && note !== '' && personal.some((value) => value && note.includes(value));
    await trx
      .updateTable('voters')
      .set((eb) => ({
        nome: ERASED_NAME,
        email: erasedEmail(voter.id),
        cpf: erasedCpf(voter.id),
        // Any other sign-up field (celular, …) is blanked.
        ...Object.fromEntries(BLANKED_FIELDS.map((name) => [name, ''])),
        signup_prefix: null,
        invalidated_reason: quotes(voter.invalidated_reason)
          ? ERASED_REASON
          : voter.invalidated_reason,
        token_version: eb('token_version', '+', 1),
        erased_at: audit.at,
      }))
      .where('id', '=', voter.id)
      .execute();
    // Other editions' invalidations of this voter (decision 313): the same rule for their notes.
    for (const row of await trx
      .selectFrom('voter_invalidations')
      .select(['edition_id', 'invalidated_reason'])
      .where('voter_id', '=', voter.id)
      .execute()) {
      if (quotes(row.invalidated_reason)) {
        await trx
          .updateTable('voter_invalidations')
          .set({ invalidated_reason: ERASED_REASON })
          .where('voter_id', '=', voter.id)
          .where('edition_id', '=', row.edition_id)
          .execute();
      }
    }
    // The operators' reasons about this voter may quote a name no pattern can mask.
    await eraseAuditReasonsOf(trx, voter.id);
    const kept = await trx
      .updateTable('votes')
      .set({ prefix: null })
      .where('voter_id', '=', voter.id)
      .executeTakeFirst();
    await recordAudit(trx, {
      actor: audit.actor,
      action: 'voter.erase',
      target: `voter:${voter.id}`,
      at: audit.at,
    });
    return { votesKept: Number(kept.numUpdatedRows) };
  });
}

/** Codes and limits: useless once the election is over (and expired codes at any time). */
export async function purgeCodesAndLimits(db: Db): Promise<{ codes: number; limits: number }> {
  const codes = await db.deleteFrom('one_time_codes').executeTakeFirst();
  await db.deleteFrom('sign_in_links').execute();
  const limits = await db.deleteFrom('otp_limits').executeTakeFirst();
  return { codes: Number(codes.numDeletedRows), limits: Number(limits.numDeletedRows) };
}

/**
 * The editions whose voting ran and closed by `at`, the last to close first: a window that
 * opened before it closed (a new edition's placeholder window, opening and closing at its
 * creation, never ran). The election row's id is its edition's (migration 020).
 */
export async function closedEditions(
  db: Db,
  at: number,
): Promise<{ id: number; closesAt: number }[]> {
  const rows = await db
    .selectFrom('election')
    .select(['id', 'opens_at', 'closes_at'])
    .where('closes_at', 'is not', null)
    .where('closes_at', '<=', at)
    .orderBy('closes_at', 'desc')
    .execute();
  return rows
    .filter((r) => r.opens_at === null || Number(r.opens_at) < Number(r.closes_at))
    .map((r) => ({ id: Number(r.id), closesAt: Number(r.closes_at) }));
}

/**
 * Voters (not erased yet) who took part in none of `editionIds`: no vote in their categories, no
 * nomination in their nominations phase,
 * and signed up at or before `signedUpBy` (the close of the edition before them; a later sign-up
 * was for one of these editions).
 */
export function votersInactiveIn(db: Db, editionIds: number[], signedUpBy: number) {
  return (
    db
      .selectFrom('voters')
      .selectAll()
      .where('erased_at', 'is', null)
      .where('created_at', '<=', signedUpBy)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('votes')
              .innerJoin('categories', 'categories.id', 'votes.category_id')
              .select('votes.id')
              .whereRef('votes.voter_id', '=', 'voters.id')
              .where('categories.edition_id', 'in', editionIds),
          ),
        ),
      )
      // Naming a company in an edition's nominations phase is taking part too.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('nominations')
              .select('nominations.id')
              .whereRef('nominations.voter_id', '=', 'voters.id')
              .where('nominations.edition_id', 'in', editionIds),
          ),
        ),
      )
      .execute()
  );
}

/**
 * The integrity review's network prefixes of past editions (privacy notice: erased with the
 * edition's retention): every vote's in `editionIds`' categories, and every sign-up's up to
 * `signedUpBy`, the voters who stay registered included.
 */
export async function eraseNetworkPrefixes(
  db: Db,
  editionIds: number[],
  signedUpBy: number,
): Promise<{ votes: number; signUps: number }> {
  const votes = await db
    .updateTable('votes')
    .set({ prefix: null })
    .where('prefix', 'is not', null)
    .where('category_id', 'in', (eb) =>
      eb.selectFrom('categories').select('id').where('edition_id', 'in', editionIds),
    )
    .executeTakeFirst();
  const signUps = await db
    .updateTable('voters')
    .set({ signup_prefix: null })
    .where('signup_prefix', 'is not', null)
    .where('created_at', '<=', signedUpBy)
    .executeTakeFirst();
  return { votes: Number(votes.numUpdatedRows), signUps: Number(signUps.numUpdatedRows) };
}

/** How many votes the voter has cast. */
export async function countVotesOf(db: Db, voterId: number): Promise<number> {
  const row = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('voter_id', '=', voterId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
