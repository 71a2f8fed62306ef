/**
 * deploy/validate.sh, as docs/deploy.md tells the IT person to run it: nginx -t on both shipped
 * sites, the edge's rules read off them (16 kB bodies, no failure count, no Host in the redirect,
 * no version, health and metrics in every spelling), the unit, compose.yaml and the env template.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const NGINX = '/usr/sbin/nginx';

describe.skipIf(!fs.existsSync(NGINX))('deploy/validate.sh', () => {
  it('passes on the shipped files', () => {
    const run = spawnSync('sh', ['deploy/validate.sh'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain('edge rules: ');
  }, 60_000);

  it('refuses a site that counts failures or redirects to the client Host', () => {
    const site = path.join(ROOT, 'deploy', 'nginx', 'votacao.conf');
    const text = fs.readFileSync(site, 'utf8');
    const copy = path.join(ROOT, 'deploy', 'nginx', '.validate-probe.conf');
    try {
      for (const [from, to] of [
        ['max_fails=0;', 'max_fails=1 fail_timeout=5s;'],
        ['https://votacao.example.org$request_uri', 'https://$host$request_uri'],
        ['location ~ ^/(livez|readyz)/*$', 'location ~ ^/(livez|readyz)$'],
      ] as const) {
        fs.writeFileSync(copy, text.replace(from, to));
        const run = spawnSync('sh', ['deploy/validate.sh', '--edge-only', copy], {
          cwd: ROOT,
          encoding: 'utf8',
        });
        expect(run.status, `${from} → ${to}`).not.toBe(0);
      }
    } finally {
      fs.rmSync(copy, { force: true });
    }
  });
});
