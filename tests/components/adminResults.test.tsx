import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as AdminApi from '../../src/api/admin';
import { getResultsCsv } from '../../src/api/admin';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { adminMessages } from '../../src/domain/adminMessages';
import { messages } from '../../src/domain/messages';
import { adminHandlers, DEMO_OPERATOR_TOKEN } from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

const { results: text, app } = adminMessages;

// jsdom's Blob cannot carry an XHR blob response through MSW ('object.stream is not a function'),
// so the CSV call itself is stubbed here; the route, token and BOM are covered by the API suite.
vi.mock('../../src/api/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminApi>()),
  getResultsCsv: vi.fn(),
}));
const csvCall = vi.mocked(getResultsCsv);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function openResults() {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  return renderApp('/admin/resultados');
}

// The first test also loads the console's lazy chunk (charts included): generous on a busy machine.
describe('Resultados (/admin/resultados)', { timeout: 60_000 }, () => {
  it('a failed load offers Tentar novamente, which loads the results', async () => {
    server.use(adminHandlers.results.serverError);
    const { user } = openResults();
    await findHeading(text.title);
    const retry = await screen.findByRole('button', { name: app.retry });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Farmácias' })).toBeInTheDocument();
  });

  it('shows each category ranked, ties as ties, and its invalidated votes', async () => {
    openResults();
    const pharmacies = await screen.findByRole('region', { name: 'Farmácias' });
    expect(within(pharmacies).getAllByText(messages.results.rankWithTie(1))).toHaveLength(2);
    const restaurants = screen.getByRole('region', { name: 'Restaurantes' });
    expect(within(restaurants).getByText(text.invalidated(3))).toBeInTheDocument();
  });

  it('Exportar CSV saves the fetched file as resultados.csv and says so in the live region', async () => {
    const csv = new Blob(['\uFEFFcategoria;empresa;votos\n'], { type: 'text/csv' });
    csvCall.mockResolvedValueOnce(csv);
    const createObjectURL = vi.fn(() => 'blob:resultados');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = openResults();
    await screen.findByRole('region', { name: 'Restaurantes' });
    await user.click(screen.getByRole('button', { name: text.exportCsv }));
    expect(await screen.findByText(text.exported)).toHaveAttribute('role', 'status');
    expect(names).toEqual([text.csvFileName]);
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(csvCall).toHaveBeenCalledTimes(1);
  });

  it('a failed export says so in the live region', async () => {
    csvCall.mockRejectedValueOnce(new Error('500'));
    const { user } = openResults();
    await screen.findByRole('region', { name: 'Restaurantes' });
    await user.click(screen.getByRole('button', { name: text.exportCsv }));
    await waitFor(() =>
      expect(screen.getByText(text.exportFailed)).toHaveAttribute('role', 'status'),
    );
  });
});
