/** Types of issue 26's public answers: receipts, their check, the publication's digests, the ata. */

/** GET /api/results/receipts (after publication). */
export interface PublicReceipts {
  data: { category: string; count: number; receipts: string[] }[];
  /** SHA-256 (hex) of GET /api/results/receipts.txt, the list as one text. */
  sha256: string;
}

/** GET /api/results/receipt?code=… (after publication). */
export type ReceiptCheck =
  | { status: 'counted'; receipt: string; category: string }
  | { status: 'not-counted'; receipt: string; category: string }
  | { status: 'unknown'; receipt: string };

/** GET /api/results/publication: the digests printed in the ata, as the site shows them. */
export interface PublicationDigests {
  publishedAt: string;
  /** SHA-256 of the receipts list when the results were published. */
  receiptsSha256: string;
  /** The audit chain's head when the results were published. */
  auditHead: string;
  /** SHA-256 of the ata's PDF. */
  ataSha256: string;
}

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
  invalidated: { reason: string; voters: number; votes: number }[];
  integrity: { flags: number; high: number; medium: number; low: number };
  receiptsSha256: string;
  auditHead: string;
}
