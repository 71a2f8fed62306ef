/* eslint-disable max-lines -- the publication that stands: record once, serve the standing one, versions, history and withdrawal share one stored shape (decision 221) */
/**
 * Publication (issue 26): when an operator publishes the results, the figures of the ata de
 * apuração are gathered once and stored with its digests (publications table), so the PDF
 * downloaded later is the same one, byte for byte, whatever happens afterwards.
 *
 * A publication that stands (issue 36): the results /resultados shows, the receipts (counted and
 * not counted) and the ata's PDF bytes are stored too, and every public answer after publication
 * is served from them, never computed live. Each publication has a version; a withdrawn one
 * ("Retirar a publicação") stays, with its PDF, in the history.
 */
import type { Kysely } from 'kysely';

import {
  INVALIDATION_CATEGORIES,
  isInvalidationCategory,
  type InvalidationCategory,
  type PublicResults,
} from '../../../domain/admin';
import type { Election } from '../../../domain/election';
import { categorySlug } from '../../../domain/slug';
import type {
  AtaSnapshot,
  AtaStamp,
  PublicationDigests,
  PublicationHistory,
  WithdrawalCategory,
} from '../../../domain/trust';
import { CURRENT_EDITION, CURRENT_CATEGORY_IDS, currentEditionRow } from '../../db/currentEdition';
import type { Database } from '../../db/schema';
import type { IntegrityConfig } from '../../integrityConfig';
import { auditHead, parseSeal, votesDigest, ballotBox, latestSealRow } from '../audit';
import { renderSeal } from '../awards';
import { analyseIntegrity } from '../integrity';
import { nominationsForAta } from '../nominations';
import { receiptsText, sha256Hex } from '../receipts';
import { countedReceipts, notCountedReceipts, type CategoryReceipts } from '../receipts';

import { renderAta } from './ata';
import { currentResults, publicResults } from './ranking';
import { electionRepository } from './repository';
import { resultsRepository } from './resultsRepository';

/**
 * Invalidated voters and their stored votes per category, in the list's order (a voter without
 * a category, invalidated before migration 016 gave every one "other", counts as "other").
 */
async function invalidatedByCategory(db: Kysely<Database>): Promise<AtaSnapshot['invalidated']> {
  const rows = await db
    .selectFrom('voters')
    .leftJoin('votes', (join) =>
      join
        .onRef('votes.voter_id', '=', 'voters.id')
        .on('votes.category_id', 'in', CURRENT_CATEGORY_IDS),
    )
    .where('voters.invalidated_at', 'is not', null)
    .select((eb) => [
      'voters.invalidated_category as category',
      eb.fn.count<number>('voters.id').distinct().as('voters'),
      eb.fn.count<number>('votes.id').as('votes'),
    ])
    .groupBy('voters.invalidated_category')
    .execute();
  const by = new Map<InvalidationCategory, { voters: number; votes: number }>();
  for (const row of rows) {
    const category = isInvalidationCategory(row.category) ? row.category : 'other';
    const sum = by.get(category) ?? { voters: 0, votes: 0 };
    by.set(category, {
      voters: sum.voters + Number(row.voters),
      votes: sum.votes + Number(row.votes),
    });
  }
  return INVALIDATION_CATEGORIES.filter((c) => by.has(c)).map((category) => ({
    category,
    ...by.get(category)!,
  }));
}

/** The receipts as published: what the list, its text and the receipt check answer from. */
export interface StoredReceipts {
  counted: CategoryReceipts[];
  notCounted: CategoryReceipts[];
}

/** What a publication needs from the configuration: the integrity rules and the site's address. */
export interface PublicationConfig {
  integrity: IntegrityConfig;
  /** PUBLIC_URL: the host each seal's verification address names (null: the path alone). */
  publicUrl: string | null;
}

/** One category's outcome as published (issue 41 §2): every first place with votes wins. */
export interface AwardsCategory {
  category: string;
  slug: string;
  /** Every company ranked first with votes (several on a tie); empty without votes. */
  winners: string[];
}

/**
 * What the archive (/vencedores) and a seal's verification say of a publication, frozen with it
 * (migration 022, decision 317): the edition's year and the award's name as they were then.
 */
