/** How the benches start the real server: production settings, mail to a local listener. */
import { SECRET, type BenchDatabase } from './data';

/**
 * The server runs with the flags `npm start` gives it (package.json) and docs/server.md asks of
 * production: a young generation of 4 MB semi-spaces instead of up to 16 MB keeps the peak
 * RSS under load about 60 MB lower at no measurable cost in throughput (decision 137).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

export function serverEnv(
  database: BenchDatabase,
  dataDir: string,
  smtpUrl: string,
): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    AUDIT_KEY: `audit-${SECRET}`,
    SEED_DEMO: 'false',
    // Production refuses to start without these (issue 28). Each new vote e-mails its receipt
    // (issue 26): to a local SMTP listener that accepts at once, as a healthy mail server would.
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
    PRIVACY_CONTACT: 'privacidade@associacao.org.br',
    PUBLIC_URL: 'https://votacao.associacao.org.br',
    TRUST_PROXY: 'none',
    TURNSTILE_SITE_KEY: 'bench',
    TURNSTILE_SECRET_KEY: 'bench',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_OTP_PER_HOUR: '10000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '10000000',
    RATE_LIMIT_UNKNOWN_CPF_PER_HOUR: '10000000',
  };
}
