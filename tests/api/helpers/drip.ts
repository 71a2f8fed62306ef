/**
 * Issue 25, item 1: a campaigner's 60 fake voters dripped over three days, all for one company,
 * with exactly the kinds of addresses the attack review used (one Gmail mailbox written many
 * ways, realistic names at one catch-all domain, pedro.alves@dominio1..8.com.br, voto10,
 * voto20…@hotmail.com, votoa…votof@, Yahoo "-tag" and name + suffix families, Fastmail
 * subdomain addressing, iCloud "+tag"), among 600 ordinary voters over ten days: common
 * providers, shared first names, the same name at Hotmail written with and without a dot (two
 * people there), couples at a family domain, colleagues at their firm's domain, "+tag" users,
 * people who come back to vote days after signing up. Seeded, so a failure reproduces.
 */
import { mailboxIdentity } from '../../../src/domain/mailbox';

import { seeded } from './attack';
import { cpfFrom } from './voters';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface DripVoter {
  nome: string;
  email: string;
  celular: string;
  cpf: string;
  /** A client address (each attacker from a different network: residential proxies). */
  ip: string;
  prefix: string;
  /** Sign-up time. */
  at: number;
  /** First vote time (ordinary voters vote in 1–5 categories from then on). */
  voteAt: number;
  attacker: boolean;
}

const FIRST = [
  'Ana',
  'Maria',
  'Júlia',
  'Beatriz',
  'Fernanda',
  'Camila',
  'Patrícia',
  'Aline',
  'Juliana',
  'Letícia',
  'Mariana',
  'Renata',
  'Sandra',
  'Vanessa',
  'Cláudia',
  'Luana',
  'Tatiane',
  'Priscila',
  'João',
  'José',
  'Carlos',
  'Paulo',
  'Lucas',
  'Marcos',
  'Rafael',
  'Gustavo',
  'Felipe',
  'Thiago',
  'Rodrigo',
  'André',
  'Bruno',
  'Diego',
  'Leandro',
  'Márcio',
  'Ricardo',
  'Sérgio',
  'Vinícius',
  'Eduardo',
  'Fábio',
  'Gabriel',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
];
/** Providers with rough Brazilian weights. */
const PROVIDERS: [string, number][] = [
  ['gmail.com', 46],
  ['hotmail.com', 16],
  ['outlook.com', 7],
  ['yahoo.com.br', 7],
  ['uol.com.br', 5],
  ['bol.com.br', 4],
  ['icloud.com', 5],
  ['terra.com.br', 3],
  ['live.com', 2],
  ['globo.com', 2],
  ['ig.com.br', 2],
  ['protonmail.com', 1],
];
const DDDS = [11, 11, 11, 21, 21, 31, 41, 48, 51, 61, 71, 81, 85, 19, 27, 62];

export const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The 60 attackers' addresses, in the order they sign up. */
export const ATTACK_EMAILS: string[] = [
  'carla.nunes@gmail.com',
  'carlanunes@googlemail.com',
  'carla.nunes+premio@gmail.com',
  'c.arla.nunes@gmail.com',
  'carlanunes+2026@googlemail.com',
  'carla.n.unes@gmail.com',
  'joao.pedro.souza@gmail.com',
  'joaopedrosouza+votacao@gmail.com',
  'joao.pedrosouza@googlemail.com',
  ...[
    'ana.ribeiro',
    'bruno.costa',
    'camila.teixeira',
    'daniel.moura',
    'eduarda.lopes',
    'felipe.araujo',
    'gabriela.rocha',
    'henrique.dias',
    'isabela.martins',
    'joao.carvalho',
    'larissa.freitas',
    'mateus.pinto',
  ].map((l) => `${l}@grupoaurora.com.br`),
  ...Array.from({ length: 8 }, (_, i) => `pedro.alves@dominio${i + 1}.com.br`),
  ...Array.from({ length: 10 }, (_, i) => `voto${(i + 1) * 10}@hotmail.com`),
  ...'abcdef'.split('').map((c) => `voto${c}@outlook.com`),
  'rafa-premio@yahoo.com.br',
  'rafa-voto@yahoo.com.br',
  'rafa-top@yahoo.com.br',
  'rafa-ganhador@bol.com.br',
  'rafa-sorte@bol.com.br',
  'rafa-premiada@bol.com.br',
  'x@rafa.fastmail.com',
  'premio@rafa.fastmail.com',
  'voto@rafa.fastmail.com',
  'rafa@fastmail.com',
  'rafa+2@fastmail.com',
  'lucas.m+1@icloud.com',
  'lucas.m+2@icloud.com',
  'lucas.m@me.com',
  'lucas.m+premio@icloud.com',
];

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function provider(rnd: () => number): string {
  let r = rnd() * PROVIDERS.reduce((n, [, w]) => n + w, 0);
  for (const [domain, weight] of PROVIDERS) {
    r -= weight;
    if (r <= 0) return domain;
  }
  return 'gmail.com';
}

