/** The keyed audit chain's rules (src/server/db/auditChain.ts, decision 230), row by row. */
import { describe, expect, it } from 'vitest';

import {
  chainRows,
  finalVerdict,
  verifyRows,
  type ChainFields,
  type StoredRow,
} from '../../../src/server/db/auditChain';
import type { AuditKeys } from '../../../src/server/db/auditKey';

const A = Buffer.from('key-a-0123456789-0123456789-0123456789');
const B = Buffer.from('key-b-0123456789-0123456789-0123456789');

const row = (action: string, i: number): ChainFields => ({
  at: 1_700_000_000_000 + i,
  actor: 'ana@associacao.org',
  action,
  target: `category:${i}`,
  before_json: null,
  after_json: null,
  reason: i % 2 === 0 ? `motivo ${i}` : null,
});

/** Rows chained segment by segment, each with its key (null: the unkeyed scheme). */
function trail(segments: [ChainFields[], Buffer | null][]): StoredRow[] {
  const out: StoredRow[] = [];
  for (const [fields, key] of segments) {
    const chained = chainRows(out.at(-1)?.hash ?? null, fields, key);
    fields.forEach((f, i) => out.push({ ...f, ...chained[i]!, id: out.length + 1 }));
  }
  return out;
}

function verdict(rows: StoredRow[], keys: AuditKeys) {
  const result = verifyRows(rows, keys);
  return result.ok ? finalVerdict(result.state, rows.at(-1)?.id ?? null) : result;
}

describe('the keyed audit chain', () => {
  const keys = { current: A, previous: [] };

  it('a keyed trail verifies with its key and with no other', () => {
    const rows = trail([[[1, 2, 3].map((i) => row('category.create', i)), A]]);
    expect(verdict(rows, keys)).toMatchObject({ ok: true, entries: 3, unkeyed: 0 });
    expect(verdict(rows, { current: B, previous: [] })).toMatchObject({ ok: false, brokenAt: 1 });
  });

  it('unkeyed rows verify before audit.keyed only; a trail with none keyed is refused', () => {
    const old = [1, 2].map((i) => row('category.create', i));
    const ok = trail([
      [old, null],
      [[row('audit.keyed', 3), row('category.create', 4)], A],
    ]);
    expect(verdict(ok, keys)).toMatchObject({ ok: true, entries: 4, unkeyed: 2 });
    // A keyed row right after unkeyed ones that is not the switch.
    const noSwitch = trail([
      [old, null],
      [[row('category.create', 3)], A],
    ]);
    expect(verdict(noSwitch, keys)).toMatchObject({ ok: false, brokenAt: 3 });
    // An unkeyed row after keyed ones.
    const downgrade = trail([
      [old, null],
      [[row('audit.keyed', 3)], A],
      [[row('category.create', 4)], null],
    ]);
    expect(verdict(downgrade, keys)).toMatchObject({ ok: false, brokenAt: 4 });
    // Everything unkeyed.
    expect(verdict(trail([[old, null]]), keys)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('a rotation row under the new key changes keys; nothing else does, nor back to none', () => {
    const rotated = trail([
      [[row('category.create', 1)], A],
      [[row('audit.key-rotated', 2), row('category.create', 3)], B],
    ]);
    expect(verdict(rotated, { current: B, previous: [A] })).toMatchObject({ ok: true, entries: 3 });
    const notRotation = trail([
      [[row('category.create', 1)], A],
      [[row('category.create', 2)], B],
    ]);
    expect(verdict(notRotation, { current: B, previous: [A] })).toMatchObject({
      ok: false,
      brokenAt: 2,
    });
    const toNone = trail([
      [[row('category.create', 1)], A],
      [[row('audit.key-rotated', 2), row('category.create', 3)], null],
    ]);
    expect(verdict(toNone, keys)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it("an erased reason passes only on an erased voter's row", () => {
    const withTarget = trail([[[{ ...row('voter.invalidate', 2), target: 'voter:2' }], A]]);
    const blanked = [{ ...withTarget[0]!, reason: '(removido com os dados pessoais)' }];
    expect(verifyRows(blanked, keys, undefined, (t) => t === 'voter:2')).toMatchObject({
      ok: true,
    });
    expect(verifyRows(blanked, keys, undefined, () => false)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('não é de um eleitor removido'),
    });
  });
});
