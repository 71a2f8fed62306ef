/**
 * Resultados (issue 41 §2): every published edition's winners, the current edition's first, each
 * with 'Baixar selo', which fetches the seal with the operator's token and saves it under its
 * name; a failed download says so in the live region. Before the current edition's publication
 * the earlier editions' seals stay; with no published edition there is no seals section.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import type * as AwardsApi from '../../src/api/awards';
import { getSeal } from '../../src/api/awards';
import { awardsMessages } from '../../src/domain/awardsMessages';
import { AWARDS_ROUTES, DEMO_ARCHIVE, DEMO_OPERATOR_TOKEN, trustHandlers } from '../../src/mocks';

import { renderApp } from './support/renderApp';
import { server } from './support/server';

const text = awardsMessages.console;

// jsdom's Blob cannot carry an XHR blob response through MSW: the call is stubbed, as the CSV's
// (the route, token and bytes are the API suite's).
vi.mock('../../src/api/awards', async (importOriginal) => ({
  ...(await importOriginal<typeof AwardsApi>()),
  getSeal: vi.fn(),
}));
const sealCall = vi.mocked(getSeal);

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function openResults() {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  return renderApp('/admin/resultados');
}

describe('Resultados: the winners’ seals', { timeout: 60_000 }, () => {
  it('lists the current edition’s winners (a tie’s both) and saves a seal under its name', async () => {
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    sealCall.mockResolvedValueOnce(svg);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:selo'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = openResults();
    const section = await screen.findByRole('region', { name: text.sealsTitle });
    const buttons = within(section).getAllByRole('button', { name: /Baixar selo de/ });
    // 2026 (the current edition): Padarias' winner and Restaurantes' two tied winners; then 2025's.
    expect(buttons).toHaveLength(4);
    expect(buttons[3]).toHaveAccessibleName(
      text.downloadLabel('Panificadora Central', text.categoryOfYear('Padarias', 2025)),
    );
    await user.click(
      within(section).getByRole('button', {
        name: text.downloadLabel('Sabor Caseiro', 'Restaurantes'),
      }),
    );
    expect(await within(section).findByText(text.downloaded('Sabor Caseiro'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(sealCall).toHaveBeenCalledWith(2026, 'restaurantes', 2);
    expect(names).toEqual(['selo-2026-restaurantes-2.svg']);
  });

  it('a failed download says so', async () => {
    sealCall.mockRejectedValueOnce(new Error('500'));
    const { user } = openResults();
    const section = await screen.findByRole('region', { name: text.sealsTitle });
    await user.click(
      within(section).getByRole('button', {
        name: text.downloadLabel('Padaria Pão Dourado', 'Padarias'),
      }),
    );
    await waitFor(() =>
      expect(within(section).getByText(text.failed)).toHaveAttribute('role', 'status'),
    );
  });

  it('before this edition’s publication, the earlier editions’ seals stay', async () => {
    const earlier = { data: DEMO_ARCHIVE.data.filter((e) => e.year === 2025) };
    server.use(
      trustHandlers.publication.notPublished,
      http.get(AWARDS_ROUTES.archive, () => HttpResponse.json(earlier)),
    );
    openResults();
    const section = await screen.findByRole('region', { name: text.sealsTitle });
    expect(within(section).getAllByRole('button', { name: /Baixar selo de/ })).toHaveLength(1);
    expect(within(section).getByText(text.categoryOfYear('Padarias', 2025))).toBeVisible();
  });

  it('no seals while no edition is published', async () => {
    server.use(
      trustHandlers.publication.notPublished,
      http.get(AWARDS_ROUTES.archive, () => HttpResponse.json({ data: [] })),
    );
    openResults();
    await screen.findByRole('region', { name: 'Restaurantes' }, { timeout: 30_000 });
    expect(screen.queryByRole('region', { name: text.sealsTitle })).not.toBeInTheDocument();
  });
});
