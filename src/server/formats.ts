/** ajv formats for the request schemas: the same rules as the web form (spec section 5). */
import { isValidCpf } from '../domain/cpf';
import { onlyDigits } from '../domain/digits';
import { isValidName, normaliseNameText } from '../domain/names';

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export const formats = {
  cpf: (value: string) => isValidCpf(value),
  /** Length, and no invisible characters (bidi, zero-width, controls): src/domain/names.ts. */
  nome: (value: string) => isValidName(value),
  'voter-email': (value: string) => EMAIL.test(value.trim()),
  /** Digits (the web app sends them bare), mask characters tolerated; 10 or 11 digits. */
  celular: (value: string) => /^[\d\s()+-]*$/.test(value) && /^\d{10,11}$/.test(onlyDigits(value)),
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Unicode NFC, trimmed, single spaces. */
export function normaliseName(nome: string): string {
  return normaliseNameText(nome);
}
