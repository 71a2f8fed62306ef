/**
 * The shapes the awards' views take (issue 41 §2–3): the public archive of published editions,
 * a seal's verification, and the voter's nominations. The API's answers are `FromSchema` of
 * src/domain/schemas/awardsApi.ts (decision 201); `archiveEditions` and `sealCheckOf` turn them
 * into what the views show.
 */
import type { FromSchema } from 'json-schema-to-ts';

import { formatElectionDate } from './election';
import type { awardsArchive, sealCheckAnswer } from './schemas/awardsApi';

/** GET /api/awards. */
export type AwardsArchive = FromSchema<typeof awardsArchive>;

/** GET /api/awards/{year}/{slug}. */
export type SealCheckAnswer = FromSchema<typeof sealCheckAnswer>;

/** An edition's published files, by year (GET /api/awards/{year}/…), as absolute addresses. */
export type AwardsFileUrl = (year: number, file: 'ata.pdf' | 'receipts.txt') => string;

/** The address of a seal's verification page: `/vencedores/{year}/{slug}`. */
export const sealCheckPath = (year: number, slug: string) =>
  `/vencedores/${year}/${encodeURIComponent(slug)}`;

/** An edition's results page: /resultados with its year (the current one's is /resultados too). */
export const editionResultsPath = (year: number) => `/resultados?ano=${year}`;

/** One category's outcome in a published edition. */
export interface ArchiveWinner {
  category: string;
  /** The seal's verification page, `/vencedores/{year}/{slug}` (slug.ts: winnerPath). */
  href: string;
  /** The winners: one, several on a tie, none when the category had no vote. */
  companies: string[];
}

/** A published edition in /vencedores. */
export interface ArchiveEdition {
  year: number;
  name: string;
  /** When it was published, as the reader reads it ("12/12/2026"). */
  publishedOn: string;
  resultsHref: string;
  ataHref: string;
  receiptsHref: string;
  winners: ArchiveWinner[];
}

/** What `/vencedores/{year}/{slug}` found for a seal. */
export interface SealCheck {
  year: number;
  award: string;
  /** The category as the edition named it, or the slug when no published category has it. */
  category: string;
  /** That category's published winners; empty when none (no such category, year or votes). */
  winners: string[];
  /** The company the address names (`?empresa=`), when it names one. */
  claimed?: string | null;
  ataHref?: string;
  resultsHref?: string;
}

/**
 * Whether a seal is genuine: its category and year elected a company and, when the address names
 * the company, it is one of the winners (exact name, as published).
 */
export function sealVerdict(check: SealCheck): 'confirmed' | 'mismatch' {
  if (check.winners.length === 0) return 'mismatch';
  if (check.claimed && !check.winners.includes(check.claimed)) return 'mismatch';
  return 'confirmed';
}

/** The archive's answer as /vencedores shows it (newest first, as the API lists it). */
export function archiveEditions(archive: AwardsArchive, fileUrl: AwardsFileUrl): ArchiveEdition[] {
  return archive.data.map((edition) => ({
    year: edition.year,
    name: edition.award,
    publishedOn: formatElectionDate(edition.publishedAt).slice(0, 10),
    resultsHref: editionResultsPath(edition.year),
    ataHref: fileUrl(edition.year, 'ata.pdf'),
    receiptsHref: fileUrl(edition.year, 'receipts.txt'),
    winners: edition.categories.map((c) => ({
      category: c.category,
      href: sealCheckPath(edition.year, c.slug),
      companies: [...c.winners],
    })),
  }));
}

/** A verification's answer as the seal's page shows it (the links only when something was published). */
export function sealCheckOf(answer: SealCheckAnswer, fileUrl: AwardsFileUrl): SealCheck {
  const published = answer.outcome !== 'no-edition';
  return {
    year: answer.year,
    award: answer.award ?? '',
    category: answer.category ?? answer.slug,
    winners: [...answer.winners],
    ...(published
      ? { ataHref: fileUrl(answer.year, 'ata.pdf'), resultsHref: editionResultsPath(answer.year) }
      : {}),
  };
}

/** A category of the nominations form. */
export interface NominationCategory {
  id: number;
  name: string;
  /** What this voter already nominated here (read only), or null. */
  nominated: string | null;
}
