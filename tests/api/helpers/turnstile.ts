/**
 * A local stand-in for Cloudflare's siteverify: answers like the real one (JSON with success,
 * error-codes, hostname…), refuses a token it has seen (timeout-or-duplicate), and can be told
 * to fail, hang or break.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';

export type SiteverifyMode = 'success' | 'failure' | 'timeout' | 'outage' | 'garbage';

export class SiteverifyStandIn {
  mode: SiteverifyMode = 'success';
  hostname = 'votacao.example.org';
  readonly calls: URLSearchParams[] = [];
  private readonly seen = new Set<string>();
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      this.calls.push(form);
      const token = form.get('response') ?? '';
      const json = (status: number, answer: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      switch (this.mode) {
        case 'timeout':
          // Never answers: only the server's own time-out can end the call (closed at stop()).
          return;
        case 'outage':
          return json(500, { error: 'internal' });
        case 'garbage':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>Bad gateway</html>');
        case 'failure':
          return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
        case 'success': {
          if (form.get('secret') !== SiteverifyStandIn.SECRET) {
            return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
          }
          // Real secrets reject the dummy token that Cloudflare's test site keys produce.
          if (token === DEV_BOT_CHECK_TOKEN) {
            return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
          }
          if (this.seen.has(token)) {
            return json(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
          }
          this.seen.add(token);
          return json(200, {
            success: true,
            challenge_ts: new Date().toISOString(),
            hostname: this.hostname,
            'error-codes': [],
            action: '',
            cdata: '',
          });
        }
      }
    });
  });

  static readonly SECRET = '0x4AAAAAAAtest-secret-key-for-the-stand-in';
  static readonly SITE_KEY = '0x4AAAAAAAtest-site-key';

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