const celular = (rnd: () => number) =>
  `${pick(rnd, DDDS)}9${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;

/** A sign-up time on day `day` (0-based) during waking hours in Brazil (UTC-3). */
const during = (rnd: () => number, start: number, day: number) =>
  Math.floor(start + day * DAY + (11 + rnd() * 14) * HOUR);

/**
 * 600 ordinary voters over ten days from `start` and the 60 attackers over days 4–6. Ordinary
 * voters are spread over networks; attackers each come from a different one.
 */
export function planDrip(start: number, seed = 25): DripVoter[] {
  const rnd = seeded(seed);
  const voters: DripVoter[] = [];
  const identities = new Set(ATTACK_EMAILS.map((e) => mailboxIdentity(e)!.identity));
  const emails = new Set<string>();
  let cpfSeq = 0;

  const ordinary = (nome: string, email: string, extra: Partial<DripVoter> = {}) => {
    const identity = mailboxIdentity(email)!.identity;
    if (identities.has(identity) || emails.has(email)) return false;
    identities.add(identity);
    emails.add(email);
    const net = Math.floor(rnd() * 400);
    const prefix = `177.${16 + (net % 40)}.${net % 250}.0/24`;
    const at = during(rnd, start, Math.floor(rnd() * 10));
    // Most vote right after signing up; a third come back hours or days later (a reminder).
    const voteAt = Math.floor(
      rnd() < 0.7
        ? at + (2 + rnd() * 15) * 60_000
        : Math.min(at + rnd() * 3 * DAY, start + 10 * DAY),
    );
    cpfSeq += 1;
    voters.push({
      nome,
      email,
      celular: celular(rnd),
      cpf: cpfFrom(310_000_000 + cpfSeq * 7919),
      ip: prefix.replace('.0/24', `.${1 + Math.floor(rnd() * 250)}`),
      prefix,
      at,
      voteAt,
      attacker: false,
      ...extra,
    });
    return true;
  };

  // Couples at a family domain, colleagues at their firm's (voting as each pleases).
  for (const family of ['Oliveira', 'Mendes', 'Freitas', 'Cardoso', 'Andrade']) {
    const domain = `familia${strip(family)}.com.br`;
    ordinary(
      `${pick(rnd, FIRST.slice(0, 18))} ${family}`,
      `${strip(pick(rnd, FIRST.slice(0, 18)))}@${domain}`,
    );
    ordinary(
      `${pick(rnd, FIRST.slice(18))} ${family}`,
      `${strip(pick(rnd, FIRST.slice(18)))}@${domain}`,
    );
  }
  for (let i = 0; i < 7; i += 1) {
    const first = pick(rnd, FIRST);
    const last = pick(rnd, SURNAMES);
    ordinary(`${first} ${last}`, `${strip(first)}.${strip(last)}@contabilidadeprado.com.br`);
  }
  // The same name at Hotmail with and without a dot: two people there (not at Gmail).
  for (const [first, last] of [
    ['Ana', 'Souza'],
    ['Marcos', 'Lima'],
    ['Paulo', 'Costa'],
  ] as const) {
    ordinary(`${first} ${last}`, `${strip(first)}.${strip(last)}@hotmail.com`);
    ordinary(`${first} ${last} Filho`, `${strip(first)}${strip(last)}@hotmail.com`);
  }
  // A few "+tag" users, one address each.
  for (const l of ['bruno+votacao', 'leticia.rocha+premios', 'thiago.m+assoc']) {
    ordinary(`${l.split(/[.+]/)[0]} Teste`, `${l}@gmail.com`);
  }

  while (voters.length < 600) {
    const first = pick(rnd, FIRST);
    const last = pick(rnd, SURNAMES);
    const f = strip(first);
    const l = strip(last);
    const year = 1960 + Math.floor(rnd() * 46);
    const formats = [
      `${f}.${l}`,
      `${f}${l}`,
      `${f}_${l}`,
      `${f}.${l}${Math.floor(10 + rnd() * 89)}`,
      `${f}${l}${year}`,
      `${f[0]}${l}`,
      `${f}.${l}.${strip(pick(rnd, SURNAMES))}`,
      `${f}${String(year).slice(2)}`,
    ];
    ordinary(`${first} ${last}`, `${pick(rnd, formats)}@${provider(rnd)}`);
  }

  // The campaigner interleaves the kinds of addresses over the three days.
  const attackStart = start + 4 * DAY;
  const order = ATTACK_EMAILS.map((email) => ({ email, key: rnd() })).sort((x, y) => x.key - y.key);
  order.forEach(({ email }, i) => {
    const at = attackStart + Math.floor((i * 3 * DAY) / 60 + rnd() * 40 * 60_000);
    const a = 150 + Math.floor(rnd() * 40);
    const b = Math.floor(rnd() * 256);
    voters.push({
      nome: `${pick(rnd, FIRST)} ${pick(rnd, SURNAMES)}`,
      email,
      celular: celular(rnd),
      cpf: cpfFrom(520_000_000 + i * 104_729),
      ip: `${a}.${b}.${i + 1}.${10 + i}`,
      prefix: `${a}.${b}.${i + 1}.0/24`,
      at,
      voteAt: at + Math.floor((1 + rnd() * 3) * 60_000),
      attacker: true,
    });
  });
  return voters.sort((x, y) => x.at - y.at);
}

/** The categories an ordinary voter votes in (1–5, most vote in several) and whom for. */
export function dripChoices(
  rnd: () => number,
  categories: { id: number; companies: number[]; weights: number[] }[],
): { categoryId: number; companyId: number }[] {
  const r = rnd();
  const count = r < 0.2 ? 1 : r < 0.4 ? 2 : r < 0.6 ? 3 : r < 0.8 ? 4 : 5;
  const start = Math.floor(rnd() * categories.length);
  return Array.from({ length: Math.min(count, categories.length) }, (_, k) => {
    const category = categories[(start + k * 5) % categories.length]!;
    let x = rnd() * category.weights.reduce((n, w) => n + w, 0);
    let index = 0;
    for (; index < category.weights.length - 1; index += 1) {
      x -= category.weights[index]!;
      if (x <= 0) break;
    }
    return { categoryId: category.id, companyId: category.companies[index]! };
  });
}
