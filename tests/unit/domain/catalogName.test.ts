import { describe, expect, it } from 'vitest';

import {
  CATALOG_NAME_MAX,
  catalogNameProblem,
  hasHiddenCharacters,
  normaliseCatalogName,
} from '../../../src/domain/catalogName';
import { catalogNameKey } from '../../../src/domain/catalogNameKey';

describe('catalogue names', () => {
  it('normalises to NFC with spaces collapsed', () => {
    expect(normaliseCatalogName('  Cafe\u0301   São  João ')).toBe('Café São João');
    // A byte-order mark counts as white space: it becomes a visible space, hiding nothing.
    expect(normaliseCatalogName('Padaria\uFEFFNova')).toBe('Padaria Nova');
  });

  it('accepts ordinary names in any one script, with accents, digits and punctuation', () => {
    for (const name of [
      'Padaria Pão & Cia.',
      'Farmácia São José - Centro',
      'Αθηνά Ψητοπωλείο',
      'Доброе утро',
      'x'.repeat(CATALOG_NAME_MAX),
    ]) {
      expect(catalogNameProblem(name), name).toBeNull();
    }
  });

  it('says what is wrong: empty, too long, hidden characters, look-alike letters', () => {
    expect(catalogNameProblem('   ')).toBe('empty');
    expect(catalogNameProblem('x'.repeat(CATALOG_NAME_MAX + 1))).toBe('tooLong');
    for (const hidden of ['\u0000', '\u202E', '\u200B', '\u200D', '\u2066', '\u00AD']) {
      expect(catalogNameProblem(`Pada${hidden}ria`), JSON.stringify(hidden)).toBe('hidden');
    }
    expect(catalogNameProblem('Farmáсia Central')).toBe('mixedScripts');
    expect(catalogNameProblem('Ρizzaria')).toBe('mixedScripts');
  });

  it('the hidden-character rule, for other texts as given: line breaks and tabs count too', () => {
    for (const hidden of ['\u0000', '\u202E', '\u200B', '\u2066', '\r\n', '\t', '\uFEFF']) {
      expect(hasHiddenCharacters(`lista${hidden}.csv`), JSON.stringify(hidden)).toBe(true);
    }
    expect(hasHiddenCharacters('Associadas – São José (2026).csv')).toBe(false);
  });

  it('reads names as a voter does: case, accents, spacing, punctuation and look-alikes ignored', () => {
    const key = catalogNameKey('Pão Quente');
    for (const twin of ['pao quente', 'PÃO  QUENTE', 'Pão-Quente.', 'Рао Quente', 'Pãο Quente']) {
      expect(catalogNameKey(twin), twin).toBe(key);
    }
    for (const other of ['Pão Quentinho', 'Pães Quentes', 'Pão Quente 2']) {
      expect(catalogNameKey(other), other).not.toBe(key);
    }
  });

  it('reads look-alikes from any script as their Latin letters (UTS #39 skeleton, small capitals)', () => {
    const key = catalogNameKey('Pão Quente');
    for (const twin of [
      'Pãօ Quente', // Armenian օ
      'ꓑão Quente', // Lisu ꓑ
      'Pão Qᴜᴇɴᴛᴇ', // small capitals
      'ᴘão Quente',
      'Pão Quеntе', // Cyrillic е
      'Pão Quｅnte', // full-width e
    ]) {
      expect(catalogNameKey(twin), twin).toBe(key);
    }
    expect(catalogNameKey('Loja 10')).toBe(catalogNameKey('Loja lO'));
    expect(catalogNameKey('Padaria Sol')).not.toBe(catalogNameKey('Padaria Só'));
    expect(catalogNameKey('Ótica Rio')).not.toBe(catalogNameKey('Ótica Rico'));
    expect(catalogNameKey('Доброе утро')).not.toBe(catalogNameKey('Добрый вечер'));
    expect(catalogNameKey('上海餐厅')).not.toBe(catalogNameKey('北京餐厅'));
  });
});
