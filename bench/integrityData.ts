/**
 * A deterministic election for bench/integrity.ts: VOTERS voters signing up over two weeks from
 * a skewed set of network prefixes, each voting in most categories, with one planted
 * ballot-stuffing burst (PLANTED voters from one prefix in 20 minutes, counter e-mails, all for
 * one company). Rows are produced in chunks so PostgreSQL can take them as arrays.
 */
import { formatReceipt, RECEIPT_ALPHABET, RECEIPT_SYMBOLS } from '../src/domain/receipt';

export const DAY = 24 * 60 * 60 * 1000;
export const CATEGORIES = 25;
export const COMPANIES_PER_CATEGORY = 8;

/** mulberry32: small, fast, reproducible. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['ana', 'maria', 'joao', 'jose', 'paulo', 'lucas', 'julia', 'pedro', 'carla', 'rita'];
const LAST = [
  'silva',
  'souza',
  'costa',
  'santos',
  'oliveira',
  'pereira',
  'lima',
  'gomes',
  'ribeiro',
];
const DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'yahoo.com.br',
  'outlook.com',
  'uol.com.br',
  'bol.com.br',
];

export interface VoterRow {
  id: number;
  nome: string;
  email: string;
  celular: string;
  cpf: string;
  created_at: number;
  signup_prefix: string;
}

export interface VoteRow {
  voter_id: number;
  category_id: number;
  company_id: number;
  created_at: number;
  prefix: string;
  /** Every stored vote has its receipt (migration 009); the review's index carries it. */
  receipt: string;
}

export interface Plan {
  voters: number;
  votesPerVoter: number;
  planted: number;
  start: number;
  /** Seeds of the election and of its receipts (another edition: other votes, other receipts). */
  seeds?: { election: number; receipts: number };
  /** Added to category and company ids (another edition's catalogue). */
  idOffset?: { category: number; company: number };
}

export const plantedPrefix = '198.51.100.0/24';
/** The company the planted voters push: the last one of the first category. */
export const plantedCompanyId = COMPANIES_PER_CATEGORY;

export function* generate(plan: Plan): Generator<{ voter: VoterRow; votes: VoteRow[] }> {
  const rnd = random(plan.seeds?.election ?? 42);
  // Receipts from a generator of their own, so the rest of the election is what it always was;
  // spread like real ones (random, 12 symbols), and reproducible like everything here.
  const receiptRnd = random(plan.seeds?.receipts ?? 26);
  const offset = plan.idOffset ?? { category: 0, company: 0 };
  const receipt = () =>
    formatReceipt(
      Array.from(
        { length: RECEIPT_SYMBOLS },
        () => RECEIPT_ALPHABET[Math.floor(receiptRnd() * RECEIPT_ALPHABET.length)],
      ).join(''),
    );
  const prefixes = 20_000;
  const burstAt = plan.start + 9 * DAY + 0.4 * DAY;
  // Per-category popularity, so shares differ between companies.
  const weights = Array.from({ length: CATEGORIES }, () =>
    Array.from({ length: COMPANIES_PER_CATEGORY }, () => 0.2 + rnd()),
  );
  const pick = (category: number) => {
    const w = weights[category]!;
    let total = 0;
    for (const x of w) total += x;
    let r = rnd() * total;
    for (let i = 0; i < w.length; i += 1) {
      r -= w[i]!;
      if (r <= 0) return i;
    }
    return w.length - 1;
  };
  for (let id = 1; id <= plan.voters; id += 1) {
    const planted = id > plan.voters - plan.planted;
    const created = planted
      ? burstAt + Math.floor(((id - (plan.voters - plan.planted)) * 20 * 60_000) / plan.planted)
      : plan.start + Math.floor(rnd() * 14 * DAY);
    // Skewed prefixes: a few busy networks (carriers), a long tail of home connections.
    const p = Math.floor(prefixes * rnd() ** 3);
    const prefix = planted ? plantedPrefix : `10.${(p >> 8) & 255}.${p & 255}.0/24`;
    const first = FIRST[Math.floor(rnd() * FIRST.length)]!;
    const last = LAST[Math.floor(rnd() * LAST.length)]!;
    const email = planted
      ? `eleitor${String(id).padStart(6, '0')}@votafacil.com.br`
      : `${first}.${last}.${id}x${Math.floor(rnd() * 1e6)}@${DOMAINS[Math.floor(rnd() * DOMAINS.length)]}`;
    const voter: VoterRow = {
      id,
      nome: `${first} ${last} ${id}`,
      email,
      celular: `119${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
      cpf: String(10_000_000_000 + id),
      created_at: created,
      signup_prefix: prefix,
    };
    const votes: VoteRow[] = [];
    const skip = planted ? 0 : Math.floor(rnd() * CATEGORIES);
    for (let c = 0; c < CATEGORIES && votes.length < plan.votesPerVoter; c += 1) {
      const category = (skip + c) % CATEGORIES;
      const company = planted && category === 0 ? COMPANIES_PER_CATEGORY - 1 : pick(category);
      votes.push({
        voter_id: id,
        category_id: offset.category + category + 1,
        company_id: offset.company + category * COMPANIES_PER_CATEGORY + company + 1,
        created_at: created + 60_000 + votes.length * 5_000,
        prefix,
        receipt: receipt(),
      });
    }
    yield { voter, votes };
  }
}
