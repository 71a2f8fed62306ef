/** The Auditoria page's "Alteração": a Portuguese sentence per action, never JSON (issue 27). */
import { describe, expect, it } from 'vitest';

import { describeAuditChange } from '../../../src/domain/integrityMessages';

const election = {
  name: 'Prêmio 2026',
  opensAt: '2026-12-01T08:00:00-03:00',
  closesAt: '2026-12-10T18:00:00-03:00',
  status: 'open',
  resultsPublished: false,
};

describe('describeAuditChange', () => {
  it('election.update says which date changed, from what to what, in São Paulo time', () => {
    expect(
      describeAuditChange({
        action: 'election.update',
        before: election,
        after: { ...election, closesAt: '2026-11-26T14:32:00-03:00', status: 'closed' },
      }),
    ).toBe('Encerramento alterado de 10/12/2026, 18:00 para 26/11/2026, 14:32.');
    expect(
      describeAuditChange({
        action: 'election.update',
        before: { ...election, name: null, opensAt: null },
        after: election,
      }),
    ).toBe(
      'Nome do prêmio alterado de sem nome para “Prêmio 2026”; Abertura alterada de sem data para 01/12/2026, 08:00.',
    );
    expect(
      describeAuditChange({ action: 'election.update', before: election, after: election }),
    ).toBe('Nenhuma alteração.');
  });

  it('catalogue, voters, operators, reminders and purges read as sentences with plurals right', () => {
    const said = (action: string, before: unknown, after: unknown) =>
      describeAuditChange({ action, before, after });
    expect(said('category.rename', { name: 'Padarias' }, { name: 'Padarias e confeitarias' })).toBe(
      'Nome alterado de “Padarias” para “Padarias e confeitarias”.',
    );
    expect(said('company.delete', { id: 3, name: 'Pão Quente' }, null)).toBe(
      'Empresa “Pão Quente” removida.',
    );
    expect(said('category.create', null, { id: 1, name: 'Bares' })).toBe(
      'Categoria “Bares” criada.',
    );
    expect(said('voter.invalidate', { invalidated: false }, { invalidated: true, votes: 1 })).toBe(
      '1 voto deixou de contar.',
    );
    expect(said('voter.restore', { invalidated: true }, { invalidated: false, votes: 0 })).toBe(
      '0 votos voltaram a contar.',
    );
    expect(
      said('catalog.import', null, {
        fileName: 'catalogo.csv',
        categoriesAdded: 1,
        companiesAdded: 12,
        categoriesExisting: 0,
        companiesExisting: 0,
      }),
    ).toBe('Arquivo catalogo.csv; 1 categoria nova e 12 empresas novas.');
    expect(said('operator.add', null, { email: 'ana@example.com', nome: 'Ana' })).toBe(
      'Operador Ana (ana@example.com) adicionado.',
    );
    expect(said('reminder.send', null, { subject: 'Vote!', recipients: 1 })).toBe(
      'Assunto “Vote!” para 1 eleitor.',
    );
    expect(said('data.purge', null, { codes: 2, limits: 1, votersErased: 0 })).toBe(
      '0 eleitores apagados; 2 códigos de acesso removidos; 1 registro de limite removido.',
    );
    expect(said('operator.sign-in', null, null)).toBe('');
  });

  it('an unknown action is written as field pairs, never JSON', () => {
    const text = describeAuditChange({
      action: 'future.thing',
      before: { level: 1 },
      after: { level: 2, on: true },
    });
    expect(text).toBe('level: 1 → 2; on: sim.');
    expect(text).not.toMatch(/[{}"]/);
  });
});
