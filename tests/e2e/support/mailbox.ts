/**
 * A real SMTP listener (smtp-server) that the server under test sends its one-time codes to.
 * Messages are parsed just enough to read the recipient and the six-digit code; no mail library
 * is needed for that (the server's message is plain MIME: text and maybe HTML, encoded or not).
 */
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** Decoded text of every text part (text/plain first). */
  text: string;
  /** The six-digit code found in the body, or null. */
  code: string | null;
  raw: string;
}

interface Waiter {
  email: string;
  resolve: (mail: ReceivedMail) => void;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?utf-8?B?...?= / =?utf-8?Q?...?=) in a header value. */
function decodeHeaderValue(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*/g,
    (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  const head = at === -1 ? normalized : normalized.slice(0, at);
  const body = at === -1 ? '' : normalized.slice(at + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Every text/* leaf of a MIME message, decoded, plain text before HTML. */
function textParts(raw: string): { type: string; text: string }[] {
  const part = splitPart(raw);
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => textParts(chunk.replace(/^\n/, '')));
  }
  if (!/^text\//i.test(contentType)) return [];
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const buffer =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return [{ type: contentType.toLowerCase(), text: buffer.toString('utf8') }];
}

/** Parses a raw message as received over SMTP. Exported for the harness self-test. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const top = splitPart(raw);
  const parts = textParts(raw).sort(
    (a, b) => Number(b.type.startsWith('text/plain')) - Number(a.type.startsWith('text/plain')),
  );
  const text = parts.map((p) => p.text).join('\n');
  // Six consecutive digits not part of a longer number (so a CPF or a date never matches).
  const withoutTags = text.replace(/<[^>]*>/g, ' ');
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(withoutTags)?.[1] ?? null;
  return {
    to: to.map((address) => address.toLowerCase()),
    subject: decodeHeaderValue(top.headers.get('subject') ?? ''),
    text,
    code,
    raw,
  };
}

export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private readonly consumed = new Set<ReceivedMail>();
  private waiters: Waiter[] = [];
  private readonly rejected = new Set<string>();
  private server: SMTPServer | null = null;
  private portNumber = 0;

  get port(): number {
    return this.portNumber;
  }

  /** smtp://127.0.0.1:PORT, for the server's SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.portNumber}`;
  }

  /** Listens on 127.0.0.1; the first start picks a free port, later starts reuse it. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Any credentials are fine (SMTP_URL may carry some); none are needed either.
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'e2e' }),
      // Closing must not wait 30 s for the server's pooled connection.
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address.toLowerCase())) {
          const error = new Error('Mailbox unavailable (rejected by the e2e test)') as Error & {
            responseCode: number;
          };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.deliver(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.portNumber, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.portNumber = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: the server's next e-mail fails with a connection error. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Makes every message to this address fail at RCPT TO with 550 (or accept it again with
   * `false`). Scoped to one voter, so it cannot disturb other tests on the same server.
   */
  reject(email: string, on = true): void {
    if (on) this.rejected.add(email.toLowerCase());
    else this.rejected.delete(email.toLowerCase());
  }

  /** How many messages this address has received. */
  countFor(email: string): number {
    const address = email.toLowerCase();
    return this.messages.filter((m) => m.to.includes(address)).length;
  }

  /**
   * The next message to this address that no earlier call returned: the codes come back in the
   * order the server sent them (login, then each resend).
   */
  async waitForMail(email: string, timeoutMs = 60_000): Promise<ReceivedMail> {
    const address = email.toLowerCase();
    const ready = this.messages.find((m) => m.to.includes(address) && !this.consumed.has(m));
    if (ready) {
      this.consumed.add(ready);
      return ready;
    }
    return new Promise<ReceivedMail>((resolve, reject) => {
      const waiter: Waiter = { email: address, resolve };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`No e-mail reached ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiter.resolve = (mail) => {
        clearTimeout(timer);
        resolve(mail);
      };
      this.waiters.push(waiter);
    });
  }

  /**
   * The six-digit code of the next unread code e-mail to this address (its subject says
   * 'código': the voters' and the operators' alike). Other messages (a vote's receipt, the
   * operators' notice that the votes were sealed, whose hashes may hold six digits in a row) are
   * sent by the outbox in their own time and may come first: they are passed over, left unread.
   */
  async waitForCode(email: string, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    const passed: ReceivedMail[] = [];
    try {
      for (;;) {
        const mail = await this.waitForMail(email, Math.max(1, deadline - Date.now()));
        if (mail.code && /código/i.test(mail.subject)) return mail.code;
        passed.push(mail);
      }
    } finally {
      for (const mail of passed) this.consumed.delete(mail);
    }
  }

  private deliver(mail: ReceivedMail): void {
    this.messages.push(mail);
    const waiter = this.waiters.find((w) => mail.to.includes(w.email));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      this.consumed.add(mail);
      waiter.resolve(mail);
    }
  }
}
