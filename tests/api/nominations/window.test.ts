/**
 * The nominations' window cannot be bent (issue 41 §3, review findings), on SQLite and
 * PostgreSQL, as an operator and as voters racing the close:
 * - "Encerrar agora" and nominations sent at the same moment take turns: a nomination answered
 *   200 was written before the close, so the count the close reported is the count that stands;
 * - while open, a close moved into the past or a moved opening is refused (either would change
 *   which nominations were on time after they were made); a later close is accepted;
 * - the member list goes to voters only while the phase is open;
 * - a ballot is not published with a category that was named but has no finalist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type {
  AdminNominations,
  VoterNominations,
} from '../../../src/domain/schemas/nominationsApi';
import { startTestApp, type TestApp } from '../helpers/app';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, bearer, signInOperator } from '../helpers/operators';
import { API, nominate as nominateAs, signedInVoter } from '../helpers/voters';

const m = operatorApiMessages.nominations;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const VOTERS = 8;

describe.each(databaseKinds)('the nominations window on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let padaria: number;
  let farmacia: number;
  const tokens: string[] = [];
  let opensAt: number;
  let closesAt: number;

  const { admin, importCatalog, scheduleVoting } = operatorConsole(
    () => t,
    () => operator,
  );
  const nominate = (token: string, categoryId: number, text: string) =>
    nominateAs(t.app, token, categoryId, text);
  const setWindow = (opens: number, closes: number) =>
    admin('PUT', '/nominations/window', {
      opensAt: new Date(opens).toISOString(),
      closesAt: new Date(closes).toISOString(),
    });
  const suggestions = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${API}/nominations`, headers: bearer(token) })
    ).json<VoterNominations>().members;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { SEED_DEMO: 'false' },
      config: { tokenTtlMinutes: 60 * 24 * 30 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const categories = await importCatalog(
      'categoria,empresa\nPadaria,Pão Quente\nFarmácia,Farmácia Central\n',
    );
    padaria = categories.get('Padaria')!;
    farmacia = categories.get('Farmácia')!;
    const members = await admin('POST', '/members/import', {
      fileName: 'associadas.csv',
      content: 'empresa\nPadaria do Zé\nMercado Central\n',
    });
    expect(members.statusCode, members.body).toBe(200);
    await scheduleVoting(10); // voting comes after the phase
    for (let i = 0; i < VOTERS; i++) tokens.push((await signedInVoter(t.app, mailer)).token);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('the member list reaches voters only while the phase is open', async () => {
    // On a minute (the console's precision): "the same minute" below never straddles two.
    opensAt = Math.floor((t.clock.now() + HOUR) / MINUTE) * MINUTE;
    closesAt = opensAt + DAY;
    expect((await setWindow(opensAt, closesAt)).statusCode).toBe(200);
    expect(await suggestions(tokens[0]!)).toEqual([]);
    t.clock.t = opensAt + MINUTE;
    expect(await suggestions(tokens[0]!)).toEqual(['Mercado Central', 'Padaria do Zé']);
  });

  it('while open, a close in the past and a moved opening are refused; a later close is not', async () => {
    expect((await nominate(tokens[0]!, padaria, 'Padaria do Zé')).statusCode).toBe(200);
    // Back-dating the close to before that nomination would leave it counted after the close.
    const backDated = await setWindow(opensAt, t.clock.t - 10_000);
    expect(backDated.statusCode).toBe(409);
    expect(backDated.json().message).toBe(m.closesInPast);
    const moved = await setWindow(opensAt + 30 * MINUTE, closesAt);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(m.opensAtFixed);
    const view = (await admin('GET', '/nominations')).json<AdminNominations>();
    expect(view.phase).toBe('open');
    expect(Date.parse(view.closesAt!)).toBe(closesAt);
    // The same opening to the second (as the console's minutes send it) and a later close.
    closesAt += DAY;
    const later = await setWindow(opensAt + 20_000, closesAt);
    expect(later.statusCode, later.body).toBe(200);
    expect(Date.parse(later.json<AdminNominations>().opensAt!)).toBe(opensAt);
    expect(Date.parse(later.json<AdminNominations>().closesAt!)).toBe(closesAt);
  });

  it('"Encerrar agora" and nominations at the same moment: none answered 200 is written after the close', async () => {
    const writtenBefore = (await admin('GET', '/nominations')).json<AdminNominations>().received;
    const [closed, ...sent] = await Promise.all([
      admin('POST', '/nominations/close-now'),
      ...tokens.slice(1).map((token, i) => nominate(token, farmacia, `Drogaria ${i}`)),
    ]);
    expect(closed!.statusCode, closed!.body).toBe(200);
    const accepted = sent.filter((res) => res.statusCode === 200).length;
    for (const res of sent) {
      if (res.statusCode !== 200) expect(res.statusCode, res.body).toBe(403);
    }
    const atClose = closed!.json<AdminNominations>().received;
    const after = (await admin('GET', '/nominations')).json<AdminNominations>().received;
    expect(after).toBe(atClose);
    expect(after).toBe(writtenBefore + accepted);
    const stored = await t.app.votacao.database.db.selectFrom('nominations').select('id').execute();
    expect(stored).toHaveLength(after);
    expect(await suggestions(tokens[0]!)).toEqual([]);
  });

  it('a ballot with a category that was named and has no finalist is refused, in Portuguese', async () => {
    const view = (await admin('GET', '/nominations')).json<AdminNominations>();
    const named = view.categories.filter((c) => c.groups.length > 0);
    expect(named.length).toBeGreaterThan(0);
    const cleared = await admin('PUT', `/nominations/categories/${padaria}/finalists`, {
      ids: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const published = await admin('POST', '/nominations/publish');
    expect(published.statusCode, published.body).toBe(422);
    expect(published.json().message).toBe(m.noFinalistsIn('Padaria'));
    const phase = (await admin('GET', '/nominations')).json<AdminNominations>().phase;
    expect(phase).toBe('closed');
  });
});
