import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { REQUIRED_NODE_MAJOR, wrongNodeMessage } from '../../../src/server/nodeVersion';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

describe('the Node.js major the server refuses to run without', () => {
  it('is the one package.json and .nvmrc name', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR} <${REQUIRED_NODE_MAJOR + 1}`);
    expect(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(
      String(REQUIRED_NODE_MAJOR),
    );
  });

  it('accepts every release of that major and names what to do otherwise', () => {
    expect(wrongNodeMessage(`${REQUIRED_NODE_MAJOR}.0.0`, '/usr/bin/node')).toBeNull();
    expect(wrongNodeMessage(`${REQUIRED_NODE_MAJOR}.22.3`, '/usr/bin/node')).toBeNull();
    expect(wrongNodeMessage('20.20.2', '/usr/bin/node')).toBe(
      `Votação needs Node.js ${REQUIRED_NODE_MAJOR}; this is Node.js 20.20.2 (/usr/bin/node). Install Node.js ${REQUIRED_NODE_MAJOR} (docs/deploy.md, step 2) and point the service at it (deploy/systemd/votacao@.service runs /usr/bin/node).`,
    );
    expect(wrongNodeMessage('26.1.0', '/opt/node/bin/node')).toContain('Node.js 26.1.0');
  });
});
