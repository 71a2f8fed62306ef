/**
 * How e-mail leaves the server: over SMTP (nodemailer, pooled, DKIM-signed when configured) when
 * SMTP_URL is set; otherwise into the development mailbox (files in DATA_DIR/mailbox). Nothing
 * calls a mailer from a request: messages go through the outbox (mail/outbox.ts), whose worker
 * hands them to the mailer.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { DkimConfig } from '../config';
import { apiMessages } from '../messages';
import { maskEmail, scrubText } from '../redact';

export interface CodeMessage {
  to: string;
  nome: string;
  code: string;
  ttlMinutes: number;
  /** The single-use sign-in link sent with the code (a CPF under attack; decision 080). */
  link?: string | null;
  /** Another subject (the operators' code says it opens the console). */
  subject?: string;
  /** Who gets it: an operator's link comes with every code, a voter's only under attack. */
  audience?: 'voter' | 'operator';
}

/** One composed e-mail, as the outbox stores it and a mailer sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** A message in the development mailbox: the e-mail and its `date` (ISO 8601). */
export type MailboxMessage = OutgoingMail & { date: string };

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export function composeCodeMessage({
  nome,
  code,
  ttlMinutes,
  subject,
  link,
  audience,
}: CodeMessage) {
  return {
    subject: subject ?? apiMessages.mail.subject,
    text: apiMessages.mail.text(nome, code, ttlMinutes, link, audience),
  };
}

/** A refusal no retry will change (5xx: no such mailbox, refused sender…). */
export function isPermanentMailError(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * What the SMTP server (or the network) said, short enough for a column and a log line, without
 * the addresses it quotes (the console shows it; logs keep no e-mail).
 */
export function mailErrorReason(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const text = (e?.response ?? e?.message ?? String(error)).replace(/\s+/g, ' ').trim();
  const prefix = e?.code && !text.includes(e.code) ? `${e.code}: ` : '';
  return scrubText(`${prefix}${text}`).slice(0, 480);
}

export interface SmtpOptions {
  from: string;
  /** Connections at once (the outbox sends as many messages at a time). */
  maxConnections: number;
  dkim: DkimConfig | null;
}

export function createSmtpMailer(smtpUrl: string, options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections,
    // A server that never greets or stalls: give up on this attempt; the outbox retries later.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(options.dkim
      ? {
          dkim: {
            domainName: options.dkim.domain,
            keySelector: options.dkim.selector,
            privateKey: options.dkim.privateKey,
          },
        }
      : {}),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

const MAILBOX_KEEP = 200;

export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox';
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = path.join(dataDir, 'mailbox');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { subject, text } = mail;
    const date = new Date(this.now());
    const entry: MailboxMessage = {
      to: mail.to,
      subject,
      text,
      date: date.toISOString(),
      ...(mail.headers ? { headers: mail.headers } : {}),
    };
    await fs.mkdir(this.dir, { recursive: true });
    // The name sorts by time; the random part keeps two messages in the same millisecond apart.
    const name = `${String(date.getTime()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    await fs.writeFile(path.join(this.dir, name), JSON.stringify(entry, null, 2), 'utf8');
    // Development only: the code in the log is the point of the dev mailbox.
    const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
    this.log.info(
      { to: maskEmail(mail.to), mailbox: this.dir },
      code
        ? `Dev mailbox: one-time code ${code} (also at GET /dev/mailbox)`
        : 'Dev mailbox: a message (GET /dev/mailbox)',
    );
    await this.prune();
  }

  /** The most recent messages, newest first. */
  async list(limit = 50): Promise<MailboxMessage[]> {
    const names = await this.names();
    const recent = names.slice(-limit).reverse();
    const messages: MailboxMessage[] = [];
    for (const name of recent) {
      try {
        messages.push(JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')));
      } catch {
        // Pruned or half-written meanwhile: skip it.
      }
    }
    return messages;
  }

  async close(): Promise<void> {}

  private async names(): Promise<string[]> {
    try {
      return (await fs.readdir(this.dir)).filter((n) => n.endsWith('.json')).sort();
    } catch {
      return [];
    }
  }

  private async prune(): Promise<void> {
    const names = await this.names();
    for (const name of names.slice(0, Math.max(0, names.length - MAILBOX_KEEP))) {
      await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}
