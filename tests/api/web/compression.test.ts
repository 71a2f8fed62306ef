/**
 * The built web app is sent precompressed: brotli or gzip copies written at build time
 * (scripts/vitePrecompress.ts) go out with Content-Encoding and Vary to clients that accept
 * them, the plain file to the rest; hashed assets are cached for a year, index.html is not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { precompress } from '../../../scripts/vitePrecompress';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

const SCRIPT = `console.log(${JSON.stringify('Votação '.repeat(200))});`;
const INDEX_HTML = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`;

describe('precompressed web app', () => {
  let database: TestDatabase;
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    fs.writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync(INDEX_HTML));
    const script = path.join(webDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    // A small file the build leaves uncompressed.
    fs.writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'export {};');
    t = await startTestApp(database, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy of a hashed script to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it('sends the gzip copy when only gzip is accepted, the plain file when nothing is', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);

    const refused = await get('/assets/index-abc123.js', 'identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SCRIPT);
  });

  it('falls back to the plain file when a file has no compressed copy', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it('SPA routes get the compressed index.html, never cached', async () => {
    for (const url of ['/', '/login', '/empresas']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('the build plugin writes .br and .gz copies of text files and leaves fonts and small files alone', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-precompress-'));
    try {
      fs.writeFileSync(path.join(out, 'app.js'), SCRIPT);
      fs.writeFileSync(path.join(out, 'small.js'), 'export {};');
      fs.writeFileSync(path.join(out, 'font.woff2'), Buffer.alloc(4096, 7));
      const plugin = precompress();
      (plugin.configResolved as (config: unknown) => void)({ root: out, build: { outDir: '.' } });
      (plugin.closeBundle as () => void)();
      expect(fs.readdirSync(out).sort()).toEqual([
        'app.js',
        'app.js.br',
        'app.js.gz',
        'font.woff2',
        'small.js',
      ]);
      expect(brotliDecompressSync(fs.readFileSync(path.join(out, 'app.js.br'))).toString()).toBe(
        SCRIPT,
      );
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
