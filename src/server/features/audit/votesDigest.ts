/**
 * The votes' digest (issue 36, decision 232): SHA-256 over every vote in the ballot box — its
 * receipt, category id and company id — one line each, in receipt order. Written into the audit
 * chain at the close (`votes.sealed`) and printed in the ata; `audit verify` recomputes it, so a
 * vote moved to another company, added or deleted after the close is caught.
 *
 * Every stored vote counts, an invalidated voter's too: invalidation does not touch the votes
 * (it is its own audit row), so the integrity review after the close leaves the digest as it was.
 * The digest names no vote's company to anyone: it is one hash over the whole box, and a receipt
 * still proves only that a vote was counted, never for whom.
 */
import { createHash } from 'node:crypto';

export interface BoxVote {
  receipt: string;
  categoryId: number;
  companyId: number;
}

export interface VotesDigest {
  votes: number;
  sha256: string;
}

const HEADER = 'votacao-votos-v1';

/** The digest of `votes`, whatever their order. */
export function votesDigest(votes: readonly BoxVote[]): VotesDigest {
  const lines = votes
    .map((v) => `${v.receipt};${v.categoryId};${v.companyId}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256').update(`${HEADER}\n`, 'utf8');
  for (const line of lines) hash.update(`${line}\n`, 'utf8');
  return { votes: lines.length, sha256: hash.digest('hex') };
}

/** What the `votes.sealed` row says (its after_json). */
export interface VotesSeal extends VotesDigest {
  /** The close it seals (the election's closesAt, ISO). */
  closesAt: string;
}

export function parseSeal(afterJson: string | null): VotesSeal | null {
  if (afterJson === null) return null;
  try {
    const value = JSON.parse(afterJson) as Partial<VotesSeal>;
    return typeof value.closesAt === 'string' &&
      typeof value.sha256 === 'string' &&
      typeof value.votes === 'number'
      ? { closesAt: value.closesAt, sha256: value.sha256, votes: value.votes }
      : null;
  } catch {
    return null;
  }
}
