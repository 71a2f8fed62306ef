/**
 * A real SMTP listener (smtp-server, as tests/api/helpers/mail.ts) for bench:journey, standing in
 * for the association's mail server: it can wait before its greeting (a mail server slow to
 * answer) and take a while to accept each message (one that takes 1 s per message). Voters
 * wait here for their code, as a person waits for the e-mail.
 */
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { parseMail } from '../../tests/api/helpers/mail';

export interface MailCatcherOptions {
  /** Wait this long before greeting each new connection (ms). */
  greetingDelayMs?: number;
  /** Wait this long before accepting each message (ms), on every connection at once. */
  messageDelayMs?: number;
}

const CODE = /(?<!\d)(\d{6})(?!\d)/;

export class MailCatcher {
  /** Messages accepted, codes and others (vote receipts). */
  received = 0;
  codes = 0;
  connections = 0;
  /** Connections open now, and the most at once. */
  open = 0;
  peakOpen = 0;
  private server: SMTPServer | null = null;
  private port = 0;
  private readonly latest = new Map<string, string>();
  private readonly waiters = new Map<string, (code: string) => void>();
  private drainWaiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly options: MailCatcherOptions = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const { greetingDelayMs = 0, messageDelayMs = 0 } = this.options;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      // The server keeps up to MAIL_MAX_CONNECTIONS per process open.
      maxClients: 10_000,
      onConnect: (_session, callback) => {
        this.connections += 1;
        this.open += 1;
        this.peakOpen = Math.max(this.peakOpen, this.open);
        if (greetingDelayMs > 0) setTimeout(() => callback(), greetingDelayMs);
        else callback();
      },
      onClose: () => {
        this.open -= 1;
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const accept = () => {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
            this.received += 1;
            const code = CODE.exec(mail.body)?.[1];
            if (code) {
              this.codes += 1;
              for (const address of to) {
                this.latest.set(address, code);
                this.waiters.get(address)?.(code);
                this.waiters.delete(address);
              }
            }
            this.drainWaiters = this.drainWaiters.filter((w) => {
              if (this.received < w.count) return true;
              w.resolve();
              return false;
            });
            callback();
          };
          if (messageDelayMs > 0) setTimeout(accept, messageDelayMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The code e-mailed to `email`: at once when it came already, else when it comes. */
  code(email: string, timeoutMs: number): Promise<string> {
    const address = email.toLowerCase();
    const known = this.latest.get(address);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(address);
        reject(new Error(`no code e-mailed to ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(address, (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }

  /** Resolves true once `count` messages in all were accepted, false after `timeoutMs`. */
  drained(count: number, timeoutMs: number): Promise<boolean> {
    if (this.received >= count) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.drainWaiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      });
    });
  }
}
