/**
 * A category's name as the last part of an address (`/vencedores/2027/{slug}`, issue 41 §2): the
 * one rule, used by the seal's verification address, the archive's links and the page that
 * answers them. Lower case, accents dropped ("Açaí" → "acai"), every run of anything that is not
 * a letter or a digit one hyphen, none at either end. Letters of other alphabets the catalogue
 * accepts (Greek, Cyrillic: decision 242) stay as they are (the browser percent-encodes them), so
 * a Cyrillic category never has an empty slug. At most SLUG_MAX characters, ending at a word.
 *
 * Two names of one edition may share a slug ("Bares e Restaurantes" and "Bares & Restaurantes"
 * differ in the catalogue's key, decision 244, but not here): `slugClash` finds the name that
 * already has a new name's slug, so the catalogue can refuse it before the seals are drawn.
 */
import { normaliseCatalogName } from './catalogName';

/**
 * The longest slug: a 200-character category would print an address nobody types on a seal, so
 * the slug ends at the last whole word within this length (or is cut there, for one long word).
 */
export const SLUG_MAX = 60;

/** The slug of a category name; the same name always gives the same slug. */
export function categorySlug(name: string): string {
  const slug = normaliseCatalogName(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const lastWord = cut.lastIndexOf('-');
  return lastWord > 0 ? cut.slice(0, lastWord) : slug.slice(0, SLUG_MAX);
}

/** The first of `existing` whose slug is `name`'s, or null when the slug is free. */
export function slugClash(name: string, existing: readonly string[]): string | null {
  const slug = categorySlug(name);
  return existing.find((other) => categorySlug(other) === slug) ?? null;
}

/** The public address that verifies a winner's seal: `/vencedores/{year}/{slug}`. */
export function winnerPath(year: number, category: string): string {
  return `/vencedores/${year}/${encodeURIComponent(categorySlug(category))}`;
}
