/**
 * No Intl object is built when src/domain or the theme loads: the first one a page builds loads
 * ICU's locale data (docs/performance.md, Intl on first use), so a page pays it only when it
 * shows a date, a count or a sorted list. Each formatter is then built once and gives the same
 * text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const CONSTRUCTORS = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator'] as const;

describe('Intl objects are built on first use', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loading every domain module and the theme builds none', async () => {
    vi.resetModules();
    const spies = CONSTRUCTORS.map((name) => vi.spyOn(Intl, name));
    const modules = {
      ...import.meta.glob('../../../src/domain/**/*.ts'),
      ...import.meta.glob('../../../src/theme/*.ts'),
    };
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    for (const load of Object.values(modules)) await load();
    for (const spy of spies) expect(spy, spy.getMockName()).not.toHaveBeenCalled();
  }, 60_000); // every module loaded afresh: seconds on a busy machine

  it('builds each formatter once, on the first call, with the same text as before', async () => {
    vi.resetModules();
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const { formatElectionDate } = await import('../../../src/domain/election');
    const { countOf, noun } = await import('../../../src/domain/plural');
    const { sortByName } = await import('../../../src/domain/collation');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(formatElectionDate('2026-12-01T11:00:00.000Z')).toBe('01/12/2026, 08:00');
    expect(formatElectionDate('2026-12-05T23:30:00.000Z')).toBe('05/12/2026, 20:30');
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
    expect(countOf(1234, noun('alerta'))).toBe('1.234 alertas');
    expect(countOf(0, noun('alerta'))).toBe('0 alertas');
    expect(sortByName([{ name: 'Padaria' }, { name: 'Ótica' }, { name: 'Oficina' }])).toEqual([
      { name: 'Oficina' },
      { name: 'Ótica' },
      { name: 'Padaria' },
    ]);
  });
});
