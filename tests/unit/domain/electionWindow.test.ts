import { describe, expect, it } from 'vitest';

import { adminMessages } from '../../../src/domain/adminMessages';
import {
  formatDayClock,
  formatVotesHour,
  maskElectionDate,
  fromZonedInput,
  toZonedInput,
  validateElectionForm,
  validateWindowDates,
} from '../../../src/domain/electionWindow';
import { rankByVotes } from '../../../src/domain/ranking';

const { form } = adminMessages.election;

describe('voting window fields (America/Sao_Paulo)', () => {
  it('writes São Paulo wall time as ISO with the -03:00 offset, whatever the machine zone', () => {
    expect(fromZonedInput('01/12/2026 08:00')).toBe('2026-12-01T08:00:00-03:00');
    expect(Date.parse(fromZonedInput('01/12/2026 08:00') ?? '')).toBe(
      Date.parse('2026-12-01T11:00:00Z'),
    );
  });

  it('reads an ISO instant back as the São Paulo field value (round trip)', () => {
    expect(toZonedInput('2026-12-10T21:00:00.000Z')).toBe('10/12/2026 18:00');
    expect(toZonedInput('2026-12-10T18:00:00-03:00')).toBe('10/12/2026 18:00');
    expect(toZonedInput(fromZonedInput('28/02/2027 23:59') ?? null)).toBe('28/02/2027 23:59');
    expect(toZonedInput(null)).toBe('');
  });

  it('empty means no date; dates that do not exist or do not parse are refused', () => {
    expect(fromZonedInput('')).toBeNull();
    expect(fromZonedInput('   ')).toBeNull();
    for (const bad of [
      '31/02/2026 10:00',
      '01/12/2026 25:00',
      '01/12/2026 10:60',
      'amanhã',
      '01/12/2026',
      '2026-12-01T08:00',
    ]) {
      expect(fromZonedInput(bad), bad).toBeUndefined();
    }
  });

  it('validates in Portuguese: bad dates, closesAt not after opensAt', () => {
    expect(validateElectionForm({ name: 'Prêmio', opensAt: '', closesAt: '' })).toEqual({});
    expect(validateElectionForm({ name: '', opensAt: 'x', closesAt: '30/02/2026 10:00' })).toEqual({
      opensAt: form.invalidDate,
      closesAt: form.invalidDate,
    });
    expect(
      validateElectionForm({ name: '', opensAt: '10/12/2026 18:00', closesAt: '01/12/2026 08:00' }),
    ).toEqual({ closesAt: form.closesBeforeOpens });
    expect(
      validateElectionForm({ name: '', opensAt: '10/12/2026 18:00', closesAt: '10/12/2026 18:00' }),
    ).toEqual({ closesAt: form.closesBeforeOpens });
    expect(
      validateElectionForm({ name: 'x'.repeat(201), opensAt: '', closesAt: '' }),
    ).toHaveProperty('name');
  });

  it('the window rule: empty dates pass unless a required message is given (the nominations window)', () => {
    expect(validateWindowDates({ opensAt: '', closesAt: '' })).toEqual({});
    expect(validateWindowDates({ opensAt: '', closesAt: '' }, 'Informe.')).toEqual({
      opensAt: 'Informe.',
      closesAt: 'Informe.',
    });
    expect(validateWindowDates({ opensAt: '01/12/2026 08:00', closesAt: '' }, 'Informe.')).toEqual({
      closesAt: 'Informe.',
    });
    expect(validateWindowDates({ opensAt: '31/02/2026 08:00', closesAt: '' }, 'Informe.')).toEqual({
      opensAt: form.invalidDate,
      closesAt: 'Informe.',
    });
    expect(
      validateWindowDates(
        { opensAt: '10/12/2026 18:00', closesAt: '01/12/2026 08:00' },
        'Informe.',
      ),
    ).toEqual({ closesAt: form.closesBeforeOpens });
    expect(
      validateWindowDates(
        { opensAt: '01/12/2026 08:00', closesAt: '10/12/2026 18:00' },
        'Informe.',
      ),
    ).toEqual({});
  });

  it('masks typed digits as dd/mm/aaaa hh:mm', () => {
    expect(maskElectionDate('011220260800')).toBe('01/12/2026 08:00');
    expect(maskElectionDate('01/12')).toBe('01/12');
    expect(maskElectionDate('ab01c')).toBe('01');
  });

  it('formats the Painel hours in São Paulo', () => {
    expect(formatVotesHour('2026-12-05T11:00:00.000Z')).toBe('05/12, 08:00');
  });

  it('a voter’s e-mail times: day and clock with seconds, São Paulo (the day turns at 03:00 UTC)', () => {
    expect(formatDayClock('2026-11-26T12:31:08.000Z')).toBe('26/11, 09:31:08');
    expect(formatDayClock('2026-11-27T02:59:59.000Z')).toBe('26/11, 23:59:59');
  });
});

describe('rankByVotes', () => {
  it('most votes first; ties share the rank and the next rank skips', () => {
    const ranked = rankByVotes([
      { name: 'C', votes: 7 },
      { name: 'A', votes: 10 },
      { name: 'B', votes: 10 },
      { name: 'D', votes: 0 },
    ]);
    expect(ranked.map(({ item, rank, tied }) => [item.name, rank, tied])).toEqual([
      ['A', 1, true],
      ['B', 1, true],
      ['C', 3, false],
      ['D', 4, false],
    ]);
  });

  it('empty in, empty out', () => {
    expect(rankByVotes([])).toEqual([]);
  });
});
