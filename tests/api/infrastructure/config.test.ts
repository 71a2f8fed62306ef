/** Configuration from the environment: defaults, and one readable error listing every bad variable. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CLOUDFLARE_SITEVERIFY_URL, ConfigError, loadConfig } from '../../../src/server/config';
import { DEVELOPMENT_AUDIT_KEY } from '../../../src/server/db/auditKey';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
  TURNSTILE_SITE_KEY: '0x4AAA',
  TURNSTILE_SECRET_KEY: '0x4AAAsecret',
  TRUST_PROXY: '127.0.0.1',
  MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
  PRIVACY_CONTACT: 'privacidade@associacao.org.br',
  PUBLIC_URL: 'https://votacao.associacao.org.br',
  AUDIT_KEY: 'k'.repeat(48),
};

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/srv/votacao');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults (docs/architecture.md#configuration)', () => {
    const config = loadConfig({}, '/srv/votacao');
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: path.resolve('/srv/votacao/data/votacao.sqlite') },
      apiPrefix: '/api',
      jwtSecret: null,
      tokenTtlMinutes: 120,
      smtpUrl: null,
      mailFrom: 'Votação <nao-responda@localhost>',
      turnstile: null,
      seedDemo: true,
      corsOrigins: [],
      dataDir: path.resolve('/srv/votacao/data'),
      webDistDir: path.resolve('/srv/votacao/dist/web'),
      logLevel: 'info',
      trustProxy: false,
      otp: {
        ttlMinutes: 10,
        maxTriesPerCode: 5,
        botCheckAfterFailures: 3,
        maxFailuresPerCpfPerDay: 49,
        maxConsecutiveFailures: 100,
        resendCooldownSeconds: 30,
        maxSendsPerHour: 3,
      },
      rateLimit: { registerPerHour: 100, otpPerHour: 300, apiPerMinute: 3000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://votacao.example.org',
        DATABASE_URL: 'postgres://votacao:senha@db:5432/votacao',
        API_PREFIX: '/v1',
        JWT_SECRET: 's'.repeat(32),
        TOKEN_TTL_MINUTES: '60',
        SMTP_URL: 'smtp://localhost:2525',
        MAIL_FROM: 'Prêmio <premio@example.org>',
        TURNSTILE_SITE_KEY: 'site',
        TURNSTILE_SECRET_KEY: 'secret',
        TURNSTILE_HOSTNAMES: 'votacao.example.org, www.votacao.example.org',
        SEED_DEMO: 'false',
        CORS_ORIGINS: 'https://a.example.org, https://b.example.org/',
        DATA_DIR: '/var/lib/votacao',
        WEB_DIST_DIR: 'web',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        OTP_RESEND_COOLDOWN_SECONDS: '0',
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        RATE_LIMIT_OTP_PER_HOUR: '2000',
        RATE_LIMIT_API_PER_MINUTE: '5000',
      },
      '/srv/votacao',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://votacao:senha@db:5432/votacao' },
      apiPrefix: '/v1',
      tokenTtlMinutes: 60,
      smtpUrl: 'smtp://localhost:2525',
      mailFrom: 'Prêmio <premio@example.org>',
      turnstile: {
        siteKey: 'site',
        secretKey: 'secret',
        verifyUrl: CLOUDFLARE_SITEVERIFY_URL,
        hostnames: ['votacao.example.org', 'www.votacao.example.org'],
      },
      seedDemo: false,
      corsOrigins: ['https://a.example.org', 'https://b.example.org'],
      dataDir: '/var/lib/votacao',
      webDistDir: '/srv/votacao/web',
      logLevel: 'warn',
      trustProxy: 1,
      otp: { resendCooldownSeconds: 0 },
      rateLimit: { registerPerHour: 1000, otpPerHour: 2000, apiPerMinute: 5000 },
    });
  });

  it('lists every bad variable in one error', () => {
    const found = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      API_PREFIX: 'api/',
      JWT_SECRET: 'short',
      TOKEN_TTL_MINUTES: '0',
      SMTP_URL: 'http://mail',
      TURNSTILE_SITE_KEY: 'only-the-site-key',
      SEED_DEMO: 'maybe',
      CORS_ORIGINS: 'not an origin',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_API_PER_MINUTE: '10',
    });
    const names = found.map((p) => p.split(':')[0]);
    expect(names).toEqual([
      'PORT',
      'DATABASE_URL',
      'API_PREFIX',
      'JWT_SECRET',
      'TOKEN_TTL_MINUTES',
      'SMTP_URL',
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
      'SEED_DEMO',
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'RATE_LIMIT_API_PER_MINUTE',
    ]);
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', JWT_SECRET: 'short' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toBe(
      'Invalid configuration:\n  - PORT: must be an integer from 0 to 65535 (got "abc")\n  - JWT_SECRET: must have at least 32 characters',
    );
  });

  it("AUDIT_KEY or AUDIT_KEY_FILE: the audit chain's key, outside the database (issue 36)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-key-'));
    try {
      const file = path.join(dir, 'audit.key');
      fs.writeFileSync(file, `${'f'.repeat(48)}\n`, { mode: 0o600 });
      const { AUDIT_KEY: _key, ...noKey } = production;
      expect(loadConfig({ ...noKey, AUDIT_KEY_FILE: file }).auditKeys.current.toString()).toBe(
        'f'.repeat(48),
      );
      expect(problems({ ...noKey, AUDIT_KEY_FILE: path.join(dir, 'nao-existe') })).toEqual([
        `AUDIT_KEY_FILE: cannot read ${path.join(dir, 'nao-existe')} (ENOENT)`,
      ]);
      expect(problems({ ...production, AUDIT_KEY_FILE: file })).toEqual([
        'AUDIT_KEY and AUDIT_KEY_FILE: set one of them, not both',
      ]);
      expect(problems({ ...production, AUDIT_KEY: 'curta' })).toEqual([
        'AUDIT_KEY: must have at least 32 characters',
      ]);
      expect(problems({ ...production, AUDIT_KEY: DEVELOPMENT_AUDIT_KEY })).toEqual([
        'AUDIT_KEY: the development key is refused when NODE_ENV=production',
      ]);
      // Development: the fixed development key; earlier keys for a rotation.
      expect(loadConfig({}).auditKeys.current.toString()).toBe(DEVELOPMENT_AUDIT_KEY);
      const rotated = loadConfig({
        ...production,
        AUDIT_PREVIOUS_KEYS: `${'a'.repeat(40)},${'b'.repeat(40)}`,
      });
      expect(rotated.auditKeys.previous.map((k) => k.toString())).toEqual([
        'a'.repeat(40),
        'b'.repeat(40),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('production needs a JWT secret, SMTP and Turnstile keys; no demo data by default', () => {
    expect(problems({ NODE_ENV: 'production' }).map((p) => p.split(':')[0])).toEqual([
      'JWT_SECRET',
      'AUDIT_KEY or AUDIT_KEY_FILE',
      'SMTP_URL',
      'MAIL_FROM',
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
      'TRUST_PROXY',
      'PRIVACY_CONTACT',
      'PUBLIC_URL',
    ]);
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('PUBLIC_URL: this server on loopback in development; in production required, never the example', () => {
    expect(loadConfig({ PORT: '3100' }, '/srv/votacao').publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ HOST: '::1', PORT: '3100' }, '/srv/votacao').publicUrl).toBe(
      'http://[::1]:3100',
    );
    const set = loadConfig({ ...production, PUBLIC_URL: 'https://votacao.associacao.org.br/' });
    expect(set.publicUrl).toBe('https://votacao.associacao.org.br');
    expect(set.warnings.some((w) => w.startsWith('PUBLIC_URL'))).toBe(false);
    // Production on loopback (behind nginx): required, where it used to be a warning (issue 37).
    const { PUBLIC_URL: _url, ...unset } = production;
    expect(problems(unset)).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production: the address voters/),
    ]);
    expect(problems({ ...production, PUBLIC_URL: 'https://votacao.example.org' })).toEqual([
      "PUBLIC_URL: https://votacao.example.org is the template's example address; put the address voters open",
    ]);
    expect(problems({ PUBLIC_URL: 'votacao.example.org' })).toEqual([
      'PUBLIC_URL: must be a URL starting with http: or https://',
    ]);
  });

  it('refuses a non-loopback HOST without SMTP, Turnstile keys and JWT_SECRET, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const found = problems({ HOST: '0.0.0.0', ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect(found).toEqual([
        'HOST=0.0.0.0 is not a loopback address: set JWT_SECRET, SMTP_URL, TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (the development mailbox, bot check and generated secret are served on 127.0.0.1 only, whatever NODE_ENV says)',
        'HOST=0.0.0.0 is not a loopback address: set PUBLIC_URL, the address voters open (e.g. https://votacao.example.org); code e-mails carry a sign-in link to it for a CPF under attack',
      ]);
    }
    // Production too: without PUBLIC_URL a capped CPF would have no way in (decision 080).
    const { NODE_ENV: _env, ...everything } = production;
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(problems({ ...withoutUrl, HOST: '0.0.0.0' })).toEqual([
      'HOST=0.0.0.0 is not a loopback address: set PUBLIC_URL, the address voters open (e.g. https://votacao.example.org); code e-mails carry a sign-in link to it for a CPF under attack',
    ]);
    expect(
      problems({ ...everything, HOST: '0.0.0.0', PUBLIC_URL: 'https://votacao.example.org' }),
    ).toEqual([]);
    // Only what is missing is named.
    const { NODE_ENV: _production, ...complete } = production;
    expect(problems({ ...complete, HOST: '::', SMTP_URL: '' })[0]).toMatch(
      /^HOST=:: is not a loopback address: set SMTP_URL \(/,
    );
    expect(
      loadConfig({ ...complete, HOST: '0.0.0.0', PUBLIC_URL: 'https://votacao.example.org' }).host,
    ).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost']) {
      expect(problems({ HOST: host })).toEqual([]);
    }
  });

  it('TRUST_PROXY: the proxy addresses or CIDRs; true is accepted with a warning', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
    ]);
    // A proxy in front of a server not in production: one warning says what is still dev mode.
    const proxied = loadConfig({ TRUST_PROXY: 'loopback' }).warnings;
    expect(proxied).toHaveLength(1);
    expect(proxied[0]).toMatch(
      /^A proxy is in front \(TRUST_PROXY\) but NODE_ENV is not production; still in development mode: the development bot check .*, a generated JWT secret, codes written to DATA_DIR\/mailbox instead of e-mailed, the demo categories, no HSTS\./,
    );
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).warnings).toEqual([]);
    expect(problems({ TRUST_PROXY: '10.0.0.5, proxy.example.org' })).toEqual([
      'TRUST_PROXY: "proxy.example.org" is not an address or CIDR (give the proxy\'s addresses, e.g. 10.0.0.5,10.0.1.0/24, or none)',
    ]);
    const trusting = loadConfig({ TRUST_PROXY: 'true' });
    expect(trusting.trustProxy).toBe(true);
    expect(trusting.warnings[0]).toMatch(/^TRUST_PROXY=true trusts X-Forwarded-For from anyone/);
  });

  it('production refuses each unsafe setting with a message naming it', () => {
    const { TRUST_PROXY: _trust, ...noProxy } = production;
    expect(problems(noProxy)).toEqual([
      expect.stringMatching(/^TRUST_PROXY: required when NODE_ENV=production: `none` when clients/),
    ]);
    expect(problems({ ...production, TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true is refused in production/),
    ]);
    expect(loadConfig({ ...production, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    for (const from of [
      'Votação <nao-responda@localhost>',
      'nao-responda@associacao.example.org',
      'x@votacao.test',
      'ninguem',
    ]) {
      expect(problems({ ...production, MAIL_FROM: from })).toEqual([
        expect.stringMatching(/^MAIL_FROM: required when NODE_ENV=production, a real address/),
      ]);
    }
    expect(
      problems({ ...production, PRIVACY_CONTACT: 'privacidade@associacao.example.org' }),
    ).toEqual([expect.stringMatching(/^PRIVACY_CONTACT: required when NODE_ENV=production/)]);
    expect(problems(production)).toEqual([]);
  });

  it('BACKUP_DIR: an absolute path, or unset', () => {
    expect(loadConfig({}).backupDir).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/votacao' }).backupDir).toBe(
      '/var/backups/votacao',
    );
    expect(problems({ BACKUP_DIR: 'backups' })).toEqual([
      expect.stringMatching(/^BACKUP_DIR: must be an absolute path/),
    ]);
  });

  it("production refuses the template's CHANGE-ME placeholders, naming each variable", () => {
    expect(
      problems({
        ...production,
        DATABASE_URL: 'postgres://votacao:CHANGE-ME@127.0.0.1:5432/votacao',
        TURNSTILE_SECRET_KEY: 'CHANGE-ME',
      }),
    ).toEqual([
      "TURNSTILE_SECRET_KEY: still the template's placeholder CHANGE-ME; put the real value",
      "DATABASE_URL: still the template's placeholder CHANGE-ME; put the real value",
    ]);
    // Development keeps running with them (the template is not read there).
    expect(
      problems({ TURNSTILE_SITE_KEY: 'CHANGE-ME', TURNSTILE_SECRET_KEY: 'CHANGE-ME' }),
    ).toEqual([]);
  });

  it('tokens live 2 hours by default and at most 24 hours', () => {
    expect(loadConfig({}).tokenTtlMinutes).toBe(120);
    expect(loadConfig({ TOKEN_TTL_MINUTES: '1440' }).tokenTtlMinutes).toBe(1440);
    expect(problems({ TOKEN_TTL_MINUTES: '1441' })).toEqual([
      'TOKEN_TTL_MINUTES: must be an integer from 1 to 1440 (got "1441")',
    ]);
  });

  it('RESULTS_SEAL_HOLD_MINUTES: 10 by default, 0 to 1440 (issue 36)', () => {
    expect(loadConfig({}).resultsSealHoldMinutes).toBe(10);
    expect(loadConfig({ RESULTS_SEAL_HOLD_MINUTES: '0' }).resultsSealHoldMinutes).toBe(0);
    expect(loadConfig({ RESULTS_SEAL_HOLD_MINUTES: '60' }).resultsSealHoldMinutes).toBe(60);
    for (const bad of ['-1', '1441', '5.5', 'dez']) {
      expect(problems({ RESULTS_SEAL_HOLD_MINUTES: bad })).toEqual([
        `RESULTS_SEAL_HOLD_MINUTES: must be an integer from 0 to 1440 (got "${bad}")`,
      ]);
    }
  });

  it('REDIS_URL: shared limits under a key prefix; the guessing cap cannot be raised past 49', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'votacao:',
    });
    expect(loadConfig({}).redis).toBeNull();
    expect(problems({ REDIS_URL: 'http://x' })[0]).toMatch(/^REDIS_URL: must be a URL/);
    expect(problems({ OTP_MAX_FAILURES_PER_CPF_PER_DAY: '50' })[0]).toMatch(
      /^OTP_MAX_FAILURES_PER_CPF_PER_DAY: must be an integer from 1 to 49/,
    );
  });

  it('DATABASE_URL: file: paths are relative to the working directory', () => {
    expect(loadConfig({ DATABASE_URL: 'file:db/x.sqlite' }, '/srv').database).toEqual({
      kind: 'sqlite',
      file: '/srv/db/x.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.sqlite' }, '/srv').database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }).database.kind).toBe('postgres');
  });

  it('SQLITE_SYNCHRONOUS: FULL by default, NORMAL on request, anything else refused', () => {
    const file = { DATABASE_URL: 'file:/tmp/x.sqlite' };
    expect(loadConfig(file).database).toEqual({ kind: 'sqlite', file: '/tmp/x.sqlite' });
    expect(loadConfig({ ...file, SQLITE_SYNCHRONOUS: 'normal' }).database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
      synchronous: 'NORMAL',
    });
    expect(loadConfig({ ...file, SQLITE_SYNCHRONOUS: 'FULL' }).database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(problems({ ...file, SQLITE_SYNCHRONOUS: 'OFF' })[0]).toMatch(
      /^SQLITE_SYNCHRONOUS: must be FULL or NORMAL/,
    );
  });
  it('reads as the hand-written readers did: blanks unset, words in any case, bad URLs named', () => {
    const config = loadConfig({ PORT: ' 3100 ', HOST: '', SEED_DEMO: 'No', LOG_LEVEL: 'WARN' });
    expect(config).toMatchObject({ port: 3100, host: '127.0.0.1', seedDemo: false });
    expect(config.logLevel).toBe('warn');
    expect(loadConfig({ SEED_DEMO: 'on', SQLITE_SYNCHRONOUS: 'Normal' }).seedDemo).toBe(true);
    expect(
      problems({ PUBLIC_URL: 'https://[votacao', REDIS_URL: 'redis://x', PORT: '1e9' }),
    ).toEqual([
      'PORT: must be an integer from 0 to 65535 (got "1e9")',
      'PUBLIC_URL: must be a URL starting with http: or https://',
    ]);
  });
});
