/**
 * Counts in Portuguese: "1 alerta", "2 alertas", "0 alertas". Intl.PluralRules('pt-BR') picks the
 * form, instead of a `=== 1` written here and there; one exception: CLDR puts 0 in "one" for
 * Portuguese ("0 alerta"), while Brazilian text (and these screens) say "0 alertas", so zero takes
 * the plural. Every count a screen shows in words goes through `countOf`.
 */
// Built on first use (docs/performance.md, Intl on first use).
let rules: Intl.PluralRules | undefined;
let numbers: Intl.NumberFormat | undefined;

/** A noun's singular and plural ("alerta", "alertas"). */
export interface Noun {
  one: string;
  other: string;
}

/** The noun's form for `count` (without the number). */
export function pluralOf(count: number, noun: Noun): string {
  rules ??= new Intl.PluralRules('pt-BR');
  return count !== 0 && rules.select(count) === 'one' ? noun.one : noun.other;
}

/** "1 alerta", "1.234 alertas": the number in pt-BR digits and the noun's form for it. */
export function countOf(count: number, noun: Noun): string {
  numbers ??= new Intl.NumberFormat('pt-BR');
  return `${numbers.format(count)} ${pluralOf(count, noun)}`;
}

/** Builds a Noun: `noun('alerta')` adds an "s"; irregular plurals are given. */
export const noun = (one: string, other = `${one}s`): Noun => ({ one, other });

/** A list as one reads it: "A", "A e B", "A, B e C" ('' when empty). */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)!}`;
