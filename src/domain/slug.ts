/**
 * A category's name as the last part of an address (`/vencedores/2027/{slug}`, issue 41 §2): the
 * one rule, used by the seal's verification address, the archive's links and the page that
 * answers them. Lower case, accents dropped ("Açaí" → "acai"), every run of anything that is not
 * a letter or a digit one hyphen, none at either end. Letters of other alphabets the catalogue
 * accepts (Greek, Cyrillic: decision 242) stay as they are (the browser percent-encodes them), so
 * a Cyrillic category never has an empty slug.
 *
 * Two names of one edition may share a slug ("Bares e Restaurantes" and "Bares & Restaurantes"
 * differ in the catalogue's key, decision 244, but not here): `slugClash` finds the name that
 * already has a new name's slug, so the catalogue can refuse it before the seals are drawn.
 */
import { normaliseCatalogName } from './catalogName';

/** The slug of a category name; the same name always gives the same slug. */
export function categorySlug(name: string): string {
  return normaliseCatalogName(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
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
