/**
 * messages.ts against the specification's own words, not against a second copy of them.
 *
 * A test that repeats messages.ts's strings in its assertions only proves the file equals itself:
 * a typo copied into both passes. Here the expected texts come from the specification: every
 * text it quotes ('…' or "…") is in tests/fixtures/spec-strings.json, extracted by
 * scripts/specStrings.ts (the specification lives outside the repository, in
 * ../shared/spec/especificacao.md, so the extraction is committed and the repository stands
 * alone). Each quoted text must be a string of messages.ts exactly, or, when it has placeholders
 * ('Olá, {first name}.', '{n} empresa(s)'), what one of its functions returns for sample values.
 * When the specification is reachable (SPEC_PATH, or ../shared/spec beside the clone) the fixture
 * must also equal a fresh extraction; otherwise that one test is reported as skipped.
 */
import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SPEC_PATH,
  fixtureFrom,
  type SpecString,
  type SpecStringsFixture,
} from '../../../scripts/specStrings';
import { messages } from '../../../src/domain/messages';
import fixture from '../../fixtures/spec-strings.json';

const specStrings = (fixture as SpecStringsFixture).strings;

type Template = (...args: unknown[]) => unknown;

/** Every string and every function anywhere in `messages`. */
function leavesOf(value: unknown, strings: Set<string>, templates: Template[]): void {
  if (typeof value === 'string') strings.add(value);
  else if (typeof value === 'function') templates.push(value as Template);
  else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) leavesOf(child, strings, templates);
  }
}

const literals = new Set<string>();
const templates: Template[] = [];
leavesOf(messages, literals, templates);

/** Sample values for the specification's placeholders. */
const SAMPLES: Record<string, string> = {
  'first name': 'Maria',
  company: 'Padaria Pão Dourado',
};

const PLURAL = /^\{n\} (\p{L}+)\(s\)$/u;

/**
 * The calls a template must answer for a quoted text with placeholders: '{n} empresa(s)' is
 * '1 empresa' and '2 empresas'; any other placeholder takes its sample value.
 */
function expectedCalls(text: string): { args: unknown[]; result: string }[] {
  const plural = PLURAL.exec(text);
  if (plural) {
    return [
      { args: [1], result: `1 ${plural[1]}` },
      { args: [2], result: `2 ${plural[1]}s` },
    ];
  }
  const args: unknown[] = [];
  const result = text.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const sample = SAMPLES[name];
    if (sample === undefined) throw new Error(`No sample value for the placeholder {${name}}`);
    args.push(sample);
    return sample;
  });
  return [{ args, result }];
}

function answers(template: Template, calls: { args: unknown[]; result: string }[]): boolean {
  return calls.every(({ args, result }) => {
    try {
      return template(...args) === result;
    } catch {
      return false;
    }
  });
}

const placeholder = (s: SpecString) => /\{[^}]+\}/.test(s.text);

describe('messages.ts and the specification', () => {
  it('has the fixture of the specification quoted texts', () => {
    // A broken extraction must not make every test below pass on nothing.
    expect(specStrings.length).toBeGreaterThanOrEqual(40);
  });

  it.each(specStrings.filter((s) => !placeholder(s)).map((s) => [s.line, s.text] as const))(
    'specification line %i: %s is a string of messages.ts, exactly',
    (_line, text) => {
      expect(literals.has(text), `'${text}' is not a string of src/domain/messages.ts`).toBe(true);
    },
  );

  it.each(specStrings.filter(placeholder).map((s) => [s.line, s.text] as const))(
    'specification line %i: %s is what a function of messages.ts writes',
    (_line, text) => {
      const calls = expectedCalls(text);
      expect(
        templates.some((template) => answers(template, calls)),
        `no function of messages.ts writes ${calls.map((c) => `'${c.result}'`).join(' and ')}`,
      ).toBe(true);
    },
  );

  const specPath = process.env.SPEC_PATH ?? DEFAULT_SPEC_PATH;
  it.skipIf(!existsSync(specPath))(
    `the fixture is the current extraction of ${specPath} (npx tsx scripts/specStrings.ts)`,
    () => {
      expect(fixture).toEqual(fixtureFrom(readFileSync(specPath, 'utf8')));
    },
  );
});

describe('messages.ts counts', () => {
  it('writes the company count as "1 empresa" and "N empresas", 0 included', () => {
    expect(messages.profile.companyCount(0)).toBe('0 empresas');
    expect(messages.profile.companyCount(1)).toBe('1 empresa');
    expect(messages.profile.companyCount(12)).toBe('12 empresas');
  });

  it("the code validity on /acesso is the e-mail's number of minutes (rounded up)", () => {
    // The e-mail says 10 minutes; the answer arrives a moment later with 599 s left.
    expect(messages.access.validity(599)).toBe('10 minutos');
    expect(messages.access.validity(600)).toBe('10 minutos');
    expect(messages.access.validity(61)).toBe('2 minutos');
    expect(messages.access.validity(60)).toBe('1 minuto');
    expect(messages.access.validity(45)).toBe('45 segundos');
  });
});
