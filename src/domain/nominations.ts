/**
 * The nominations phase's grouping (issue 41 §3, decision 316): voters write a company's name
 * freely, and the operator sees each category's nominations as groups of names that are one
 * company ("Padaria do Zé", "padaria do ze", "Pad. do Zé Ltda."), with their counts; then merges,
 * splits and names groups, and chooses the finalists. Pure: the server groups when the phase
 * closes, the console applies the operator's operations, both with these functions.
 *
 * The normal form of a name (`nominationTokens`): the catalogue's normal form (NFC, spaces), no
 * accents, lower case, "S/A" "S.A." "S. A." read as "sa"; words are the runs of letters and digits,
 * each through Unicode's confusables skeleton (the catalogue's key, decision 244: a Cyrillic "а"
 * is an "a"); a word written with a full stop after it is an abbreviation ("Pad."); the
 * connectives de, da, do, das, dos, e are dropped, and so are legal suffixes at the end (Ltda,
 * ME, EIRELI, SA, EPP, MEI), as long as a word remains.
 *
 * Two names are one company (`sameCompany`) when their words joined are equal ("Pada Ria" is
 * "Padaria"), or when they have as many words and each pair is one word: equal; an abbreviation of
 * three letters or more that begins the other ("pad." and "padaria"); or, for longer words, a
 * Levenshtein distance (fastest-levenshtein) of at most 1 from 6 letters and 2 from 10 letters
 * (`WORD_TYPOS`). Words of up to 5 letters must be equal: "Padaria Só" and "Padaria Sol" are two
 * companies, and so are "Farmácia Norte" and "Farmácia Sorte".
 */
import { distance } from 'fastest-levenshtein';

import { normaliseCatalogName } from './catalogName';
import { catalogNameKey } from './catalogNameKey';
import { compareNames } from './collation';

/** A word of a name's normal form. */
export interface NominationWord {
  /** Lower case, without accents: what connectives and legal suffixes are told by. */
  text: string;
  /** Its confusables skeleton (decision 244): what words are compared by ("m" reads "rn"). */
  key: string;
  /** Written with a full stop after it ("Pad."). */
  abbreviated: boolean;
}

/** Legal forms dropped from a name's end (after "S/A", "S.A." became "sa"). */
export const LEGAL_SUFFIXES: readonly string[] = ['ltda', 'me', 'eireli', 'sa', 'epp', 'mei'];

/** Connectives dropped anywhere ("Padaria Zé" is "Padaria do Zé"). */
export const CONNECTIVES: readonly string[] = ['de', 'da', 'do', 'das', 'dos', 'e'];

/**
 * How many letters two words may differ by and still be one word, by the longer word's length:
 * the first row whose `from` it reaches, from the bottom. Below 6 letters: none.
 */
export const WORD_TYPOS: readonly { from: number; typos: number }[] = [
  { from: 6, typos: 1 },
  { from: 10, typos: 2 },
];

/** Abbreviations match the words they begin from this many letters ("pa." matches nothing). */
export const ABBREVIATION_MIN = 3;

