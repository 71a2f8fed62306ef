/**
 * The one order of names shown to people: Brazilian Portuguese, accents and case ignored for
 * ordering ("Ótica" between "Oficina" and "Padaria"), numbers by value ("Loja 2" before
 * "Loja 10"). The voter's ballot, the console's catalogue, turnout and results all use it.
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Items sorted by their `name` (a new array; the input is left as it is). */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