export interface AwardsEntry {
  year: number;
  award: string;
  categories: AwardsCategory[];
}

/** A winner's seal as published: its SVG text, rendered once, served as stored. */
export interface StoredSeal {
  slug: string;
  category: string;
  company: string;
  /** 1, 2, … among the category's winners (a tie has several). */
  place: number;
  svg: string;
}

/** The outcome per category of an ata's figures: first places with at least one vote. */
export function awardsEntryOf(snapshot: AtaSnapshot, year: number, award: string): AwardsEntry {
  return {
    year,
    award,
    categories: snapshot.categories.map((c) => ({
      category: c.category,
      slug: categorySlug(c.category),
      winners: c.companies.filter((co) => co.rank === 1 && co.votes > 0).map((co) => co.name),
    })),
  };
}

/** Every winner's seal, in the entry's order (about 60 ms each: drawn once, at publication). */
export function sealsOf(entry: AwardsEntry, publicUrl: string | null): StoredSeal[] {
  return entry.categories.flatMap((c) =>
    c.winners.map((company, i) => ({
      slug: c.slug,
      category: c.category,
      company,
      place: i + 1,
      svg: renderSeal({
        award: entry.award,
        year: entry.year,
        category: c.category,
        company,
        publicUrl: publicUrl ?? '',
      }),
    })),
  );
}

