/**
 * The shapes the awards' views take (issue 41 §2–3): the public archive of published editions,
 * a seal's verification, and the voter's nominations. Hand-written until the editions' API
 * answers them (their JSON schemas then take over, decision 201).
 */

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

/** A category of the nominations form. */
export interface NominationCategory {
  id: number;
  name: string;
  /** What this voter already nominated here (read only), or null. */
  nominated: string | null;
}
