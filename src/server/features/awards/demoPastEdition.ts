/**
 * The demo's past edition (SEED_DEMO on a fresh database, README's `npm start`): the year before
 * the current edition, with the demo catalogue, a few dozen fictitious voters' votes, its window
 * in December and its results published, recorded as a real publication (archive entry, seals,
 * ata), so /vencedores has an edition to show. The current edition stays the current one, and
 * its reminders do not count the past edition's voters (unsubscribed from them). All of it is
 * one transaction: a failure partway leaves nothing of it, and the next start seeds it again.
 */
import type { Kysely, Transaction } from 'kysely';

import { isValidCpf } from '../../../domain/cpf';
import { newReceiptCode } from '../../../domain/receipt';
import type { Database } from '../../db/schema';
import { DEMO_CATALOG, importCatalogIn } from '../catalogue';
import {
  electionRepository,
  electionView,
  recordPublication,
  type PublicationConfig,
} from '../election';

/** The demo's voters: first names × surnames, 8 × 5 = 40 people with addresses of their own. */
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Hugo'];
const SURNAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Ferreira'];
const DEMO_VOTERS = FIRST_NAMES.length * SURNAMES.length;

/**
 * The n-th demo voter (1-based). Addresses and phones that differ only by a number would be
 * flagged by the integrity review of every later edition (registrations outlive editions).
 */
function demoPerson(n: number) {
  const first = FIRST_NAMES[(n - 1) % FIRST_NAMES.length]!;
  const last = SURNAMES[Math.floor((n - 1) / FIRST_NAMES.length)]!;
  const local = `${first}.${last}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return {
    nome: `${first} ${last}`,
    email: `${local}@demo.invalid`,
    celular: `11${String(910_000_000 + ((n * 7_919_357) % 89_999_999))}`,
  };
}
const HOUR = 60 * 60 * 1000;

/**
 * Makes `id` the current edition, in the seeding's transaction. Not editions' makeCurrent: on a
 * fresh database there are no invalidations to swap, and the catalogue's version moves anyway.
 */
async function makeCurrent(trx: Transaction<Database>, id: number) {
  await trx.updateTable('editions').set({ is_current: null }).where('is_current', '=', 1).execute();
  await trx.updateTable('editions').set({ is_current: 1 }).where('id', '=', id).execute();
}

/**
 * Eleven digits that are no CPF (a check digit wrong), so nobody can sign up or sign in as a demo
 * voter: `999` and n in the first ten digits (one per voter), then a last digit that fails the
 * check (at most one of the ten passes it).
 */
function notACpf(n: number): string {
  const first = `999${String(n).padStart(7, '0')}`;
  const last = [0, 1].find((d) => !isValidCpf(`${first}${d}`)) ?? 0;
  return `${first}${last}`;
}

/** The steps a test may stand in for (one that fails partway shows the seeding is atomic). */
export interface SeedSteps {
  /** Records the past edition's publication (archive entry, seals, ata). */
  publish: typeof recordPublication;
}

/**
 * True when it seeded; false when the database has more than one edition or a catalogue. All of
 * it is one transaction: a failure anywhere leaves nothing of the past edition and the current
 * edition current, so a later start seeds it afresh.
 */
export async function seedPastDemoEdition(
  db: Kysely<Database>,
  config: PublicationConfig & { resultsSealHoldMinutes: number },
  now: number,
  steps: SeedSteps = { publish: recordPublication },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const editions = await trx
      .selectFrom('editions')
      .select(['id', 'year', 'name', 'is_current'])
      .execute();
    const current = editions.find((e) => Number(e.is_current) === 1);
    const categories = await trx.selectFrom('categories').select('id').limit(1).execute();
    if (editions.length !== 1 || !current || categories.length > 0) return false;
    await seedIn(trx, current, config, now, steps);
    return true;
  });
}

async function seedIn(
  trx: Transaction<Database>,
  current: { id: number; year: number; name: string },
  config: PublicationConfig & { resultsSealHoldMinutes: number },
  now: number,
  steps: SeedSteps,
): Promise<void> {
  const year = Number(current.year) - 1;
  const name = current.name.includes(String(current.year))
    ? current.name.replace(String(current.year), String(year))
    : `${current.name} ${year}`;
  // December of that year, São Paulo's clock (UTC−3): 1st 08:00 to 15th 18:00, published the 16th.
  const opensAt = Date.UTC(year, 11, 1, 11);
  const closesAt = Date.UTC(year, 11, 15, 21);
  const publishedAt = Date.UTC(year, 11, 16, 13);
  const { id } = await trx
    .insertInto('editions')
    .values({ year, name, created_at: opensAt - 30 * 24 * HOUR, is_current: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const editionId = Number(id);
  await trx
    .insertInto('election')
    .values({
      id: editionId,
      name,
      opens_at: opensAt,
      closes_at: closesAt,
      results_published_at: publishedAt,
      updated_at: publishedAt,
      results_read_at: publishedAt - HOUR,
    })
    .execute();

  // The past edition is current while its rows are written (they are scoped by the current
  // edition), then the current one is again: both in this transaction, so never seen.
  await makeCurrent(trx, editionId);
  await importCatalogIn(trx, DEMO_CATALOG, () => opensAt - 7 * 24 * HOUR);
  const companies = await trx
    .selectFrom('companies')
    .innerJoin('categories', 'categories.id', 'companies.category_id')
    .select(['companies.id', 'companies.category_id'])
    .where('categories.edition_id', '=', editionId)
    .orderBy('companies.id')
    .execute();
  const byCategory = new Map<number, number[]>();
  for (const c of companies) {
    const list = byCategory.get(Number(c.category_id)) ?? [];
    list.push(Number(c.id));
    byCategory.set(Number(c.category_id), list);
  }
  for (let n = 1; n <= DEMO_VOTERS; n += 1) {
    const signedUp = opensAt + n * HOUR;
    const { id: voterId } = await trx
      .insertInto('voters')
      .values({
        ...demoPerson(n),
        cpf: notACpf(n),
        created_at: signedUp,
        // Fictitious, at an address nobody reads: unsubscribed from the current edition's
        // reminders, as of now (an unsubscribe holds for the edition it was made in, decision
        // 312: one dated in the past edition would not hold in this one).
        reminders_unsubscribed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let k = 0;
    for (const [categoryId, ids] of byCategory) {
      // Most votes go to the first companies, so each category has a clear winner.
      const pick = ids[(n * (k + 1)) % 7 < 4 ? 0 : (n + k) % ids.length]!;
      await trx
        .insertInto('votes')
        .values({
          voter_id: Number(voterId),
          category_id: categoryId,
          company_id: pick,
          created_at: signedUp + (k + 1) * 60_000,
          prefix: '203.0.113.0/24',
          receipt: newReceiptCode(),
        })
        .execute();
      k += 1;
    }
  }
  const row = await electionRepository(trx).read();
  await steps.publish(
    trx,
    electionView(row, now, config.resultsSealHoldMinutes),
    config,
    publishedAt,
  );
  await makeCurrent(trx, Number(current.id));
}
