import { onlyDigits } from './digits';

/** A mask in the spec's notation: '9' stands for one digit, anything else is a literal. */
export type MaskPattern = string;

export const CPF_MASK: MaskPattern = '999.999.999-99';
export const CELULAR_MASK: MaskPattern = '(99) 99999-9999';
export const CODE_MASK: MaskPattern = '999999';

export const CELULAR_MASKED_LENGTH = CELULAR_MASK.length;
export const CODE_DIGITS = CODE_MASK.length;

/**
 * Applies a digit mask to whatever the user typed or pasted: non-digits are dropped,
 * literals are inserted as digits arrive, and extra digits are cut off.
 */
export function applyMask(pattern: MaskPattern, value: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '9') {
      out += digits[next];
      next++;
    } else {
      out += slot;
    }
  }
  return out;
}

export const maskCpf = (value: string): string => applyMask(CPF_MASK, value);
export const maskCelular = (value: string): string => applyMask(CELULAR_MASK, value);
export const maskCode = (value: string): string => applyMask(CODE_MASK, value);
