import { onlyDigits } from './digits';

export const CPF_DIGITS = 11;
export const CPF_MASKED_LENGTH = 14;

function checkDigit(digits: readonly number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * True for a CPF with 11 digits, not all the same digit, whose two check digits are right.
 * Accepts masked or bare input; any character other than digits, '.' and '-' makes it invalid.
 */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]*$/.test(value)) return false;
  const bare = onlyDigits(value);
  if (bare.length !== CPF_DIGITS) return false;
  if (/^(\d)\1{10}$/.test(bare)) return false;
  const digits = [...bare].map(Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}
