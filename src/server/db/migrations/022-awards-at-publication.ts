/**
 * 022_awards_at_publication (issue 41 §2, decision 317): a publication keeps what the archive
 * (/vencedores), a seal's verification page and the seals themselves say, in the same row that
 * freezes its results, receipts and ata, written by the same statement.
 *
 * - publications.awards_json: the edition's year, the award's name and each category's winners
 *   (name, slug, companies) as published (AwardsEntry, features/election/publication.ts).
 * - publications.seals_json: each winner's seal, its SVG text as rendered at publication
 *   (StoredSeal[]); a tie's winners get one each.
 *
 * Both null on a publication made before 022 (the archive lists it from its stored results;
 * it has no seals). Down drops both columns.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const awardsAtPublication: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('publications').addColumn('awards_json', 'text').execute();
    await db.schema.alterTable('publications').addColumn('seals_json', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('publications').dropColumn('seals_json').execute();
    await db.schema.alterTable('publications').dropColumn('awards_json').execute();
  },
};
