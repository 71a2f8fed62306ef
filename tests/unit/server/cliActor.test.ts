/**
 * CLI actions are attributed to the OS account the process runs as, uid and name, never to the
 * environment's USER or SUDO_USER (issue 36: anyone can set those).
 */
import os from 'node:os';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { cliActor } from '../../../src/server/features/audit/audit';

describe('cliActor', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the process's account, name and uid", () => {
    expect(cliActor(() => ({ uid: 1001, username: 'votacao' }))).toBe('cli:votacao (uid 1001)');
    const me = os.userInfo();
    expect(cliActor()).toBe(`cli:${me.username} (uid ${me.uid})`);
  });

  it('USER, SUDO_USER and LOGNAME change nothing', () => {
    const before = cliActor();
    vi.stubEnv('USER', 'alguem');
    vi.stubEnv('SUDO_USER', 'outra');
    vi.stubEnv('LOGNAME', 'mais-uma');
    expect(cliActor()).toBe(before);
    expect(cliActor()).not.toContain('alguem');
  });

  it('"desconhecido" (with the uid) only when the account has no name', () => {
    expect(
      cliActor(() => {
        throw new Error('no passwd entry');
      }),
    ).toMatch(/^cli:desconhecido( \(uid \d+\))?$/);
  });
});
