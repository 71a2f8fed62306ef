/**
 * Outside the API: runtime config, security headers (CSP), CORS, the dev mailbox, and the built
 * web app (SPA routes answer index.html, hashed assets are cached, index.html is not).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CATEGORY_HOLE,
  PAGE_DATA_BLOCK,
  PAGE_DATA_ID,
  readSentCategory,
} from '../../../src/domain/categoryPage';
import { formatElectionDate } from '../../../src/domain/election';
import { escapeHtml } from '../../../src/domain/html';
import { messages } from '../../../src/domain/messages';
import { buildApp } from '../../../src/server/app';
import { createDatabase } from '../../../src/server/db/database';
import { importCatalog } from '../../../src/server/features/catalogue/import';
import {
  electionRepository,
  type ElectionWindow,
} from '../../../src/server/features/election/repository';
import { pickEncoding } from '../../../src/server/features/web/filledPages';
import { apiMessages } from '../../../src/server/messages';
import { loggerOptions } from '../../../src/server/redact';
import { startTestApp, testConfig, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { newVoter, register, sendCode } from '../helpers/voters';

const SPA_ROUTES = ['/', '/login', '/cadastro', '/acesso', '/perfil', '/empresas', '/indicacoes'];
const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('web app, headers and development helpers', () => {
  let database: TestDatabase;
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    t = await startTestApp(database);
    // A fake build in the data folder, served by a second app below.
    webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("ok");');
    fs.writeFileSync(path.join(webDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  async function withWeb<T>(
    run: (app: TestApp['app']) => Promise<T>,
    log?: (line: string) => void,
  ): Promise<T> {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log?.(chunk.toString());
        done();
      },
    });
    if (log) {
      const env = { WEB_DIST_DIR: webDir };
      const app = buildApp(testConfig(database, undefined, env), {
        logger: loggerOptions('trace', stream),
      });
      try {
        return await run(app);
      } finally {
        await app.close();
      }
    }
    const web = await startTestApp(database, { env: { WEB_DIST_DIR: webDir } });
    try {
      return await run(web.app);
    } finally {
      await web.close();
    }
  }

  it('GET /app-config.json gives the API base URL, a null site key and the privacy defaults, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      apiBaseUrl: '/api',
      turnstileSiteKey: null,
      privacy: {
        controller: 'Associação Comercial (organizadora do prêmio)',
        contact: 'privacidade@associacao.example.org',
        retentionMonths: 6,
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('PRIVACY_* reach the privacy notice through /app-config.json', async () => {
    const other = await startTestApp(database, {
      env: {
        PRIVACY_CONTROLLER: 'ACE Exemplo, CNPJ 00.000.000/0001-00',
        PRIVACY_CONTACT: 'dpo@ace.example.org',
        PRIVACY_RETENTION_MONTHS: '3',
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/app-config.json' });
      expect(res.json().privacy).toEqual({
        controller: 'ACE Exemplo, CNPJ 00.000.000/0001-00',
        contact: 'dpo@ace.example.org',
        retentionMonths: 3,
      });
    } finally {
      await other.close();
    }
  });

  it('API_PREFIX moves the API and the runtime config says so', async () => {
    const other = await startTestApp(database, { env: { API_PREFIX: '/v1/votacao' } });
    try {
      expect(
        (await other.app.inject({ method: 'GET', url: '/app-config.json' })).json(),
      ).toMatchObject({
        apiBaseUrl: '/v1/votacao',
        turnstileSiteKey: null,
      });
      const res = await other.app.inject({
        method: 'POST',
        url: '/v1/votacao/auth/send-otp-code',
        payload: { cpf: newVoter().cpf },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('sends a Content-Security-Policy that allows only our origin and Cloudflare’s challenge host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp).toEqual({
      'default-src': "'self'",
      // No inline script: the prerendered pages carry only our module scripts (decision 160).
      'script-src': "'self' https://challenges.cloudflare.com",
      'frame-src': 'https://challenges.cloudflare.com',
      'connect-src': "'self' https://challenges.cloudflare.com",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('an API answer carries the REST security headers: it loads nothing, nobody frames it, no sniffing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/app' });
    expect(res.statusCode).toBe(401);
    const security = Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) => !/^(content-type|content-length|date|connection|keep-alive)$/.test(name),
      ),
    );
    expect(security).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    // The web app's files keep the document headers.
    const page = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(page.headers['content-security-policy'])).toContain('script-src');
  });

  it('CORS is closed unless CORS_ORIGINS is set', async () => {
    const closed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/votes',
      headers: { origin: 'https://outro.example.com', 'access-control-request-method': 'POST' },
    });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const open = await startTestApp(database, {
      env: { CORS_ORIGINS: 'https://votacao.example.org' },
    });
    try {
      const allowed = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/votes',
        headers: { origin: 'https://votacao.example.org', 'access-control-request-method': 'POST' },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://votacao.example.org');
      const refused = await open.app.inject({
        method: 'GET',
        url: '/app-config.json',
        headers: { origin: 'https://outro.example.com' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('GET /dev/mailbox lists the latest messages, newest first, as JSON and as HTML', async () => {
    const voter = newVoter();
    await register(t.app, voter);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as {
      messages: { to: string; subject: string; text: string; date: string }[];
    };
    expect(messages[0]).toEqual({
      to: voter.email,
      subject: apiMessages.mail.subject,
      text: expect.stringMatching(/(?<!\d)\d{6}(?!\d)/),
      date: expect.any(String),
    });
    expect(Date.parse(messages[0]?.date ?? '')).toBeGreaterThan(
      Date.parse(messages[1]?.date ?? ''),
    );
    // The message is also a file in the data folder.
    expect(fs.readdirSync(path.join(t.dataDir, 'mailbox')).length).toBeGreaterThanOrEqual(2);

    const html = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(voter.email);
  });

  it('no dev mailbox and no dev bot check in production', async () => {
    const config = testConfig(
      database,
      {},
      {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        TURNSTILE_SITE_KEY: 'site',
        TURNSTILE_SECRET_KEY: 'secret',
        // Production refuses to start without these (issue 28).
        TRUST_PROXY: 'none',
        MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
        PRIVACY_CONTACT: 'privacidade@associacao.org.br',
        PUBLIC_URL: 'https://votacao.associacao.org.br',
        AUDIT_KEY: 'audit-key-for-the-production-test-0123456789',
      },
    );
    const app = buildApp(config, { logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.notFound });
      expect(app.votacao.botCheck.kind).toBe('turnstile');
      expect(app.votacao.mailer.kind).toBe('smtp');
      const hsts = await app.inject({ method: 'GET', url: '/app-config.json' });
      expect(hsts.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await app.close();
    }
  });

  it('without a build, pages answer a short page telling to run npm run build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });

  it('the SPA routes answer index.html, never cached', async () => {
    await withWeb(async (app) => {
      for (const url of SPA_ROUTES) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(INDEX_HTML);
      }
    });
  });

  it('unknown pages answer index.html too (the router shows its error screen)', async () => {
    await withWeb(async (app) => {
      for (const url of ['/nao-existe', '/perfil/extra', '/assets/', '/login?x=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
      }
    });
  });

  it('a page the build prerendered answers with its own HTML, never cached; other paths keep the shell', async () => {
    const pages = path.join(webDir, 'pages');
    const loginHtml = INDEX_HTML.replace(
      '<div id="root"></div>',
      '<div id="root" data-prerendered="/login"><label for="cpf">CPF</label></div>',
    );
    fs.mkdirSync(pages, { recursive: true });
    fs.writeFileSync(path.join(pages, 'login.html'), loginHtml);
    fs.writeFileSync(path.join(pages, 'index.html'), loginHtml.replace('/login', '/'));
    try {
      await withWeb(async (app) => {
        for (const url of ['/login', '/login/', '/login?cpf=1']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          expect(res.headers['content-type'], url).toMatch(/^text\/html/);
          expect(res.body, url).toBe(loginHtml);
        }
        expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(
          'data-prerendered="/"',
        );
        // No prerendered file, a deeper path, or the file's own name: the shell.
        for (const url of ['/cadastro', '/login/extra', '/index', '/LOGIN']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.body, url).toBe(INDEX_HTML);
        }
      });
    } finally {
      fs.rmSync(pages, { recursive: true, force: true });
    }
  });

  it('a form posted to a prerendered page before the app started is redirected to it: the CPF is in no address, log or error', async () => {
    const pages = path.join(webDir, 'pages');
    fs.mkdirSync(pages, { recursive: true });
    fs.writeFileSync(path.join(pages, 'login.html'), INDEX_HTML);
    const lines: string[] = [];
    try {
      await withWeb(
        async (app) => {
          for (const url of ['/login', '/login?x=1']) {
            const res = await app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'cpf=123.456.789-09',
            });
            expect(res.statusCode, url).toBe(303);
            expect(res.headers.location, url).toBe('/login');
            expect(res.body, url).not.toContain('123.456.789-09');
            lines.push(JSON.stringify(res.headers));
          }
          // Only a page the build prerendered takes a form: anything else is still a 404.
          const other = await app.inject({
            method: 'POST',
            url: '/perfilx',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'cpf=123.456.789-09',
          });
          expect(other.statusCode).toBe(404);
          expect(other.body).not.toContain('123.456.789-09');
        },
        (line) => lines.push(line),
      );
      expect(lines.join('\n')).not.toContain('123.456.789-09');
    } finally {
      fs.rmSync(pages, { recursive: true, force: true });
    }
  });

  describe('the landing with the award line written in (decisions 144, 276)', () => {
    // The holes the build renders where the award's text goes.
    const AWARD_NAME_HOLE = '{{awardName}}';
    const AWARD_PERIOD_HOLE = '{{awardPeriod}}';
    const landing = (variant: string) =>
      INDEX_HTML.replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="/"><main>${variant}<button>Iniciar Votação</button></main></div>`,
      );
    const PLAIN = landing('');
    const WITH_PERIOD = landing(`<h2>${AWARD_NAME_HOLE}</h2><p>${AWARD_PERIOD_HOLE}</p>`);
    const NAME_ONLY = landing(`<h2>${AWARD_NAME_HOLE}</h2>`);
    // The closed and published variants (issue 27): the build renders each state's text.
    const CLOSED = '<p>Votação encerrada</p>';
    const PUBLISHED = '<p>Votação encerrada</p><a href="/resultados">Ver os resultados</a>';
    const VARIANTS: Record<string, string> = {
      'index.closed': landing(CLOSED),
      'index.published': landing(PUBLISHED),
      'index.award.closed': landing(
        `<h2>${AWARD_NAME_HOLE}</h2><p>${AWARD_PERIOD_HOLE}</p>${CLOSED}`,
      ),
      'index.award.published': landing(
        `<h2>${AWARD_NAME_HOLE}</h2><p>${AWARD_PERIOD_HOLE}</p>${PUBLISHED}`,
      ),
      'index.award-name.closed': landing(`<h2>${AWARD_NAME_HOLE}</h2>${CLOSED}`),
      'index.award-name.published': landing(`<h2>${AWARD_NAME_HOLE}</h2>${PUBLISHED}`),
    };
    const pages = () => path.join(webDir, 'pages');

    async function setElection(window: ElectionWindow, published = false): Promise<void> {
      const { db, destroy } = createDatabase(database.config);
      try {
        await electionRepository(db).update(window, Date.now());
        // The repository never withdraws a publication (issue 36): this fixture sets the state.
        if (published) await electionRepository(db).publish(Date.now());
        else await db.updateTable('election').set({ results_published_at: null }).execute();
      } finally {
        await destroy();
      }
    }

    beforeAll(() => {
      fs.mkdirSync(pages(), { recursive: true });
      fs.writeFileSync(path.join(pages(), 'index.html'), PLAIN);
      fs.writeFileSync(path.join(pages(), 'index.award.html'), WITH_PERIOD);
      fs.writeFileSync(path.join(pages(), 'index.award-name.html'), NAME_ONLY);
      for (const [file, html] of Object.entries(VARIANTS)) {
        fs.writeFileSync(path.join(pages(), `${file}.html`), html);
      }
    });
    afterAll(async () => {
      fs.rmSync(pages(), { recursive: true, force: true });
      await setElection({ name: null, opens_at: null, closes_at: null });
    });

    it('without a name, the plain landing; with one, its escaped name, and the window when set', async () => {
      await setElection({
        name: null,
        opens_at: Date.parse('2026-12-01T11:00:00Z'),
        closes_at: null,
      });
      await withWeb(async (app) => {
        expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(PLAIN);
      });

      // Markup, quotes and the other hole's name: all of it text.
      const name = `Prêmio <script>alert(1)</script> & "Cia" 'x' {{awardPeriod}}`;
      await setElection({ name, opens_at: null, closes_at: null });
      await withWeb(async (app) => {
        const res = await app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toBe(
          NAME_ONLY.replace(
            AWARD_NAME_HOLE,
            'Prêmio &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cia&quot; &#39;x&#39; {{awardPeriod}}',
          ),
        );
        // Only `/` is the landing: the variants have no address of their own.
        for (const url of ['/index.award', '/index.award-name']) {
          expect((await app.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
        }
      });

      const opensAt = '2026-12-01T08:00:00-03:00';
      const closesAt = '2026-12-10T18:00:00-03:00';
      await setElection({
        name: 'Prêmio Destaque',
        opens_at: Date.parse(opensAt),
        closes_at: Date.parse(closesAt),
      });
      await withWeb(async (app) => {
        const res = await app.inject({ method: 'GET', url: '/?utm=x' });
        const period = messages.landing.votingPeriod(
          formatElectionDate(opensAt),
          formatElectionDate(closesAt),
        );
        expect(res.body).toBe(
          WITH_PERIOD.replace(AWARD_NAME_HOLE, 'Prêmio Destaque').replace(
            AWARD_PERIOD_HOLE,
            period ?? '',
          ),
        );
      });
    });

    it('once voting closes, "Votação encerrada"; once published, the link to /resultados too (issue 27)', async () => {
      const opensAt = Date.parse('2026-01-01T08:00:00-03:00');
      const closesAt = Date.parse('2026-01-10T18:00:00-03:00');
      const period =
        messages.landing.votingPeriod(
          formatElectionDate(new Date(opensAt).toISOString()),
          formatElectionDate(new Date(closesAt).toISOString()),
        ) ?? '';
      const get = async () =>
        withWeb(async (app) => (await app.inject({ method: 'GET', url: '/' })).body);

      // Unnamed and closed: the state alone, no award line.
      await setElection({ name: null, opens_at: opensAt, closes_at: closesAt });
      expect(await get()).toBe(VARIANTS['index.closed']);

      // Named, with its window, closed: the award line and the state.
      await setElection({ name: 'Prêmio <Destaque>', opens_at: opensAt, closes_at: closesAt });
      expect(await get()).toBe(
        VARIANTS['index.award.closed']
          ?.replace(AWARD_NAME_HOLE, 'Prêmio &lt;Destaque&gt;')
          .replace(AWARD_PERIOD_HOLE, period),
      );

      // Published: the results link too.
      await setElection({ name: 'Prêmio Destaque', opens_at: opensAt, closes_at: closesAt }, true);
      const published = await get();
      expect(published).toBe(
        VARIANTS['index.award.published']
          ?.replace(AWARD_NAME_HOLE, 'Prêmio Destaque')
          .replace(AWARD_PERIOD_HOLE, period),
      );
      expect(published).toContain('<a href="/resultados">Ver os resultados</a>');

      // Unnamed and published: the state and the link, no award line.
      await setElection({ name: null, opens_at: null, closes_at: closesAt }, true);
      expect(await get()).toBe(VARIANTS['index.published']);

      // Reopened (a later end): the plain landing again, no stale state.
      await setElection({ name: null, opens_at: opensAt, closes_at: Date.now() + 86_400_000 });
      expect(await get()).toBe(PLAIN);
    });

    it("replacement patterns in the name ($&, $', $$) are written as text", async () => {
      const name = "Prêmio $& $' $` $$ Cia";
      await setElection({ name, opens_at: null, closes_at: null });
      await withWeb(async (app) => {
        const body = (await app.inject({ method: 'GET', url: '/' })).body;
        // Escaped as HTML text, and nothing of the template copied in by $&, $' or $`.
        expect(body).toContain(`<h2>${escapeHtml(name)}</h2>`);
        expect(body).toBe(NAME_ONLY.split(AWARD_NAME_HOLE).join(escapeHtml(name)));
      });
    });

    it('is sent compressed as the browser accepts, the same page each time; HEAD has no body', async () => {
      await setElection({ name: 'Prêmio Destaque', opens_at: null, closes_at: null });
      await withWeb(async (app) => {
        const plain = (await app.inject({ method: 'GET', url: '/' })).body;
        expect(plain).toContain('<h2>Prêmio Destaque</h2>');
        const br = await app.inject({
          method: 'GET',
          url: '/',
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toBe('accept-encoding');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
        const gzip = await app.inject({
          method: 'GET',
          url: '/',
          headers: { 'accept-encoding': 'gzip, br;q=0' },
        });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
        const head = await app.inject({ method: 'HEAD', url: '/' });
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(plain)));
      });
    });

    it('an older build without the variants sends the plain landing', async () => {
      await setElection({ name: 'Prêmio Destaque', opens_at: null, closes_at: null });
      fs.renameSync(path.join(pages(), 'index.award-name.html'), path.join(pages(), 'gone.html'));
      try {
        await withWeb(async (app) => {
          expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(PLAIN);
        });
      } finally {
        fs.renameSync(path.join(pages(), 'gone.html'), path.join(pages(), 'index.award-name.html'));
      }
    });

    it('reads Accept-Encoding as written, refusals (q=0) included', () => {
      expect(pickEncoding(undefined)).toBe('identity');
      expect(pickEncoding('')).toBe('identity');
      expect(pickEncoding('gzip')).toBe('gzip');
      expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(pickEncoding('BR;q=0.5')).toBe('br');
      expect(pickEncoding('br;q=0, gzip;q=0.0')).toBe('identity');
      expect(pickEncoding('identity')).toBe('identity');
    });
  });

  describe("/empresas?categoria=ID with the category's name written in (decisions 271, 276)", () => {
    const CATEGORY_NAME_HOLE = CATEGORY_HOLE.name;
    const frame = (heading: string) =>
      INDEX_HTML.replace(
        '</head>',
        `<title>${heading ? `${heading} · Votação` : 'Votação'}</title></head>`,
      ).replace(
        '<div id="root"></div>',
        `<div id="root"><main><h1>${heading}</h1><p>Verificando autenticação...</p></main></div>`,
      );
    const PLAIN = frame('');
    const VARIANT = frame(CATEGORY_NAME_HOLE).replace('</body>', `${PAGE_DATA_BLOCK}</body>`);
    const pages = () => path.join(webDir, 'pages');
    const NAME = 'Bar <b>& "Zé"</b> $& $\' </script> {{pageData}}';
    let id = 0;

    beforeAll(async () => {
      fs.mkdirSync(pages(), { recursive: true });
      fs.writeFileSync(path.join(pages(), 'empresas.html'), PLAIN);
      fs.writeFileSync(path.join(pages(), 'empresas.category.html'), VARIANT);
      const { db, destroy } = createDatabase(database.config);
      try {
        await importCatalog(db, [{ categoria: NAME, empresas: ['Boteco do Zé'] }]);
        const row = await db
          .selectFrom('categories')
          .select('id')
          .where('name', '=', NAME)
          .executeTakeFirstOrThrow();
        id = row.id;
      } finally {
        await destroy();
      }
    });
    afterAll(() => {
      fs.rmSync(path.join(pages(), 'empresas.html'), { force: true });
      fs.rmSync(path.join(pages(), 'empresas.category.html'), { force: true });
    });

    it('a known category: its name escaped in the heading and the title, and as data for the app', async () => {
      await withWeb(async (app) => {
        const res = await app.inject({ method: 'GET', url: `/empresas?categoria=${id}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        const body = res.body;
        expect(body).toContain(`<h1>${escapeHtml(NAME)}</h1>`);
        expect(body).toContain(`<title>${escapeHtml(NAME)} · Votação</title>`);
        expect(body).not.toContain(CATEGORY_NAME_HOLE);
        // The name cannot close the data block or run anything.
        expect(body.match(/<\/script>/g)).toHaveLength(2);
        const data = new RegExp(
          `<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`,
        ).exec(body)?.[1];
        expect(readSentCategory(data)).toEqual({ id, name: NAME });
        const compressed = await app.inject({
          method: 'GET',
          url: `/empresas?categoria=${id}`,
          headers: { 'accept-encoding': 'br' },
        });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(body);
      });
    });

    it('no category, an unknown one or a malformed one: the plain frame', async () => {
      await withWeb(async (app) => {
        for (const url of [
          '/empresas',
          '/empresas?categoria=987654',
          '/empresas?categoria=1%20OR%201=1',
          '/empresas?categoria=-1',
        ]) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toBe(PLAIN);
        }
      });
    });
  });

  it('built files are served; hashed assets are cached for a year', async () => {
    await withWeb(async (app) => {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const logo = await app.inject({ method: 'GET', url: '/logo.svg' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['cache-control']).toBe('public, max-age=3600');
      const traversal = await app.inject({ method: 'GET', url: '/../../etc/passwd' });
      expect(traversal.body).not.toContain('root:');
    });
  });

  it('the API keeps answering JSON when the web app is served', async () => {
    await withWeb(async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/nada' });
      expect(res.statusCode).toBe(404);
      const call = await app.inject({
        method: 'POST',
        url: '/api/auth/send-otp-code',
        payload: { cpf: '52998224725' },
      });
      expect(call.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ message: apiMessages.notFound });
      const config = await app.inject({ method: 'GET', url: '/app-config.json' });
      expect(config.json().apiBaseUrl).toBe('/api');
      const post = await app.inject({ method: 'POST', url: '/login', payload: {} });
      expect(post.statusCode).toBe(404);
    });
  });
});
