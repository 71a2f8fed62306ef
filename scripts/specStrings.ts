/**
 * The specification's quoted texts (`'…'` and `"…"` in ../shared/spec/especificacao.md) as a
 * committed fixture, tests/fixtures/spec-strings.json, so tests/unit/domain/messages.test.ts can
 * hold src/domain/messages.ts to the specification in a clone that has only the repository.
 *
 *   npx tsx scripts/specStrings.ts [path/to/especificacao.md]
 *
 * rewrites the fixture (default path: ../shared/spec/especificacao.md from the repository root, or
 * SPEC_PATH). Run it again whenever the specification changes, and commit the JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SpecString {
  /** The text between the quotes, exactly. */
  text: string;
  /** 1-based line of the specification it is on. */
  line: number;
}

export interface SpecStringsFixture {
  source: string;
  generatedBy: string;
  strings: SpecString[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE_PATH = path.join(ROOT, 'tests/fixtures/spec-strings.json');
export const DEFAULT_SPEC_PATH = path.resolve(ROOT, '../shared/spec/especificacao.md');
const SOURCE = '../shared/spec/especificacao.md';
const GENERATED_BY = 'npx tsx scripts/specStrings.ts';

/**
 * A quote opens only after a start, a space or an opening bracket and closes only before a space,
 * punctuation or an end, so the English apostrophes around them ("the category's companies") are
 * never taken for quotes.
 */
const QUOTED = /(?<![\p{L}\p{N}])(['"])([^'"\n]+?)\1(?![\p{L}\p{N}])/gu;

export function extractSpecStrings(markdown: string): SpecString[] {
  return markdown.split('\n').flatMap((lineText, index) =>
    Array.from(lineText.matchAll(QUOTED), (match) => ({
      text: match[2] ?? '',
      line: index + 1,
    })).filter(({ text }) => text.trim() === text && text !== ''),
  );
}

export function fixtureFrom(markdown: string): SpecStringsFixture {
  return { source: SOURCE, generatedBy: GENERATED_BY, strings: extractSpecStrings(markdown) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const specPath = path.resolve(process.argv[2] ?? process.env.SPEC_PATH ?? DEFAULT_SPEC_PATH);
  const fixture = fixtureFrom(readFileSync(specPath, 'utf8'));
  writeFileSync(FIXTURE_PATH, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`${fixture.strings.length} quoted texts from ${specPath} → ${FIXTURE_PATH}`);
}
