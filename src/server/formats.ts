/** ajv formats for the request schemas: the same rules as the web form (spec section 5). */
import { NAME_MIN_LENGTH } from '../domain/constants';
import { isValidCpf } from '../domain/cpf';
import { onlyDigits } from '../domain/digits';

// Control characters have no place in a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export const formats = {
  cpf: (value: string) => isValidCpf(value),
  nome: (value: string) => value.trim().length >= NAME_MIN_LENGTH && !CONTROL.test(value),
  'voter-email': (value: string) => EMAIL.test(value.trim()),
  /** Digits (the web app sends them bare), mask characters tolerated; 10 or 11 digits. */
  celular: (value: string) => /^[\d\s()+-]*$/.test(value) && /^\d{10,11}$/.test(onlyDigits(value)),
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseName(nome: string): string {
  return nome.trim().replace(/\s+/g, ' ');
}
