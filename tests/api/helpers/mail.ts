/** Mailers for tests: an in-memory one, and a real SMTP listener (smtp-server). */
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import type { Mailer, OutgoingMail } from '../../../src/server/mail/mailer';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  code: string;
  headers?: Record<string, string>;
}

/**
 * Keeps messages in memory; `failing = true` makes sending throw like an SMTP outage. Messages
 * reach it through the outbox: the helpers that ask for a code wait for the outbox to settle.
 */
export class MemoryMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: SentMail[] = [];
  failing = false;
  /** Refuses every message for good, like an SMTP 550. */
  rejecting = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25 (test)');
    if (this.rejecting) {
      throw Object.assign(new Error('550 5.1.1 Recipient address rejected (test)'), {
        responseCode: 550,
        response: '550 5.1.1 Recipient address rejected (test)',
      });
    }
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1] ?? '';
    this.sent.push({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      code,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  async close(): Promise<void> {}

  /** The latest code sent to `email`. */
  lastCode(email: string): string {
    // Codes only: a vote's receipt or a reminder to the same address is no code.
    const mail = this.sent.filter((m) => m.to === email.toLowerCase() && m.code !== '').at(-1);
    if (!mail) throw new Error(`No code was sent to ${email}`);
    return mail.code;
  }
}

function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  body: string;
  raw: string;
}

/** Decodes a single-part text message as nodemailer writes it. */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  const head = normalized.slice(0, at).replace(/\n[ \t]+/g, ' ');
  const bodyRaw = normalized.slice(at + 2);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(bodyRaw)
      : encoding === 'base64'
        ? Buffer.from(bodyRaw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : bodyRaw;
  const subject = header('Subject').replace(
    /=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  return { envelopeTo, subject, body, raw };
}

/** A real SMTP listener on 127.0.0.1 (no TLS, no auth), like a local mail catcher. */
export class SmtpListener {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  private waiters: { to: string; count: number; resolve: () => void }[] = [];

  private gate: Promise<void> = Promise.resolve();
  private open: (() => void) | null = null;

  /** Holds every message at DATA until resume(): a mail server that stalls, then recovers. */
  pause(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  resume(): void {
    this.open?.();
    this.open = null;
    this.gate = Promise.resolve();
  }

  /** Recipients refused for good at RCPT TO (550 5.1.1), as a real mail server refuses them. */
  readonly refused = new Set<string>();
  /** How many times a refused recipient was offered a message. */
  readonly refusals = new Map<string, number>();

  /**
   * `greetingDelayMs`: the listener waits that long before its greeting (a slow mail server);
   * `dataDelayMs`: that long before accepting each message (one that is slow per message).
   */
  constructor(private readonly options: { greetingDelayMs?: number; dataDelayMs?: number } = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The server's pooled connections stay open; do not wait 30 s for them on stop().
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        const delay = this.options.greetingDelayMs ?? 0;
        if (delay > 0) setTimeout(() => callback(), delay);
        else callback();
      },
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        if (!this.refused.has(to)) return callback();
        this.refusals.set(to, (this.refusals.get(to) ?? 0) + 1);
        callback(
          Object.assign(new Error('5.1.1 Mailbox unavailable (test)'), { responseCode: 550 }),
        );
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const accept = () => {
            this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
            this.notify();
            callback();
          };
          const delay = this.options.dataDelayMs ?? 0;
          void this.gate.then(() => {
            if (delay > 0) setTimeout(accept, delay);
            else accept();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    // A client that vanishes mid-connection (a server process killed with SIGKILL, as the
    // deployment test does) surfaces as 'error' (ECONNRESET) on the SMTP server: a real mail
    // server shrugs that off, and without a listener it would end the test run.
    server.on('error', () => undefined);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  mailsTo(email: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(email.toLowerCase()));
  }

  /** Waits for the n-th mail to `email` (1-based) and returns it. */
  async waitFor(email: string, count = 1, timeoutMs = 45_000): Promise<ReceivedMail> {
    if (this.mailsTo(email).length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail #${count} to ${email} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        this.waiters.push({
          to: email.toLowerCase(),
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    return this.mailsTo(email)[count - 1] as ReceivedMail;
  }

  private notify() {
    this.waiters = this.waiters.filter((w) => {
      if (this.mailsTo(w.to).length >= w.count) {
        w.resolve();
        return false;
      }
      return true;
    });
  }
}

/** The six consecutive digits in a mail body. */
export function codeIn(body: string): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(body);
  if (!match?.[1]) throw new Error(`No six-digit code in: ${body}`);
  return match[1];
}
