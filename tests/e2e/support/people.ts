/** Distinct, valid voters for every test (one server is shared by a worker's tests). */
import { randomInt } from 'node:crypto';

import { isValidCpf } from '../../../src/domain/cpf';
import { maskCelular, maskCpf } from '../../../src/domain/masks';

export interface Voter {
  nome: string;
  firstName: string;
  email: string;
  /** Digits only. */
  cpf: string;
  /** Digits only. */
  celular: string;
  /** As the masked inputs show them. */
  cpfMasked: string;
  celularMasked: string;
}

function checkDigit(digits: number[]): number {
  const length = digits.length;
  const sum = digits.reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

const used = new Set<string>();

/** A random CPF with correct check digits, never repeated within this process. */
export function uniqueCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((d) => d === base[0])) continue;
    const first = checkDigit(base);
    const second = checkDigit([...base, first]);
    const cpf = [...base, first, second].join('');
    if (used.has(cpf)) continue;
    used.add(cpf);
    if (!isValidCpf(cpf)) throw new Error(`Generated an invalid CPF: ${cpf}`);
    return cpf;
  }
}

/** Same digits as a valid CPF but with a wrong last check digit. */
export function cpfWithWrongCheckDigit(): string {
  const cpf = uniqueCpf();
  const last = Number(cpf.at(-1));
  const wrong = cpf.slice(0, 10) + String((last + 1) % 10);
  if (isValidCpf(wrong)) throw new Error('A changed check digit should make the CPF invalid');
  return wrong;
}

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor'];
const LAST_NAMES = ['Souza', 'Oliveira', 'Pereira', 'Lima', 'Carvalho', 'Ribeiro', 'Almeida'];
let counter = 0;

export function newVoter(tag = 'e2e'): Voter {
  counter++;
  const firstName = FIRST_NAMES[randomInt(FIRST_NAMES.length)] ?? 'Ana';
  const lastName = LAST_NAMES[randomInt(LAST_NAMES.length)] ?? 'Souza';
  const cpf = uniqueCpf();
  const celular = `119${String(randomInt(10_000_000, 100_000_000))}`;
  const stamp = `${Date.now().toString(36)}${counter}${randomInt(1000)}`;
  return {
    nome: `${firstName} ${lastName} da Silva`,
    firstName,
    email: `${tag}.${stamp}@example.com`,
    cpf,
    celular,
    cpfMasked: maskCpf(cpf),
    celularMasked: maskCelular(celular),
  };
}
