/**
 * The one order of names shown to people: Brazilian Portuguese, accents and case ignored for
 * ordering ("Ótica" between "Oficina" and "Padaria"), numbers by value ("Loja 2" before
 * "Loja 10"). The voter's ballot, the console's catalogue, turnout and results all use it.
 */
let collator: Intl.Collator | undefined; // built on first use (docs/performance.md)

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** Items sorted by their `name` (a new array; the input is left as it is). */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
