/**
 * Edições' member list import (decision 321) against the MSW operator API: a file is checked
 * in the browser before anything is sent (over the limit in bytes of the file, unreadable, not
 * UTF-8), each said in the server's words; a list the server refuses shows its lines one by one;
 * an accepted one is said and read again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { editionsMessages as text } from '../../src/domain/editionsMessages';
import { MEMBER_FILE_MAX_BYTES } from '../../src/domain/memberList';
import {
  createEditionsHandlers,
  DEMO_OPERATOR_TOKEN,
  EDITIONS_ROUTES,
  membersRefused,
} from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

afterEach(() => sessionStorage.clear());

/** Edições open on the demo's editions (2026 current); `sent()` counts the files posted. */
async function openEditions(...handlers: Parameters<typeof server.use>) {
  let posts = 0;
  server.use(
    // Counts, then lets the next handler answer.
    http.post(EDITIONS_ROUTES.members, () => {
      posts += 1;
    }),
    ...handlers,
    ...createEditionsHandlers(),
  );
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  const app = renderApp('/admin/edicoes');
  await findHeading(text.title);
  return { ...app, sent: () => posts };
}

/** The hidden file input behind 'Importar lista de associadas' (the button has its label too). */
const fileInput = () =>
  screen
    .getAllByLabelText(text.members.chooseLabel(2026))
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement)!;

const answer = () => screen.getByRole('status');

describe('Edições: importing the member list', { timeout: 60_000 }, () => {
  it('an accepted file is said and the list read again', async () => {
    const { user, sent } = await openEditions();
    const file = new File(['nome\nPadaria Nova\nMercado Central\n'], 'associadas.csv', {
      type: 'text/csv',
    });
    await user.upload(fileInput(), file);
    expect(await within(answer()).findByText(text.members.imported(2026, 2, 0))).toBeVisible();
    expect(sent()).toBe(1);
    await waitFor(() => expect(screen.getByText(/2 nomes \(associadas\.csv/)).toBeVisible());
  });

  it('a file over the limit in bytes (not characters) is refused in the browser, nothing sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, sent } = await openEditions();
    // 600,000 characters, 1.2 MB in UTF-8.
    const accents = new File([`nome\n${'Ç'.repeat(600_000)}`], 'acentos.csv', { type: 'text/csv' });
    expect(accents.size).toBeGreaterThan(MEMBER_FILE_MAX_BYTES);
    await user.upload(fileInput(), accents);
    expect(await within(answer()).findByText(text.members.tooLarge)).toBeVisible();
    expect(sent()).toBe(0);
  });

  it('a file not in UTF-8 is refused in the browser with the server’s words, nothing sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, sent } = await openEditions();
    // "nome\nÁgua" saved as Latin-1.
    const latin1 = new File(
      [new Uint8Array([0x6e, 0x6f, 0x6d, 0x65, 0x0a, 0xc1, 0x67, 0x75, 0x61])],
      'latin1.csv',
      { type: 'text/csv' },
    );
    await user.upload(fileInput(), latin1);
    expect(await within(answer()).findByText(text.members.notUtf8('latin1.csv'))).toBeVisible();
    expect(sent()).toBe(0);
  });

  it('a file that cannot be read is said so, nothing sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, sent } = await openEditions();
    const gone = new File(['nome\nPadaria\n'], 'removido.csv', { type: 'text/csv' });
    const fail = () => Promise.reject(new DOMException('The file was removed', 'NotFoundError'));
    Object.defineProperty(gone, 'arrayBuffer', { value: fail });
    Object.defineProperty(gone, 'text', { value: fail });
    await user.upload(fileInput(), gone);
    expect(await within(answer()).findByText(text.members.unreadable)).toBeVisible();
    expect(sent()).toBe(0);
  });

  it('a file the server refuses shows its message and its problems line by line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, sent } = await openEditions(membersRefused);
    await user.upload(
      fileInput(),
      new File(['nome\nPadaria\n\n=1\n'], 'associadas.csv', { type: 'text/csv' }),
    );
    expect(
      await within(answer()).findByText(
        'associadas.csv: nada foi importado; corrija os 2 problemas:',
      ),
    ).toBeVisible();
    const lines = within(
      within(answer()).getByRole('list', { name: text.members.errorsTitle }),
    ).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'linha 3: empresa vazia',
      'linha 7: empresa começando com “=”, que uma planilha leria como fórmula; escreva o nome sem esse sinal',
    ]);
    expect(sent()).toBe(1);
    // The list in place did not change.
    expect(screen.getByText(/312 nomes \(associadas-2026\.csv/)).toBeVisible();
  });
});
