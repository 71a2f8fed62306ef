/**
 * A scripted ballot-stuffing attack mixed into an ordinary electorate (issue 11's scenario):
 * 40 sign-ups from one /24 within minutes, 32 with counter addresses at one domain and 8 at
 * throw-away providers, all voting for one company; 200 ordinary voters spread over three days
 * and sixty networks, each with their own celular, voting across categories. Seeded with a fixed
 * random sequence so a failure reproduces.
 */
import { cpfFrom } from './voters';

export const ATTACK_PREFIX = '203.0.113.0/24';
export const HOUR = 60 * 60 * 1000;

export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlannedVoter {
  nome: string;
  email: string;
  celular: string;
  cpf: string;
  /** A client address inside the voter's network (for X-Forwarded-For). */
  ip: string;
  prefix: string;
  /** Sign-up time; votes follow a few minutes later. */
  at: number;
  attacker: boolean;
}

const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Iara'];
const SURNAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Figueira', 'Garcia'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com.br', 'uol.com.br', 'outlook.com'];
const DISPOSABLE = ['mailinator.com', 'yopmail.com'];

const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** 200 ordinary voters over three days from `start`, then 40 attackers in ten minutes. */
export function planElection(start: number, seed = 11): PlannedVoter[] {
  const rnd = seeded(seed);
  const voters: PlannedVoter[] = [];
  for (let i = 0; i < 200; i += 1) {
    const first = NAMES[Math.floor(rnd() * NAMES.length)]!;
    const last = SURNAMES[Math.floor(rnd() * SURNAMES.length)]!;
    const net = Math.floor(rnd() * 60);
    const prefix = `177.${20 + (net % 7)}.${net * 3}.0/24`;
    voters.push({
      nome: `${first} ${last} ${i}`,
      email: `${strip(first)}${['.', '_', ''][i % 3]}${strip(last)}${i % 4 === 0 ? Math.floor(rnd() * 90 + 10) : ''}.${i}k@${DOMAINS[i % DOMAINS.length]}`,
      celular: `${11 + (i % 80)}9${String(10_000_000 + Math.floor(rnd() * 89_999_999))}`,
      cpf: cpfFrom(700_000_000 + i * 37 + Math.floor(rnd() * 30)),
      ip: prefix.replace('.0/24', `.${1 + Math.floor(rnd() * 250)}`),
      prefix,
      at: start + Math.floor(rnd() * 72 * HOUR),
      attacker: false,
    });
  }
  const burstAt = start + 40 * HOUR;
  for (let i = 0; i < 40; i += 1) {
    const counter = i < 32;
    voters.push({
      nome: `Eleitor ${i + 1}`,
      email: counter
        ? `eleitor${String(i + 1).padStart(3, '0')}@votafacil.com.br`
        : `${['joana', 'marcos', 'lia', 'tiago'][i % 4]}${i}x@${DISPOSABLE[i % 2]}`,
      celular: `2199${String(1_000_000 + Math.floor(rnd() * 8_999_999))}`,
      cpf: cpfFrom(800_000_000 + i * 53),
      ip: `203.0.113.${10 + i}`,
      prefix: ATTACK_PREFIX,
      at: burstAt + i * 15_000 + Math.floor(rnd() * 5_000),
      attacker: true,
    });
  }
  return voters.sort((a, b) => a.at - b.at);
}

/** The categories an ordinary voter votes in, and whom for (indices into the lists given). */
export function ordinaryChoices(
  rnd: () => number,
  categories: { id: number; companies: number[] }[],
): { categoryId: number; companyId: number }[] {
  const count = 1 + Math.floor(rnd() * Math.min(4, categories.length));
  const start = Math.floor(rnd() * categories.length);
  return Array.from({ length: count }, (_, k) => {
    const category = categories[(start + k) % categories.length]!;
    return {
      categoryId: category.id,
      companyId: category.companies[Math.floor(rnd() * category.companies.length)]!,
    };
  });
}
