import { describe, expect, it } from 'vitest';

import { reminderSubject, reminderText } from '../../../src/domain/reminders';

describe('a reminder as one voter reads it', () => {
  it('greets by first name and lists the categories left, in the subject too', () => {
    expect(
      reminderText('Olá, {nome}! Faltam: {categorias}.', 'Ana Beatriz Souza', ['A', 'B', 'C']),
    ).toBe('Olá, Ana! Faltam: A, B e C.');
    expect(reminderSubject('{nome}, falta {categorias}', 'Ana Souza', ['Padaria'])).toBe(
      'Ana, falta Padaria',
    );
    expect(reminderText('Olá, {nome}!', 'Ana', ['A', 'B'])).toBe(
      'Olá, Ana!\n\nCategorias que faltam: A e B',
    );
  });

  it("inserts names as written: no $' or $& expansion, no placeholder inside a name", () => {
    expect(reminderText('Olá, {nome}! {categorias}', "Jo$'ão $& Silva", ['Padaria'])).toBe(
      "Olá, Jo$'ão! Padaria",
    );
    expect(reminderSubject('{nome}: {categorias}', '{categorias} Souza', ['Bar $` do Zé'])).toBe(
      '{categorias}: Bar $` do Zé',
    );
  });
});
