/**
 * Masks for personal data in logs: a CPF, an e-mail or a one-time code never reaches a log line
 * in clear (the dev mailbox's code line is the one deliberate exception, development only).
 */
import { onlyDigits } from '../domain/digits';

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

/** pino redaction paths for anything that may carry secrets. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
];
