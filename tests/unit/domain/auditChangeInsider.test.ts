/** The Auditoria page's "Alteração" for the rows of issue 36 §4 (the key, the seal, a restore). */
import { describe, expect, it } from 'vitest';

import { describeAuditChange } from '../../../src/domain/integrityMessages';

describe('describeAuditChange, audit trail rows', () => {
  it('votes.sealed: how many votes, at which close, and the digest', () => {
    expect(
      describeAuditChange({
        action: 'votes.sealed',
        before: null,
        after: { closesAt: '2026-12-10T21:00:00.000Z', votes: 4120, sha256: 'ab12' },
      }),
    ).toBe('4.120 votos lacrados no encerramento de 10/12/2026, 18:00; SHA-256 ab12.');
  });

  it('audit.keyed, audit.key-rotated and database.restore', () => {
    expect(
      describeAuditChange({
        action: 'audit.keyed',
        before: null,
        after: { keyId: '5d0f3a1b2c4e6f70', unkeyedRows: 1 },
      }),
    ).toBe(
      'Trilha encadeada com a chave 5d0f3a1b2c4e6f70 daqui em diante; 1 registro anterior sem chave.',
    );
    expect(
      describeAuditChange({
        action: 'audit.key-rotated',
        before: { keyId: 'aaaa' },
        after: { keyId: 'bbbb' },
      }),
    ).toBe('Chave da trilha trocada de aaaa para bbbb.');
    expect(
      describeAuditChange({
        action: 'database.restore',
        before: null,
        after: { from: '/var/backups/votacao/copia.sqlite', previousKeptAt: null },
      }),
    ).toBe('Banco restaurado a partir de /var/backups/votacao/copia.sqlite.');
  });
});