/** A publication as stored: digests, the ata's figures, and (issue 36) what is served from it. */
export interface StoredPublication {
  digests: PublicationDigests;
  snapshot: AtaSnapshot;
  /** null on a publication made before issue 36 (answered live, as then). */
  results: PublicResults | null;
  receipts: StoredReceipts | null;
  /** The ata's bytes as published; null before issue 36 (rendered from the snapshot). */
  pdf: Buffer | null;
  version: number;
  withdrawnAt: number | null;
  withdrawnCategory: WithdrawalCategory | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The election's reopenings after a read of the results, as the ata and the history list them. */
async function reopeningsOf(db: Kysely<Database>) {
  return (await electionRepository(db).reopenings()).map((r) => ({
    resultsReadAt: iso(Number(r.results_read_at)),
    reopenedAt: iso(Number(r.reopened_at)),
  }));
}

/**
 * A value per database handle and publication, loaded once per process: a publication's content
 * never changes after the insert (only the withdrawal columns do, read with the index).
 */
function oncePerPublication<T, A extends unknown[]>(
  load: (db: Kysely<Database>, id: number, ...rest: A) => Promise<T>,
) {
  const known = new WeakMap<Kysely<Database>, Map<number, T>>();
  return async (db: Kysely<Database>, id: number, ...rest: A): Promise<T> => {
    let mine = known.get(db);
    if (!mine) known.set(db, (mine = new Map()));
    if (!mine.has(id)) mine.set(id, await load(db, id, ...rest));
    return mine.get(id)!;
  };
}

/**
 * The votes' digest the ata prints: the one sealed in the chain at the close (the publish route
 * refuses a box that no longer matches it); computed from the box only where nothing was sealed.
 */
async function sealedDigest(db: Kysely<Database>): Promise<string> {
  const seal = parseSeal((await latestSealRow(db))?.after ?? null);
  return seal ? seal.sha256 : votesDigest(await ballotBox(db)).sha256;
}

async function gatherPublication(
  db: Kysely<Database>,
  election: Election,
  integrity: IntegrityConfig,
  publishedAt: number,
  version: number,
): Promise<{ snapshot: AtaSnapshot; results: PublicResults; receipts: StoredReceipts }> {
  const repo = resultsRepository(db);
  const [
    results,
    turnout,
    receipts,
    notCounted,
    invalidated,
    report,
    head,
    reopenings,
    box,
    named,
  ] = await Promise.all([
    currentResults(repo, publishedAt),
    repo.turnout(),
    countedReceipts(db),
    notCountedReceipts(db),
    invalidatedByCategory(db),
    analyseIntegrity(db, integrity, publishedAt),
    auditHead(db),
    reopeningsOf(db),
    sealedDigest(db),
    nominationsForAta(db),
  ]);
  const receiptsBy = new Map(receipts.map((r) => [r.category, r.receipts.length]));
  const count = (s: string) => report.flags.filter((f) => f.severity === s).length;
  const snapshot: AtaSnapshot = {
    award: election.name,
    opensAt: election.opensAt,
    closesAt: election.closesAt,
    publishedAt: iso(publishedAt),
    registeredVoters: turnout.registeredVoters,
    votersWhoVoted: turnout.votersWhoVoted,
    categories: results.data.map((c) => ({
      category: c.category,
      companies: c.companies.map(({ name, votes, rank }) => ({ name, votes, rank })),
      receipts: receiptsBy.get(c.category) ?? 0,
    })),
    invalidated,
    integrity: {
      flags: report.flags.length,
      high: count('high'),
      medium: count('medium'),
      low: count('low'),
    },
    receiptsSha256: sha256Hex(receiptsText(receipts)),
    votesSha256: box,
    auditHead: head ?? '',
    version,
    reopenings,
    // Issue 41 §3: only with a nominations phase, so an ata without one stays as it was.
    ...(named ? { nominations: named } : {}),
  };
  return { snapshot, results: publicResults(results), receipts: { counted: receipts, notCounted } };
}

/** A publication's index entry: everything but its (large, never changing) content. */
interface PublicationMeta {
  id: number;
  v: number;
  published_at: number;
  receipts_sha256: string;
  audit_head: string;
  ata_sha256: string;
  withdrawn_at: number | null;
  withdrawn_category: string | null;
}

/**
 * Every publication of the current edition, oldest first, each with its version (a row from
 * before 014: its rank).
 */
async function publicationRows(db: Kysely<Database>): Promise<PublicationMeta[]> {
  const rows = await db
    .selectFrom('publications')
    .select([
      'id',
      'version',
      'published_at',
      'receipts_sha256',
      'audit_head',
      'ata_sha256',
      'withdrawn_at',
      'withdrawn_category',
    ])
    .where('edition_id', '=', CURRENT_EDITION)
    .orderBy('id')
    .execute();
  return rows.map((row, i) => ({
    ...row,
    id: Number(row.id),
    published_at: Number(row.published_at),
    withdrawn_at: row.withdrawn_at === null ? null : Number(row.withdrawn_at),
    v: row.version === null ? i + 1 : Number(row.version),
  }));
}

type PublicationContent = Pick<StoredPublication, 'snapshot' | 'results' | 'receipts' | 'pdf'>;

/**
 * A publication's content, parsed once per process: every /resultados request after the first
 * costs an index query, not the parsing of the receipts and the PDF.
 */
const contentOf = oncePerPublication(async (db, id): Promise<PublicationContent> => {
  const row = await db
    .selectFrom('publications')
    .select(['snapshot_json', 'results_json', 'receipts_json', 'ata_pdf_base64'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    snapshot: JSON.parse(row.snapshot_json) as AtaSnapshot,
    results: row.results_json === null ? null : (JSON.parse(row.results_json) as PublicResults),
    receipts: row.receipts_json === null ? null : (JSON.parse(row.receipts_json) as StoredReceipts),
    pdf: row.ata_pdf_base64 === null ? null : Buffer.from(row.ata_pdf_base64, 'base64'),
  };
});

/** Gathers, renders and stores the publication (the next version); returns its digests. */
export async function recordPublication(
  db: Kysely<Database>,
  election: Election,
  config: PublicationConfig,
  publishedAt: number,
): Promise<PublicationDigests> {
  const rows = await publicationRows(db);
  const version = rows.reduce((max, r) => Math.max(max, r.v), 0) + 1;
  const [{ snapshot, results, receipts }, edition] = await Promise.all([
    gatherPublication(db, election, config.integrity, publishedAt, version),
    currentEditionRow(db).executeTakeFirstOrThrow(),
  ]);
  const pdf = await renderAta(snapshot);
  const ataSha256 = sha256Hex(pdf);
  // The archive's entry and the winners' seals, in the same row (decision 317): what a seal
  // and /vencedores say never changes after this, whatever the catalogue or the edition become.
  const awards = awardsEntryOf(snapshot, Number(edition.year), election.name ?? edition.name);
  const seals = sealsOf(awards, config.publicUrl);
  await db
    .insertInto('publications')
    .values({
      edition_id: CURRENT_EDITION,
      published_at: publishedAt,
      receipts_sha256: snapshot.receiptsSha256,
      audit_head: snapshot.auditHead,
      ata_sha256: ataSha256,
      snapshot_json: JSON.stringify(snapshot),
      version,
      withdrawn_at: null,
      withdrawn_category: null,
      results_json: JSON.stringify(results),
      receipts_json: JSON.stringify(receipts),
      ata_pdf_base64: pdf.toString('base64'),
      awards_json: JSON.stringify(awards),
      seals_json: JSON.stringify(seals),
    })
    // Another call (or process) recorded this publication meanwhile: its row stands.
    .onConflict((oc) => oc.column('published_at').doNothing())
    .execute();
  return {
    publishedAt: snapshot.publishedAt,
    receiptsSha256: snapshot.receiptsSha256,
    auditHead: snapshot.auditHead,
    ataSha256,
    version,
  };
}

async function stored(db: Kysely<Database>, row: PublicationMeta): Promise<StoredPublication> {
  return {
    digests: {
      publishedAt: iso(row.published_at),
      receiptsSha256: row.receipts_sha256,
      auditHead: row.audit_head,
      ataSha256: row.ata_sha256,
      version: row.v,
    },
    ...(await contentOf(db, row.id)),
    version: row.v,
    withdrawnAt: row.withdrawn_at,
    withdrawnCategory: row.withdrawn_category as WithdrawalCategory | null,
  };
}

/** The latest publication (null when there is none). */
export async function latestPublication(db: Kysely<Database>): Promise<StoredPublication | null> {
  const rows = await publicationRows(db);
  const last = rows.at(-1);
  return last ? stored(db, last) : null;
}

/** The publication with this version (withdrawn or superseded ones too); null when none. */
export async function publicationVersion(
  db: Kysely<Database>,
  version: number,
): Promise<(StoredPublication & { stamp: AtaStamp | null }) | null> {
  const rows = await publicationRows(db);
  const i = rows.findIndex((r) => r.v === version);
  if (i < 0) return null;
  const row = rows[i]!;
  const next = rows[i + 1];
  const stamp: AtaStamp | null = next
    ? { kind: 'superseded', byVersion: next.v, at: iso(next.published_at) }
    : row.withdrawn_at !== null
      ? {
          kind: 'withdrawn',
          at: iso(row.withdrawn_at),
          category: row.withdrawn_category as WithdrawalCategory | null,
        }
      : null;
  return { ...(await stored(db, row)), stamp };
}

/** GET /api/results/history: every publication, withdrawn ones too, and the reopenings. */
export async function publicationHistory(db: Kysely<Database>): Promise<PublicationHistory> {
  const [rows, reopenings] = await Promise.all([publicationRows(db), reopeningsOf(db)]);
  return {
    versions: rows.map((row, i) => {
      const next = rows[i + 1];
      return {
        version: row.v,
        publishedAt: iso(row.published_at),
        ataSha256: row.ata_sha256,
        receiptsSha256: row.receipts_sha256,
        withdrawnAt: row.withdrawn_at === null ? null : iso(row.withdrawn_at),
        withdrawalCategory: row.withdrawn_category as WithdrawalCategory | null,
        supersededBy: next ? next.v : null,
        supersededAt: next ? iso(next.published_at) : null,
      };
    }),
    reopenings,
  };
}

/**
 * The publication standing now, the election read again from the database before saying there
 * is none: a process keeps the election row in memory for up to a second (decision 092), so
 * right after another process published, this one's copy may not know yet and answered 404
 * (issue 37). Only the "not published" path pays the extra read.
 */
export async function standingPublication(
  db: Kysely<Database>,
  election: {
    view(): Promise<Election>;
    row(): Promise<{ results_published_at: number | null }>;
    invalidate(): void;
  },
  config: PublicationConfig,
): Promise<StoredPublication | null> {
  const found = await currentPublication(db, election, config);
  if (found) return found;
  election.invalidate();
  return currentPublication(db, election, config);
}

/**
 * The publication of the results now published (gathered and stored on the first call after
 * publishing: the publish route calls it right after its audit entry); null while they are not
 * published.
 */
export async function currentPublication(
  db: Kysely<Database>,
  election: { view(): Promise<Election>; row(): Promise<{ results_published_at: number | null }> },
  config: PublicationConfig,
): Promise<StoredPublication | null> {
  const view = await election.view();
  const publishedAt = (await election.row()).results_published_at;
  if (!view.resultsPublished || publishedAt === null) return null;
  const last = (await publicationRows(db)).at(-1);
  if (last && last.withdrawn_at === null && last.published_at === Number(publishedAt)) {
    return stored(db, last);
  }
  // One recording per publication in this process, however many calls arrive meanwhile (the
  // unique index settles it between processes).
  const key = Number(publishedAt);
  const mine = recordings.get(db) ?? new Map<number, Promise<PublicationDigests>>();
  recordings.set(db, mine);
  let recording = mine.get(key);
  if (!recording) {
    recording = recordPublication(db, view, config, key).finally(() => mine.delete(key));
    mine.set(key, recording);
  }
  await recording;
  return latestPublication(db);
}

const recordings = new WeakMap<Kysely<Database>, Map<number, Promise<PublicationDigests>>>();

/** A published edition as the archive lists it: its standing publication's frozen entry. */
export interface PublishedEdition {
  publicationId: number;
  year: number;
  publishedAt: string;
  version: number;
  awards: AwardsEntry;
}

/** A publication's awards entry, parsed once per process. */
const awardsEntryFor = oncePerPublication(
  async (db, id, editionYear: number): Promise<AwardsEntry> => {
    const row = await db
      .selectFrom('publications')
      .select(['awards_json', 'snapshot_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.awards_json !== null) return JSON.parse(row.awards_json) as AwardsEntry;
    // Published before migration 022: its ata's figures say the winners; no seals were drawn.
    const snapshot = JSON.parse(row.snapshot_json) as AtaSnapshot;
    return awardsEntryOf(snapshot, editionYear, snapshot.award ?? '');
  },
);

/**
 * Every edition whose latest publication stands (not withdrawn), newest year first: what
 * /vencedores lists, each from the entry frozen with its publication.
 */
export async function publishedEditions(db: Kysely<Database>): Promise<PublishedEdition[]> {
  const rows = await db
    .selectFrom('publications')
    .innerJoin('editions', 'editions.id', 'publications.edition_id')
    .select([
      'publications.id as id',
      'publications.edition_id as editionId',
      'publications.published_at as publishedAt',
      'publications.version as version',
      'publications.withdrawn_at as withdrawnAt',
      'editions.year as year',
    ])
    .orderBy('publications.id')
    .execute();
  const latest = new Map<number, (typeof rows)[number] & { v: number }>();
  const count = new Map<number, number>();
  for (const row of rows) {
    const edition = Number(row.editionId);
    const rank = (count.get(edition) ?? 0) + 1;
    count.set(edition, rank);
    latest.set(edition, { ...row, v: row.version === null ? rank : Number(row.version) });
  }
  const standing = [...latest.values()].filter((row) => row.withdrawnAt === null);
  const editions = await Promise.all(
    standing.map(async (row) => {
      const awards = await awardsEntryFor(db, Number(row.id), Number(row.year));
      return {
        publicationId: Number(row.id),
        year: awards.year,
        publishedAt: iso(Number(row.publishedAt)),
        version: row.v,
        awards,
      };
    }),
  );
  return editions.sort((a, b) => b.year - a.year);
}

/** The standing publication of the edition published as `year` (null when none stands). */
export async function editionPublication(
  db: Kysely<Database>,
  year: number,
): Promise<(PublishedEdition & { content: PublicationContent }) | null> {
  const found = (await publishedEditions(db)).find((e) => e.year === year);
  if (!found) return null;
  return { ...found, content: await contentOf(db, found.publicationId) };
}

/** The seals stored with a publication (none before migration 022). */
export async function publicationSeals(
  db: Kysely<Database>,
  publicationId: number,
): Promise<StoredSeal[]> {
  const row = await db
    .selectFrom('publications')
    .select('seals_json')
    .where('id', '=', publicationId)
    .executeTakeFirst();
  return row?.seals_json ? (JSON.parse(row.seals_json) as StoredSeal[]) : [];
}
