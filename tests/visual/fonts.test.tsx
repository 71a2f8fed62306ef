/**
 * The visual tests are independent of the machine's fonts (issue 40 §9): a story whose text uses
 * a face the app does not bundle (the system's `monospace`, Arial) or characters its files do not
 * draw fails before any screenshot is compared, naming the text. The check, attacked: a receipt
 * set in the system's monospace and a Cyrillic name are caught; a receipt in the bundled Roboto
 * Mono and Portuguese text in Roboto pass; so does a story with receipts as it is.
 */
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';

import { machineFontUses, settleAssets } from '../../.storybook/visual';
import { monoFontFamily } from '../../src/theme';
import * as cards from '../../stories/components/voter/CategoryCard.stories';

function mount(html: string, fontFamily: string): HTMLElement {
  const element = document.createElement('div');
  element.style.fontFamily = fontFamily;
  element.textContent = html;
  document.body.append(element);
  return element;
}

describe('machineFontUses', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('names text in the system monospace, and text the bundled files cannot draw', () => {
    mount('K7QF-M2XD-9TZA', 'monospace');
    mount('Кафе Пушкин', 'Roboto, sans-serif');
    const uses = machineFontUses();
    expect(uses).toHaveLength(2);
    expect(uses[0]).toMatch(/K7QF-M2XD-9TZA.*font-family starts with monospace/);
    expect(uses[1]).toMatch(/Кафе Пушкин.*outside the bundled Roboto files/);
  });

  it('passes the bundled faces: a receipt in Roboto Mono, Portuguese in Roboto', () => {
    mount('K7QF-M2XD-9TZA', monoFontFamily);
    mount('Votação: “Padaria São João” — 1º (empate)', 'Roboto, sans-serif');
    expect(machineFontUses()).toEqual([]);
  });

  it('passes a story that shows a receipt, as it is', async () => {
    await composeStories(cards).VotedWithReceipt.run();
    await settleAssets();
    expect(machineFontUses()).toEqual([]);
  });
});
