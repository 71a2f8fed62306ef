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
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.votes - a.item.votes || a.index - b.index)
    .map(({ item }) => item);
  const counts = new Map<number, number>();
  for (const item of sorted) counts.set(item.votes, (counts.get(item.votes) ?? 0) + 1);
  let rank = 0;
  let previous: number | undefined;
  return sorted.map((item, index) => {
    if (item.votes !== previous) {
      rank = index + 1;
      previous = item.votes;
    }
    return { item, rank, tied: (counts.get(item.votes) ?? 0) > 1 };
  });
}
