/**
 * /livez, /readyz and /metrics: JSON (or Prometheus text), never the web app's page; a database
 * outage (PostgreSQL behind a TCP relay the test cuts) answers 503 with Retry-After on the API
 * and on /readyz, and both recover when it is back; metrics behind their token count requests per
 * route, votes, sign-ins, e-mails, the queue and the event loop.
 */
import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { newVoter, register, sendCode, validateCode, API } from '../helpers/voters';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe.each(databaseKinds)('health and metrics on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { env: { METRICS_TOKEN }, deps: { mailer } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('/livez and /readyz answer JSON with the checks', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: {
        database: { ok: true },
        mail: { ok: true, waiting: 0, oldestWaitingSeconds: 0 },
      },
    });
  });

  it('the paths probes try are JSON 404s, never the web page', async () => {
    for (const url of ['/healthz', '/health', '/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.notFound });
    }
  });

  it('/metrics: 404 without the token; with it, requests per route, sign-ins, votes, e-mails and the event loop', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);

    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const signIn = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
    expect(signIn.statusCode).toBe(200);
    const token = (signIn.json() as { accessToken: string }).accessToken;
    const categories = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (categories.json() as { data: { id: number; companies: { id: number }[] }[] })
      .data[0];
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${token}` },
      payload: { idCategory: first?.id, idCompany: first?.companies[0]?.id },
    });
    expect(vote.statusCode).toBe(201);
    // The vote's receipt e-mail (issue 26) goes through the queue too: it waits
    // RECEIPT_MAIL_WAIT_SECONDS for the voter's next votes, then leaves.
    t.clock.advance(121_000);
    await t.app.votacao.outbox.settled();

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /votacao_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/auth\/register",status="201"\}/,
    );
    expect(text).toMatch(/^votacao_votes_total 1$/m);
    expect(text).toMatch(/^votacao_sign_ins_total\{kind="voter-code"\} 1$/m);
    expect(text).toMatch(/^votacao_mail_sent_total\{kind="voter-code"\} 1$/m);
    expect(text).toMatch(/^votacao_mail_queue_depth 0$/m);
    expect(text).toMatch(/^votacao_mail_queue_oldest_seconds 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (kind === 'postgres') expect(text).toMatch(/^votacao_db_pool_connections\{state="idle"\} /m);
  });
});

/** A TCP relay to PostgreSQL the test can cut and restore, like a database host going away. */
class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let database: TestDatabase;
  let relay: Relay;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = new URL(database.url);
    relay = new Relay(url.hostname, Number(url.port || 5432));
    await relay.start();
    url.host = `127.0.0.1:${relay.port}`;
    t = await startTestApp(
      { ...database, url: url.toString() },
      { deps: { mailer: new MemoryMailer() } },
    );
  });
  afterAll(async () => {
    await t.close();
    await relay.cut();
    await database.drop();
  });

  it('answers 503 with Retry-After (not 500) while the database is away, and recovers', async () => {
    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);
    await relay.cut();

    const during = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/send-otp-code`,
      payload: { cpf: voter.cpf },
    });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ message: apiMessages.unavailable });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { ok: false } },
    });
    // The process itself is alive: no restart is needed.
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);

    await relay.start();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
  });
});
