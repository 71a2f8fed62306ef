import { describe, expect, it, vi } from 'vitest';

import { followPlainClick, isPlainClick, type ClickLike } from '../../../src/domain/plainClick';

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

describe('followPlainClick', () => {
  it('follows a plain click in the app and keeps the browser from following the link', () => {
    const event = { ...click(), preventDefault: vi.fn() };
    const follow = vi.fn();
    followPlainClick(event, follow);
    expect(follow).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('leaves a Ctrl-click to the browser (a new tab)', () => {
    const event = { ...click({ ctrlKey: true }), preventDefault: vi.fn() };
    const follow = vi.fn();
    followPlainClick(event, follow);
    expect(follow).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