function withoutMarks(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/** The words a name is compared by (see the module's comment). Empty: nothing to compare. */
export function nominationTokens(name: string): NominationWord[] {
  const plain = withoutMarks(normaliseCatalogName(name)).replace(
    /(^|[^\p{L}\p{N}])s\s*[./]\s*a(?![\p{L}\p{N}])\.?/gu,
    '$1 sa ',
  );
  const words: NominationWord[] = [];
  for (const match of plain.matchAll(/([\p{L}\p{N}]+)(\.)?/gu)) {
    const key = catalogNameKey(match[1]!);
    if (key !== '') words.push({ text: match[1]!, key, abbreviated: match[2] === '.' });
  }
  const kept = words.filter((w) => !CONNECTIVES.includes(w.text));
  const result = kept.length > 0 ? kept : words;
  while (result.length > 1 && LEGAL_SUFFIXES.includes(result.at(-1)!.text)) result.pop();
  return result;
}

function typosAllowed(length: number): number {
  let allowed = 0;
  for (const row of WORD_TYPOS) if (length >= row.from) allowed = row.typos;
  return allowed;
}

function abbreviates(short: NominationWord, long: NominationWord): boolean {
  return (
    short.abbreviated &&
    short.text.length >= ABBREVIATION_MIN &&
    long.key.length > short.key.length &&
    long.key.startsWith(short.key)
  );
}

/** Whether two words are one word (equal, an abbreviation, or a typo in a long word). */
export function sameWord(a: NominationWord, b: NominationWord): boolean {
  if (a.key === b.key) return true;
  if (abbreviates(a, b) || abbreviates(b, a)) return true;
  const allowed = typosAllowed(Math.max(a.text.length, b.text.length));
  return allowed > 0 && distance(a.key, b.key) <= allowed;
}

function sameWords(a: readonly NominationWord[], b: readonly NominationWord[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (a.map((w) => w.key).join('') === b.map((w) => w.key).join('')) return true;
  return a.length === b.length && a.every((word, i) => sameWord(word, b[i]!));
}

/** Whether two written names are, by the stated rule, one company. */
export function sameCompany(a: string, b: string): boolean {
  return sameWords(nominationTokens(a), nominationTokens(b));
}

/** One way a company was written, and by how many voters. */
export interface NominationVariant {
  text: string;
  count: number;
}

/** A group of nominations the operator sees as one company. */
export interface NominationGroup {
  /** Stable within a category: 1, 2, … as grouped; a split's new group takes the next number. */
  id: number;
  /** The name the ballot will show: a member's name, the most written spelling, or the operator's. */
  name: string;
  /** Spellings, most written first. */
  variants: NominationVariant[];
  /** Nominations in the group (the variants' counts added). */
  count: number;
}

function byCountThenName<T extends { count: number }>(name: (item: T) => string) {
  return (a: T, b: T) => b.count - a.count || compareNames(name(a), name(b));
}

/** Groups most named first, then by name (pt-BR collation); the order the console shows. */
export function sortGroups(groups: readonly NominationGroup[]): NominationGroup[] {
  return [...groups].sort(byCountThenName((g) => g.name));
}

function makeGroup(id: number, variants: NominationVariant[], name?: string): NominationGroup {
  const sorted = [...variants].sort(byCountThenName((v) => v.text));
  return {
    id,
    name: name ?? sorted[0]!.text,
    variants: sorted,
    count: sorted.reduce((sum, v) => sum + v.count, 0),
  };
}

/**
 * One category's nominations (the texts voters wrote, one per nomination) as groups. Spellings
 * are taken most written first (then by name), and each joins the first group whose first
 * spelling is the same company, or starts a group: a group's spellings are all close to its
 * first one, never a chain of small steps away from it. A group that is one of `members` (the
 * association's member list, when imported) is named as the member is; otherwise by its most
 * written spelling. Blank nominations, and names with no letter or digit, are left out.
 */
export function groupNominations(
  nominations: readonly string[],
  members: readonly string[] = [],
): NominationGroup[] {
  const counts = new Map<string, number>();
  for (const raw of nominations) {
    const text = normaliseCatalogName(raw);
    if (nominationTokens(text).length === 0) continue;
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const spellings = [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort(byCountThenName((v) => v.text));
  const clusters: { words: NominationWord[]; variants: NominationVariant[] }[] = [];
  for (const spelling of spellings) {
    const words = nominationTokens(spelling.text);
    const cluster = clusters.find((c) => sameWords(c.words, words));
    if (cluster) cluster.variants.push(spelling);
    else clusters.push({ words, variants: [spelling] });
  }
  const memberWords = members.map((m) => ({ name: m, words: nominationTokens(m) }));
  return sortGroups(
    clusters.map((c, i) =>
      makeGroup(i + 1, c.variants, memberWords.find((m) => sameWords(m.words, c.words))?.name),
    ),
  );
}

/**
 * `ids` merged into `intoId`: one group with every spelling and the counts added, under the name
 * and id of `intoId`. Unknown ids, or `intoId` among `ids`, are ignored.
 */
export function mergeGroups(
  groups: readonly NominationGroup[],
  ids: readonly number[],
  intoId: number,
): NominationGroup[] {
  const into = groups.find((g) => g.id === intoId);
  if (!into) return sortGroups(groups);
  const merged = groups.filter((g) => g.id !== intoId && ids.includes(g.id));
  const variants = [...into.variants, ...merged.flatMap((g) => g.variants)];
  return sortGroups([
    ...groups.filter((g) => g.id !== intoId && !ids.includes(g.id)),
    makeGroup(into.id, variants, into.name),
  ]);
}

/**
 * The spellings `texts` of group `id` taken out into a new group (the next id, named by its most
 * written spelling); the group keeps its name unless that name left with them. Nothing changes when `texts` names none of the group's spellings, or all of
 * them (a group is never left empty).
 */
export function splitGroup(
  groups: readonly NominationGroup[],
  id: number,
  texts: readonly string[],
): NominationGroup[] {
  const group = groups.find((g) => g.id === id);
  if (!group) return sortGroups(groups);
  const out = group.variants.filter((v) => texts.includes(v.text));
  const stay = group.variants.filter((v) => !texts.includes(v.text));
  if (out.length === 0 || stay.length === 0) return sortGroups(groups);
  const next = Math.max(...groups.map((g) => g.id)) + 1;
  const stayName = out.some((v) => v.text === group.name) ? undefined : group.name;
  return sortGroups([
    ...groups.filter((g) => g.id !== id),
    makeGroup(id, stay, stayName),
    makeGroup(next, out),
  ]);
}

/**
 * Group `id` named `name` (the catalogue's normal form). Check the name with
 * `catalogNameProblem` first: it becomes a company of the ballot.
 */
export function nameGroup(
  groups: readonly NominationGroup[],
  id: number,
  name: string,
): NominationGroup[] {
  return sortGroups(
    groups.map((g) => (g.id === id ? { ...g, name: normaliseCatalogName(name) } : g)),
  );
}

/** The finalists: the `size` most named groups, and every group tied with the last of them. */
export interface Finalists {
  finalists: NominationGroup[];
  /** The groups tied at the last place when the tie takes the finalists past `size`; else empty. */
  tiedAtCut: NominationGroup[];
}

/** How many finalists a category's ballot proposes: "the five most named" (issue 41 §3). */
export const FINALISTS_SIZE = 5;

/** The `size` most named groups (FINALISTS_SIZE), with every group tied at the last place kept. */
export function chooseFinalists(
  groups: readonly NominationGroup[],
  size = FINALISTS_SIZE,
): Finalists {
  const sorted = sortGroups(groups);
  if (sorted.length <= size) return { finalists: sorted, tiedAtCut: [] };
  const cut = sorted[size - 1]!.count;
  const finalists = sorted.filter((g) => g.count >= cut);
  const tiedAtCut = finalists.length > size ? finalists.filter((g) => g.count === cut) : [];
  return { finalists, tiedAtCut };
}
