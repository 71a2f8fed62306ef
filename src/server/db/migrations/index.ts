/**
 * Numbered migrations, run at start-up and by `npm run admin -- migrate`: one file each in this
 * folder, `NNN-name.ts` for the migration named `NNN_name` (the name stored in kysely_migration,
 * which must never change). Written with Kysely's schema builder; the only dialect difference is
 * how an auto-increment key is spelled. Never edit a released migration: add the next number.
 * Table types for all of them: ../schema.ts.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationResultSet } from 'kysely/migration';

import type { DatabaseKind } from '../database';

import { initial } from './001-initial';
import { hardening } from './002-hardening';
import { operatorsAndElection } from './003-operators-and-election';
import { integrityAndAudit } from './004-integrity-and-audit';
import { catalogVersion } from './005-catalog-version';
import { countingIndexes } from './005b-counting-indexes';
import { signInLinks } from './006-sign-in-links';
import { voterChoicesIndex } from './007-voter-choices-index';
import { roundTwo } from './008-round-two';
import { trust } from './009-trust';
import { mailOutbox } from './010-mail-outbox';
import { operatorSessions } from './011-operator-sessions';
import { outboxWaitingIndex } from './012-outbox-waiting-index';
import { leanVoteIndexes } from './013-lean-vote-indexes';
import { publicationThatStands } from './014-publication-that-stands';
import { auditEraseOnlyErased } from './015-audit-erase-only-erased';
import { invalidationCategory } from './016-invalidation-category';
import { mailBounces } from './018-mail-bounces';
import { remindersInTheOutbox } from './019-reminders-in-the-outbox';
import { editions } from './020-editions';
import { invalidationsPerEdition } from './021-invalidations-per-edition';
import { awardsAtPublication } from './022-awards-at-publication';
import { nominations } from './023-nominations';
import { memberLists } from './024-member-lists';

export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '001_initial': initial(kind),
    '002_hardening': hardening,
    '003_operators_and_election': operatorsAndElection(kind),
    '004_integrity_and_audit': integrityAndAudit(kind),
    '005_catalog_version': catalogVersion(kind),
    '005b_counting_indexes': countingIndexes,
    '006_sign_in_links': signInLinks,
    '007_voter_choices_index': voterChoicesIndex,
    '008_round_two': roundTwo(kind),
    '009_trust': trust(kind),
    '010_mail_outbox': mailOutbox(kind),
    '011_operator_sessions': operatorSessions,
    '012_outbox_waiting_index': outboxWaitingIndex,
    '013_lean_vote_indexes': leanVoteIndexes(kind),
    '014_publication_that_stands': publicationThatStands(kind),
    '015_audit_erase_only_erased': auditEraseOnlyErased(kind),
    '016_invalidation_category': invalidationCategory,
    '018_mail_bounces': mailBounces,
    '019_reminders_in_the_outbox': remindersInTheOutbox(kind),
    '020_editions': editions(kind),
    '021_invalidations_per_edition': invalidationsPerEdition,
    '022_awards_at_publication': awardsAtPublication,
    '023_nominations': nominations(kind),
    '024_member_lists': memberLists,
  };
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResultSet['results'],
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database: with a
 * kysely_migration_lock left in another schema it would skip creating ours. Name ours.
 */
export async function migrationTableSchemaOf(
  db: Kysely<never>,
  kind: DatabaseKind,
): Promise<{ migrationTableSchema?: string }> {
  if (kind !== 'postgres') return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<never>, kind: DatabaseKind): Promise<string[]> {
  const migrator = new Migrator({
    db,
    ...(await migrationTableSchemaOf(db, kind)),
    provider: { getMigrations: async () => migrations(kind) },
    // Slices land in any order (003 reached main after 004 and 005): a database that already
    // has a later migration still gets an earlier one it lacks. Each migration touches its own
    // tables, so their order does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed
        ? `Database migration ${failed} failed: ${reason}`
        : `Could not open or migrate the database: ${reason}`,
      results,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
