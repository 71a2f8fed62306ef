/**
 * Masks for personal data in logs: a CPF, an e-mail or a one-time code never reaches a log line
 * in clear (the dev mailbox's code line is the one deliberate exception, development only).
 */
import type { FastifyServerOptions } from 'fastify';

import { isValidCpf } from '../domain/cpf';
import { onlyDigits } from '../domain/digits';

import { networkPrefix } from './networkPrefix';

/** '52998224725' -> '***.***.*47-25'... shows only the last 4 digits. */
export function maskCpf(cpf: string): string {
  const digits = onlyDigits(cpf);
  if (digits.length < 4) return '***';
  return `***.***.*${digits.slice(-4, -2)}-${digits.slice(-2)}`;
}

/** 'maria.silva@example.com.br' -> 'm***@e***.com.br'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const suffix = dot >= 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${suffix}`;
}

/** What the voter sees of the address (SendCodeAnswer): 'm•••@example.com', nothing more. */
export function maskEmailForVoter(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${[...email][0] ?? ''}•••@${email.slice(at + 1)}`;
}

/** A URL with every query value replaced: searches carry names, e-mails and CPFs. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  return url.slice(0, at) + url.slice(at).replace(/([?&][^=&]*)=[^&]*/g, '$1=…');
}

/**
 * What a request, an answer or a body logged under `req`, `res` or `body` becomes: the request's
 * method, address and client, the answer's status, and never a header (the token, cookies) or a
 * body (CPF, codes). Serializers instead of pino's `redact` paths: pino parsed those paths again
 * on every line, 4 % of a category list's time, to find headers the request serializer never
 * writes (docs/performance.md).
 */
const logSerializers = {
  req: (req: {
    method?: string;
    url?: string;
    headers?: Record<string, unknown>;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number } | null;
  }) => ({
    method: req.method,
    url: req.url === undefined ? undefined : redactQuery(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    // The network, never the address (the privacy notice's promise; decision 102).
    remoteAddress: networkPrefix(req.ip) ?? undefined,
    remotePort: req.socket?.remotePort,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  body: () => '[Redacted]',
};

const EMAIL_IN_TEXT = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;
// 11 digits with or without the CPF punctuation, then any run of 6+ digits (codes, phones).
const CPF_IN_TEXT = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g;
const DIGITS_IN_TEXT = /\d{6,}/g;
// Database errors quote row values: Key (email)=(x@y) …, values in parentheses or quotes.
const ROW_VALUES = /=\([^)]*\)/g;

/** A message with addresses, CPFs, codes and quoted row values replaced by placeholders. */
export function scrubText(text: string): string {
  return text
    .replace(ROW_VALUES, '=(…)')
    .replace(EMAIL_IN_TEXT, '<e-mail>')
    .replace(CPF_IN_TEXT, '<cpf>')
    .replace(DIGITS_IN_TEXT, '<digits>');
}

// A Brazilian phone: optional (DD), an optional 9, then 4 + 4 digits, with or without separators.
const PHONE_IN_TEXT = /(?:\(?\d{2}\)?[\s.-]?)?9?\d{4}[\s.-]?\d{4}(?!\d)/g;

/** The last two digits of a number, the rest hidden: '(**) *****-**78'. */
const maskPhone = (phone: string) => `(**) *****-**${onlyDigits(phone).slice(-2)}`;

/**
 * An operator's reason as it is stored (audit trail, voters.invalidated_reason): CPFs, e-mails and
 * phone numbers quoted in it are masked when written (issue 25), so the trail and audit.csv never
 * hold them in clear. Names cannot be told from other words: erasing a voter replaces the reasons
 * of the rows about that voter (repositories/personalData.ts).
 */
export function maskPersonalData(text: string): string {
  return (
    text
      .replace(EMAIL_IN_TEXT, (email) => maskEmail(email))
      // 11 digits are a CPF when the check digits say so, else a celular (DD 9xxxx-xxxx).
      .replace(CPF_IN_TEXT, (cpf) => (isValidCpf(cpf) ? maskCpf(cpf) : cpf))
      .replace(PHONE_IN_TEXT, (phone) => (onlyDigits(phone).length >= 8 ? maskPhone(phone) : phone))
  );
}

/**
 * pino serializer for `err`: type, code and a scrubbed message only. Driver errors carry the
 * row (pg's `detail`, `parameters`), SMTP errors the recipient (`rejected`, `response`): none
 * of those fields is logged.
 */
export function serializeError(error: unknown): Record<string, unknown> | string {
  if (typeof error === 'string') return scrubText(error);
  if (!(error instanceof Error)) return { message: scrubText(String(error)) };
  const e = error as Error & { code?: unknown; statusCode?: unknown; responseCode?: unknown };
  const out: Record<string, unknown> = { type: e.name, message: scrubText(e.message) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.responseCode === 'number') out.responseCode = e.responseCode;
  if (e.stack) out.stack = scrubText(e.stack.split('\n').slice(1, 6).join('\n'));
  return out;
}

/** The server's logger options (app.ts); tests log through the same ones. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const serializer = serializeError as never;
  return {
    level,
    // ISO 8601 times, not epoch milliseconds.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    serializers: { ...logSerializers, err: serializer, error: serializer },
    ...(stream ? { stream } : {}),
  };
}
