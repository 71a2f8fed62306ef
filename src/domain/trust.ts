/**
 * Types of issue 26's public answers: receipts, their check, the publication's digests, the ata.
 * The answers' types are `FromSchema` of their schemas (src/domain/schemas/trustApi.ts, decision
 * 201) but ReceiptCheck's; AtaSnapshot is stored, never an answer.
 */
import type { FromSchema } from 'json-schema-to-ts';

import type { InvalidationCategory } from './admin';
import type {
  publicationDigests,
  publicationHistory,
  publicReceipts,
  WITHDRAWAL_CATEGORIES,
} from './schemas/trustApi';

/**
 * GET /api/results/receipts (after publication); `sha256` is the SHA-256 (hex) of
 * GET /api/results/receipts.txt, the list as one text.
 */
export type PublicReceipts = FromSchema<typeof publicReceipts>;

/**
 * GET /api/results/receipt?code=… (after publication). Hand-kept: a union by status (no category
 * when 'unknown'), which the flat answer schema (receiptCheck) cannot say without an `anyOf` that
 * fast-json-stringify would check each answer against.
 */
export type ReceiptCheck =
  | { status: 'counted'; receipt: string; category: string }
  | { status: 'not-counted'; receipt: string; category: string }
  | { status: 'unknown'; receipt: string };

/**
 * GET /api/results/publication: the digests printed in the ata, as the site shows them: the
 * receipts list's SHA-256 and the audit chain's head when the results were published, and the
 * SHA-256 of the ata's PDF.
 */
export type PublicationDigests = FromSchema<typeof publicationDigests>;

/** What the ata de apuração says (stored at publication, so every download is the same PDF). */
export interface AtaSnapshot {
  award: string | null;
  opensAt: string | null;
  closesAt: string | null;
  publishedAt: string;
  registeredVoters: number;
  votersWhoVoted: number;
  categories: {
    category: string;
    companies: { name: string; votes: number; rank: number }[];
    receipts: number;
  }[];
  /**
   * Invalidated voters and their (not counted) votes per category of INVALIDATION_CATEGORIES
   * (only categories with voters). Never the operator's free text (issue 36): that stays in
   * the audit trail.
   */
  invalidated: { category: InvalidationCategory; voters: number; votes: number }[];
  integrity: { flags: number; high: number; medium: number; low: number };
  receiptsSha256: string;
  /**
   * SHA-256 of every vote in the box (receipt, category, company; audit/votesDigest.ts), sealed
   * in the audit chain at the close. Absent from atas stored before issue 36.
   */
  votesSha256?: string;
  auditHead: string;
  // Issue 36 (absent from atas stored before it):
  /** The publication's version: 1, then 2 after a withdrawal and a new publication, … */
  version?: number;
  /** Reopenings of voting after the results per company were read (ISO dates). */
  reopenings?: { resultsReadAt: string; reopenedAt: string }[];
  /** Issue 41 §3: the nominations phase the ballot came from (absent without one). */
  nominations?: AtaNominations;
}

/**
 * The ata's nominations (issue 41 §3): per category, each finalist with its nominations, and
 * each of the operator's merges (the spellings merged and the name they went under).
 */
export type AtaNominations = {
  category: string;
  finalists: { name: string; nominations: number }[];
  merges: { into: string; spellings: string[] }[];
}[];

/** GET /api/results/history (issue 36): the publications, withdrawn ones too, and reopenings. */
export type PublicationHistory = FromSchema<typeof publicationHistory>;

export type WithdrawalCategory = (typeof WITHDRAWAL_CATEGORIES)[number];

/**
 * The mark of an ata that no longer stands, printed on the copy served for reading (the bytes
 * as published stay downloadable, so their SHA-256 still matches; docs/trust.md).
 */
export type AtaStamp =
  | { kind: 'superseded'; byVersion: number; at: string }
  | { kind: 'withdrawn'; at: string; category: WithdrawalCategory | null };
