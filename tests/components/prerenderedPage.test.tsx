/**
 * The hand-over from a prerendered page to the app (src/app/prerenderedPage.ts, decision 139):
 * what the voter typed before the scripts arrived ends up in the app's own fields, through their
 * change handlers (so masks apply), and the focus stays where it was.
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  captureInput,
  isPrerenderedFor,
  PRERENDERED_ATTRIBUTE,
  findActions,
  replay,
  restoreInput,
} from '../../src/app/prerenderedPage';
import { fields } from '../../src/domain/fields';

function prerendered(path: string, markup: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_ATTRIBUTE, path);
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** A controlled, masked field as the app's forms have (the mask is the CPF field's). */
function CpfForm() {
  const [cpf, setCpf] = useState('');
  return (
    <label>
      CPF
      <input name="cpf" value={cpf} onChange={(e) => setCpf(fields.cpf.format(e.target.value))} />
    </label>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerendered page hand-over', () => {
  it('is a prerendered page only for the path it was rendered for, and only with markup', () => {
    const page = prerendered('/login', '<main>Olá</main>');
    expect(isPrerenderedFor(page, '/login')).toBe(true);
    expect(isPrerenderedFor(page, '/cadastro')).toBe(false);
    expect(isPrerenderedFor(prerendered('/login', ''), '/login')).toBe(false);
    const shell = document.createElement('div');
    expect(isPrerenderedFor(shell, '/login')).toBe(false);
  });

  it('carries typed values into the app’s controlled fields through their change handler', () => {
    const page = prerendered(
      '/login',
      '<label>CPF<input name="cpf" value=""></label><input name="empty" value=""><input type="hidden" name="h" value="x">',
    );
    const cpf = page.querySelector<HTMLInputElement>('input[name=cpf]');
    if (!cpf) throw new Error('no field');
    cpf.value = '52998224725';
    cpf.focus();
    const typed = captureInput(page);
    expect([...typed.values]).toEqual([['cpf', '52998224725']]);
    expect(typed.focused).toEqual([0, 0]); // the field inside its label

    // The app replaces the markup with its own form.
    page.innerHTML = '';
    render(<CpfForm />, { container: page });
    restoreInput(page, typed);
    const field = screen.getByRole('textbox', { name: 'CPF' });
    expect(field).toHaveValue('529.982.247-25');
    expect(field).toHaveFocus();
  });

  it('leaves alone a field the app already filled, and finds nothing to do when nothing was typed', () => {
    const page = prerendered('/login', '<input name="cpf">');
    const typed = captureInput(page);
    expect(typed).toEqual({ values: new Map(), focused: null, ticked: [], actions: [] });
    page.innerHTML = '<input name="cpf" value="111.444.777-35">';
    restoreInput(page, {
      values: new Map([['cpf', '52998224725']]),
      focused: null,
      ticked: [],
      actions: [],
    });
    expect(page.querySelector('input')).toHaveValue('111.444.777-35');
  });
});

describe('boxes ticked on the HTML', () => {
  it('are ticked on the app’s render by a click, at the same place', () => {
    const page = prerendered(
      '/cadastro',
      '<form><style></style><label><input type="checkbox"> Não sou um robô</label></form>',
    );
    const box = page.querySelector('input');
    if (!box) throw new Error('no box');
    box.click();
    const typed = captureInput(page);
    expect(typed.ticked).toEqual([[0, 0, 0]]);

    const app = document.createElement('div');
    app.innerHTML = '<form><label><input type="checkbox"> Não sou um robô</label></form>';
    const clicks: boolean[] = [];
    app
      .querySelector('input')
      ?.addEventListener('click', (event) =>
        clicks.push((event.target as HTMLInputElement).checked),
      );
    restoreInput(app, typed);
    expect(clicks).toEqual([true]);
    restoreInput(app, typed); // already ticked: not clicked again (that would untick it)
    expect(clicks).toEqual([true]);
  });
});

describe('taps held back by the starter script', () => {
  it('are replayed on the element at the same place, inline styles not counted', () => {
    const page = prerendered('/login', '');
    // Paths count content elements only: emotion's inline <style> elements (in the prerendered
    // HTML, moved to the head before the app renders) never shift them.
    page.innerHTML =
      '<main><form><input name="cpf"><style></style><div><button type="button">A</button><button type="button">B</button></div></form></main>';
    const clicked: string[] = [];
    page
      .querySelectorAll('button')
      .forEach((button) =>
        button.addEventListener('click', () => clicked.push(button.textContent ?? '')),
      );
    let submitted = 0;
    page.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const actions = [
      { type: 'click' as const, path: [0, 0, 1, 1] },
      { type: 'submit' as const, path: [0, 0] },
      { type: 'click' as const, path: [0, 9, 9] }, // nothing there: ignored
    ];
    replay(findActions(page, actions), page);
    expect(clicked).toEqual(['B']);
    expect(submitted).toBe(1);
    expect(actions).toEqual([]); // done once
  });
});
