/**
 * What the catalogue accepts is what the ata prints (decision 242): every character of
 * ATA_PRINTABLE_RANGES is drawn by the ata's fonts in both weights, so no accepted name prints
 * blank; and the names the catalogue refuses for it are the ones the fonts lack.
 */
import { describe, expect, it } from 'vitest';

import { ATA_PRINTABLE_RANGES, oneLine, unprintableInAta } from '../../../src/domain/ataPrintable';
import { catalogNameProblem } from '../../../src/domain/catalogName';
import { fonts } from '../../../src/server/fonts';

describe('what the ata can print', () => {
  it("is drawn by the ata's fonts, regular and bold, character by character", () => {
    for (const weight of ['regular', 'bold'] as const) {
      const loaded = fonts(weight);
      const missing: string[] = [];
      for (const [from, to] of ATA_PRINTABLE_RANGES) {
        for (let cp = from; cp <= to; cp++) {
          if (!loaded.some((f) => f.draws.has(cp))) missing.push(cp.toString(16));
        }
      }
      expect(missing, weight).toEqual([]);
    }
  });

  it('names in Latin, Greek, Cyrillic and Vietnamese print; Chinese, Arabic, Armenian and emoji do not', () => {
    for (const name of ['Padaria Pão & Cia.', 'Αθηνά Ψητοπωλείο', 'Доброе утро', 'Phở Sài Gòn']) {
      expect(unprintableInAta(name), name).toEqual([]);
      expect(catalogNameProblem(name), name).toBeNull();
    }
    expect(unprintableInAta('上海餐厅 Xangai')).toEqual(['上', '海', '餐', '厅']);
    for (const name of [
      '上海餐厅',
      'مطعم',
      'Պանդոկ',
      'Pizzaria 🍕',
      'Pãօ Quente',
      'ꓑão',
      'Qᴜᴇɴᴛᴇ',
    ]) {
      expect(catalogNameProblem(name), name).toBe('unprintable');
    }
  });

  it('folds anything that could start a line into one line', () => {
    expect(oneLine('Prêmio\n999 votos\u0085a\u2028b\u2029c\r\nd\u202Ee\u200Bf')).toBe(
      'Prêmio 999 votos a b c d e f',
    );
  });
});
