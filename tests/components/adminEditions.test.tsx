/**
 * Edições (issue 41 §1) against the MSW operator API: the list from the route's loader, 'Criar a
 * próxima edição' and 'Tornar atual' each confirmed, said, and read again; a refusal in the
 * server's own words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { editionsMessages as text } from '../../src/domain/editionsMessages';
import {
  createEditionsHandlers,
  DEMO_OPERATOR_TOKEN,
  editionsRefusedWhileOpen,
} from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

afterEach(() => sessionStorage.clear());

async function openEditions() {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  const app = renderApp('/admin/edicoes');
  await findHeading(text.title);
  return app;
}

const items = () =>
  within(screen.getByRole('list', { name: text.tableLabel })).getAllByRole('listitem');

describe('Edições (/admin/edicoes)', { timeout: 60_000 }, () => {
  it('creates 2027 from 2026, then makes it the current edition', async () => {
    server.use(...createEditionsHandlers());
    const { user } = await openEditions();
    expect(items()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: text.create }));
    const create = await screen.findByRole('dialog', { name: text.confirmCreateTitle(2027) });
    await user.click(within(create).getByRole('button', { name: text.confirmCreateLabel }));
    expect(await screen.findByText(text.created(2027))).toBeInTheDocument();
    // Read again: 2027 heads the list, closed and not current.
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[0]).toHaveTextContent('2027 · Prêmio Destaque Empresarial 2027');

    await user.click(screen.getByRole('button', { name: text.makeCurrentLabel(2027) }));
    const current = await screen.findByRole('dialog', { name: text.confirmCurrentTitle(2027) });
    await user.click(within(current).getByRole('button', { name: text.confirmCurrentLabel }));
    expect(await screen.findByText(text.madeCurrent(2027))).toBeInTheDocument();
    await waitFor(() => expect(within(items()[0]!).getByText(text.currentBadge)).toBeVisible());
    expect(
      within(items()[1]!).getByRole('button', { name: text.makeCurrentLabel(2026) }),
    ).toBeEnabled();
  });

  it('a refusal is said in the server’s words, and nothing is added', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(editionsRefusedWhileOpen, ...createEditionsHandlers());
    const { user } = await openEditions();
    await user.click(screen.getByRole('button', { name: text.create }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: text.confirmCreateLabel,
      }),
    );
    expect(
      await screen.findByText(/está aberta: a próxima edição só pode ser criada/),
    ).toBeInTheDocument();
    expect(items()).toHaveLength(2);
  });
});
