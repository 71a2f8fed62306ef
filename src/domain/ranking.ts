/** Ranking of companies by votes, ties sharing a rank (1, 1, 3: "competition" ranking). */

export interface Ranked<T> {
  item: T;
  /** 1-based; equal votes share the rank. */
  rank: number;
  /** Another item has the same number of votes. */
  tied: boolean;
}

/**
 * Sorts by votes (most first; equal votes keep their given order) and gives each its rank. Ties
 * share the rank and the next rank skips accordingly: 10, 10, 7 → 1, 1, 3.
 */
export function rankByVotes<T extends { votes: number }>(items: readonly T[]): Ranked<T>[] {
  // Array.prototype.sort is stable: equal votes stay in their given order, next to each other.
  const sorted = [...items].sort((a, b) => b.votes - a.votes);
  let rank = 0;
  return sorted.map((item, index) => {
    const sameAsPrevious = item.votes === sorted[index - 1]?.votes;
    if (!sameAsPrevious) rank = index + 1;
    return { item, rank, tied: sameAsPrevious || item.votes === sorted[index + 1]?.votes };
  });
}
