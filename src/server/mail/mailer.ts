/**
 * The one e-mail the product sends: the one-time code. Over SMTP (nodemailer, pooled) when
 * SMTP_URL is set; otherwise into the development mailbox (files in DATA_DIR/mailbox).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import { apiMessages } from '../messages';
import { maskEmail } from '../redact';

export interface CodeMessage {
  to: string;
  nome: string;
  code: string;
  ttlMinutes: number;
  /** The single-use sign-in link sent with the code (a CPF under attack; decision 080). */
  link?: string | null;
  /** Another subject (the operators' code says it opens the console). */
  subject?: string;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  date: string;
  headers?: Record<string, string>;
}

/** Any other message (a vote's receipt, a reminder): text, and extra headers when needed. */
export interface PlainMessage {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  sendCode(message: CodeMessage): Promise<void>;
  /** Receipts and reminders (issue 26). Optional so test mailers of codes only still fit. */
  send?(message: PlainMessage): Promise<void>;
  close(): Promise<void>;
}

export function composeCodeMessage({ nome, code, ttlMinutes, subject, link }: CodeMessage) {
  return {
    subject: subject ?? apiMessages.mail.subject,
    text: apiMessages.mail.text(nome, code, ttlMinutes, link),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    // Fail fast when the SMTP server is down: the voter gets a 503 and can try again.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async sendCode(message) {
      const { subject, text } = composeCodeMessage(message);
      await transport.sendMail({ from, to: message.to, subject, text });
    },
    async send(message) {
      await transport.sendMail({ from, ...message });
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

  async send(message: PlainMessage): Promise<void> {
    await this.store({
      to: message.to,
      subject: message.subject,
      text: message.text,
      date: new Date(this.now()).toISOString(),
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }

  private async store(entry: MailboxMessage): Promise<void> {
    const date = new Date(entry.date);
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${String(date.getTime()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    await fs.writeFile(path.join(this.dir, name), JSON.stringify(entry, null, 2), 'utf8');
    await this.prune();
  }

  async sendCode(message: CodeMessage): Promise<void> {
    const { subject, text } = composeCodeMessage(message);
    const date = new Date(this.now());
    const entry: MailboxMessage = { to: message.to, subject, text, date: date.toISOString() };
    await fs.mkdir(this.dir, { recursive: true });
    // The name sorts by time; the random part keeps two messages in the same millisecond apart.
    const name = `${String(date.getTime()).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    await fs.writeFile(path.join(this.dir, name), JSON.stringify(entry, null, 2), 'utf8');
    // Development only: the code in the log is the point of the dev mailbox.
    this.log.info(
      { to: maskEmail(message.to), mailbox: this.dir },
      `Dev mailbox: one-time code ${message.code} (also at GET /dev/mailbox)`,
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
