import { describe, expect, it } from 'vitest';

import { isPlainClick, type ClickLike } from '../../../src/domain/plainClick';

const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
});

describe('isPlainClick', () => {
  it('is true for a primary click with no modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['a click another handler already took', { defaultPrevented: true }],
  ] as const)('leaves %s to the browser', (_name, overrides) => {
    expect(isPlainClick(click(overrides))).toBe(false);
  });
});
