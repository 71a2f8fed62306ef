/**
 * Debian's nginx with the shipped site (deploy/nginx/votacao.conf: only ports and certificate
 * paths changed, as tests/api/deploy/deployment.test.ts does) in front of the bench's server processes.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { freePort, ROOT } from './processes';

export const NGINX = '/usr/sbin/nginx';
const SITE = path.join(ROOT, 'deploy', 'nginx', 'votacao.conf');
export const SERVER_NAME = 'votacao.associacao.org.br';

export interface Nginx {
  httpsPort: number;
  stop(): Promise<void>;
}

/** The site with its upstreams on `upstreams` and its ports and certificate moved into `dir`. */
function siteFor(dir: string, ports: { http: number; https: number }, upstreams: number[]) {
  let site = fs.readFileSync(SITE, 'utf8');
  const swap = (from: RegExp | string, to: string) => {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`deploy/nginx/votacao.conf no longer has ${String(from)}`);
    site = next;
  };
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  swap(/ *server 127\.0\.0\.1:3001[^\n]*\n *server 127\.0\.0\.1:3002[^\n]*/, servers);
  swap(/listen 80;/, `listen 127.0.0.1:${ports.http};`);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap(/ *listen \[::\]:80;\n/, '');
  swap(/ *listen \[::\]:443 ssl http2;\n/, '');
  swap(/\/etc\/letsencrypt\/live\/votacao\.example\.org/g, dir);
  // The template's example name is refused as PUBLIC_URL in production (c387703).
  swap(/votacao\.example\.org/g, SERVER_NAME);
  // The site's logs (decision 250) into `dir`, as the deployment test does.
  swap(/\/var\/log\/nginx\/votacao\//g, `${dir}/logs/`);
  return site;
}

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-nginx-'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  const http = await freePort();
  const httpsPort = await freePort();
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    siteFor(dir, { http, https: httpsPort }, upstreams),
  );
  fs.mkdirSync(path.join(dir, 'logs'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
worker_processes auto;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const args = ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', `${dir}/nginx.conf`];
  const tested = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t: ${tested.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Listening once a TLS connection to its port opens.
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(httpsPort, '127.0.0.1');
    });
    if (up) break;
    if (i > 100 || child.exitCode !== null) {
      const log = fs.existsSync(`${dir}/logs/error.log`)
        ? fs.readFileSync(`${dir}/logs/error.log`, 'utf8')
        : '';
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { httpsPort, stop };
}
