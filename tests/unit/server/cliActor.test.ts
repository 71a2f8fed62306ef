/** CLI actions are attributed to the OS user that ran them, not "cli:desconhecido" (issue 27). */
import { describe, expect, it } from 'vitest';

import { cliActor } from '../../../src/server/audit/audit';

describe('cliActor', () => {
  it('prefers the person behind sudo, then the login variables', () => {
    expect(cliActor({ SUDO_USER: 'maria', USER: 'root' })).toBe('cli:maria');
    expect(cliActor({ USER: 'joao' })).toBe('cli:joao');
    expect(cliActor({ LOGNAME: 'ana' })).toBe('cli:ana');
  });

  it('without them (systemd, containers, cron), the account the process runs as', () => {
    expect(cliActor({}, () => 'votacao')).toBe('cli:votacao');
    expect(cliActor({})).not.toBe('cli:desconhecido');
  });

  it('"desconhecido" only when even the account has no name', () => {
    expect(
      cliActor({}, () => {
        throw new Error('no passwd entry');
      }),
    ).toBe('cli:desconhecido');
  });
});
