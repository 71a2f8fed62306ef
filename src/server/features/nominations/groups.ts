/**
 * The operator's groups between the database and the console (decision 305): stored as names
 * and spellings (`StoredGroup`), shown with counts counted afresh (`NominationGroup`), so a voter
 * invalidated after the close stops counting without touching the operator's work. Spellings no
 * stored group holds (a voter restored after the first look) are grouped by the domain's rule
 * (decision 316) into groups of their own, with the next ids.
 */
import {
  chooseFinalists,
  FINALISTS_SIZE,
  groupNominations,
  sortGroups,
  type NominationGroup,
} from '../../../domain/nominations';

import type { GroupsRow, StoredGroup } from './repository';

function expand(counts: ReadonlyMap<string, number>, texts?: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [text, n] of counts) {
    if (texts && !texts.has(text)) continue;
    for (let i = 0; i < n; i++) out.push(text);
  }
  return out;
}

/** The spellings no stored group holds (only they need grouping, and the member list). */
export function leftoverSpellings(
  stored: readonly StoredGroup[],
  counts: ReadonlyMap<string, number>,
): Set<string> {
  const held = new Set(stored.flatMap((g) => g.texts));
  return new Set([...counts.keys()].filter((t) => !held.has(t)));
}

/** The stored groups, with groups for spellings none holds (ids after the highest). */
export function reconcile(
  stored: readonly StoredGroup[],
  counts: ReadonlyMap<string, number>,
  members: readonly string[],
  leftover = leftoverSpellings(stored, counts),
): StoredGroup[] {
  if (leftover.size === 0) return [...stored];
  const next = stored.reduce((max, g) => Math.max(max, g.id), 0);
  const fresh = groupNominations(expand(counts, leftover), members);
  return [
    ...stored,
    ...fresh.map((g) => ({
      id: next + g.id,
      name: g.name,
      texts: g.variants.map((v) => v.text),
    })),
  ];
}

/** Every group with its counts, spellings nobody counts any more included (count 0). */
export function withCounts(
  stored: readonly StoredGroup[],
  counts: ReadonlyMap<string, number>,
): NominationGroup[] {
  return sortGroups(
    stored.map((g) => {
      const variants = g.texts
        .map((text) => ({ text, count: counts.get(text) ?? 0 }))
        .sort((a, b) => b.count - a.count);
      return { id: g.id, name: g.name, variants, count: variants.reduce((n, v) => n + v.count, 0) };
    }),
  );
}

/** What the console shows: groups and spellings somebody counts. */
export function visible(groups: readonly NominationGroup[]): NominationGroup[] {
  return groups
    .filter((g) => g.count > 0)
    .map((g) => ({ ...g, variants: g.variants.filter((v) => v.count > 0) }));
}

export function toStored(groups: readonly NominationGroup[]): StoredGroup[] {
  return [...groups]
    .sort((a, b) => a.id - b.id)
    .map((g) => ({ id: g.id, name: g.name, texts: g.variants.map((v) => v.text) }));
}

/** A category's finalists (chosen, or the five most named) and the groups tied at the cut. */
export function finalistsOf(
  shown: readonly NominationGroup[],
  chosen: GroupsRow['finalists'],
): { finalists: number[]; tiedAtCut: number[] } {
  const top = chooseFinalists(shown, FINALISTS_SIZE);
  const ids = new Set(shown.map((g) => g.id));
  return {
    finalists:
      chosen === null ? top.finalists.map((g) => g.id) : chosen.filter((id) => ids.has(id)),
    tiedAtCut: top.tiedAtCut.map((g) => g.id),
  };
}
