/**
 * The name rule beyond the specification's length (docs/decisions/085): names are stored in
 * Unicode NFC, and characters that do not show (bidi controls that reorder what an operator
 * reads, zero-width and other format characters, control characters, fillers) are refused
 * with the specification's 'Nome inválido.'. Used by the web form and the API alike.
 */
import { NAME_MIN_LENGTH } from './constants';

/**
 * Cc (controls), Cf (format: bidi marks and isolates U+200E/F, U+202A–E, U+2066–9, U+061C,
 * zero-width U+200B–D, U+2060, U+FEFF, soft hyphen, tags…), Co/Cn (private use, unassigned),
 * line and paragraph separators, and the blank "filler" letters (Hangul, Braille blank).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u180E\u2800\u3164\uFFA0]/u;

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/** NFC, trimmed, inner runs of spaces collapsed to one. */
export function normaliseNameText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** At least NAME_MIN_LENGTH characters once trimmed, and every character visible. */
export function isValidName(value: string): boolean {
  return !hasInvisibleCharacters(value) && [...normaliseNameText(value)].length >= NAME_MIN_LENGTH;
}
