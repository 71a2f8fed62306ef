/**
 * /vencedores and a seal's page (issue 41 §2) in the real app: the archive lists each published
 * edition with its winners (a tie names both), links each category to its seal's page and each
 * edition to its results, ata and receipts; a failed load offers 'Tentar novamente'. A seal's
 * page confirms a winner in plain Portuguese with the ata, and says "não confere" for a category
 * or year that elected nobody. /resultados links to the archive.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { awardsMessages } from '../../src/domain/awardsMessages';
import { messages } from '../../src/domain/messages';
import { awardsHandlers } from '../../src/mocks';

import { findHeading, pathOf, renderApp } from './support/renderApp';
import { server } from './support/server';

const archive = awardsMessages.archive;
const verify = awardsMessages.verify;

describe('/vencedores', { timeout: 30_000 }, () => {
  it('lists every published edition, newest first, with its winners and documents', async () => {
    renderApp('/vencedores');
    await findHeading(archive.title);
    const editions = await screen.findAllByRole('region');
    expect(editions.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      'Prêmio Destaque Empresarial 2026',
      'Prêmio Destaque Empresarial 2025',
    ]);
    const latest = editions[0]!;
    expect(within(latest).getByText('Padaria Pão Dourado')).toBeInTheDocument();
    expect(
      within(latest).getByText(archive.tie(['Cantina da Nonna', 'Sabor Caseiro'])),
    ).toBeInTheDocument();
    expect(within(latest).getByText(archive.noVotes)).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: archive.seeSeal('Padarias') })).toHaveAttribute(
      'href',
      '/vencedores/2026/padarias',
    );
    expect(within(latest).getByRole('link', { name: archive.results(2026) })).toHaveAttribute(
      'href',
      '/resultados?ano=2026',
    );
    const ata = within(latest).getByRole('link', { name: archive.ata(2026) });
    expect(ata.getAttribute('href')).toMatch(/\/api\/awards\/2026\/ata\.pdf$/);
    expect(ata).toHaveAttribute('download');
    expect(
      within(latest)
        .getByRole('link', { name: archive.receipts(2026) })
        .getAttribute('href'),
    ).toMatch(/\/api\/awards\/2026\/receipts\.txt$/);
  });

  it('a failed load offers Tentar novamente, which loads the archive', async () => {
    server.use(awardsHandlers.archive.serverError);
    const { user } = renderApp('/vencedores');
    expect(await screen.findByText(archive.failed)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /tentar novamente/i }));
    expect(await screen.findByText('Padaria Pão Dourado')).toBeInTheDocument();
  });

  it('says so when nothing is published yet', async () => {
    server.use(awardsHandlers.archive.empty);
    renderApp('/vencedores');
    expect(await screen.findByText(archive.empty)).toBeInTheDocument();
  });

  it('a category’s link opens its seal’s page', async () => {
    const { router, user } = renderApp('/vencedores');
    // Padarias is in both editions: the newest is first.
    const [padarias] = await screen.findAllByRole('link', { name: archive.seeSeal('Padarias') });
    await user.click(padarias!);
    expect(
      await screen.findByText(verify.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe('/vencedores/2026/padarias');
  });
});

describe('/vencedores/:ano/:categoria', { timeout: 30_000 }, () => {
  it('confirms a winner, with the published ata and results', async () => {
    renderApp('/vencedores/2026/padarias');
    await findHeading(verify.title);
    expect(
      await screen.findByText(verify.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeInTheDocument();
    const ata = screen.getByRole('link', { name: verify.ata(2026) });
    expect(ata.getAttribute('href')).toMatch(/\/api\/awards\/2026\/ata\.pdf$/);
    expect(screen.getByRole('link', { name: verify.results(2026) })).toHaveAttribute(
      'href',
      '/resultados?ano=2026',
    );
  });

  it('confirms a tie naming every winner', async () => {
    renderApp('/vencedores/2026/restaurantes');
    expect(
      await screen.findByText(
        verify.confirmedTie(['Cantina da Nonna', 'Sabor Caseiro'], 'Restaurantes', 2026),
      ),
    ).toBeInTheDocument();
  });

  it('a year or category that elected nobody does not check', async () => {
    renderApp('/vencedores/2024/padarias');
    expect(await screen.findByText(verify.mismatchTitle)).toBeInTheDocument();
    expect(screen.getByText(verify.mismatchNone(2024))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: verify.ata(2024) })).not.toBeInTheDocument();
  });

  it('an unknown category does not check either', async () => {
    renderApp('/vencedores/2026/joalherias');
    expect(await screen.findByText(verify.mismatchTitle)).toBeInTheDocument();
  });

  it('a failed check offers Tentar novamente', async () => {
    server.use(awardsHandlers.check.serverError);
    const { user } = renderApp('/vencedores/2026/padarias');
    expect(await screen.findByText(verify.failed)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /tentar novamente/i }));
    expect(
      await screen.findByText(verify.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeInTheDocument();
  });
});

describe('/resultados and the archive', { timeout: 30_000 }, () => {
  it('links to /vencedores', async () => {
    renderApp('/resultados');
    await findHeading(messages.results.title);
    expect(await screen.findByRole('link', { name: verify.archive })).toHaveAttribute(
      'href',
      '/vencedores',
    );
  });
});

describe('an address that is no seal’s', { timeout: 30_000 }, () => {
  it('a year that is not four digits goes to the archive', async () => {
    const { router } = renderApp('/vencedores/20x7/padarias');
    await findHeading(archive.title);
    expect(pathOf(router)).toBe('/vencedores');
  });
});
