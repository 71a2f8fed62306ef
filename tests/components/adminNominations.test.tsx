/**
 * Indicações (/admin/indicacoes, issue 41 §3) against the MSW operator API (a fresh in-memory
 * phase per test): the window opened from the form (its dates checked first) and ended with
 * Encerrar agora after a confirmation; once closed the groups load, and merge, split, rename,
 * the finalists (by hand and the most named, the tie at the cut shown) and the ballot's
 * publication after a confirmation each say their answer; refusals and a failed read are said
 * in the server's or the page's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { adminMessages } from '../../src/domain/adminMessages';
import { awardsMessages } from '../../src/domain/awardsMessages';
import { formatElectionDate } from '../../src/domain/election';
import { nominationsAdminMessages } from '../../src/domain/nominationsAdminMessages';
import { operatorApiMessages } from '../../src/domain/operatorApiMessages';
import {
  createNominationsAdminHandlers,
  DEMO_OPERATOR_TOKEN,
  NOMINATIONS_ADMIN_ROUTES,
  nominationsAdminHandlers,
  type NominationsAdminSeed,
} from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

const text = awardsMessages.groups;
const said = nominationsAdminMessages.done;
const win = nominationsAdminMessages.window;

afterEach(() => sessionStorage.clear());

/** /admin/indicacoes over a fresh phase; `overrides` answer before it. */
async function openNominations(seed: NominationsAdminSeed = {}, ...overrides: HttpHandler[]) {
  server.use(...createNominationsAdminHandlers(seed));
  server.use(...overrides);
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  const app = renderApp('/admin/indicacoes');
  await findHeading(text.title);
  return app;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const rowOf = (category: string, name: string) =>
  region(category)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(name, { exact: true }))!;

describe('Indicações (/admin/indicacoes)', { timeout: 60_000 }, () => {
  it('is in the console’s menu, and loads each category’s groups once closed', async () => {
    await openNominations();
    const menu = screen.getByRole('navigation', { name: adminMessages.app.navLabel });
    expect(within(menu).getByRole('link', { name: adminMessages.nav.nominations })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const bakery = await screen.findByRole('region', { name: 'Padarias' });
    // "Padaria do Zé", "padaria do ze" and "Pad. do Zé Ltda." are one group of 18.
    const first = within(bakery).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Padaria do Zé');
    expect(first).toHaveTextContent(text.count(18));
    expect(first).toHaveTextContent('Pad. do Zé Ltda.');
    const period = win.closed(
      formatElectionDate('2026-10-01T08:00:00-03:00'),
      formatElectionDate('2026-10-31T18:00:00-03:00'),
      87,
    );
    expect(screen.getByText(period)).toBeVisible();
    // No window form once closed: the close stands.
    expect(screen.queryByRole('textbox', { name: win.opensAtLabel })).toBeNull();
  });

  it('merges, splits and renames groups, each said', async () => {
    const { user } = await openNominations();
    await screen.findByRole('region', { name: 'Restaurantes' });
    // 'cantina da nona' is another group ("nona" is not "nonna"): the operator joins them.
    await user.click(
      region('Restaurantes').getByRole('checkbox', { name: text.select('cantina da nona') }),
    );
    await user.click(
      region('Restaurantes').getByRole('checkbox', { name: text.select('Cantina da Nonna') }),
    );
    await user.click(region('Restaurantes').getByRole('button', { name: text.merge }));
    expect(await screen.findByText(said.merged('Cantina da Nonna'))).toBeInTheDocument();
    await waitFor(() =>
      expect(rowOf('Restaurantes', 'Cantina da Nonna')).toHaveTextContent(text.count(10)),
    );
    expect(region('Restaurantes').queryByText('cantina da nona', { exact: true })).toBeNull();

    // Separar: 'Panificadora Alvorado' is another bakery after all.
    const alvorada = rowOf('Padarias', 'Panificadora Alvorada');
    await user.click(within(alvorada).getByRole('button', { name: text.split }));
    const splitting = await screen.findByRole('dialog');
    await user.click(
      within(splitting).getByRole('checkbox', { name: `Panificadora Alvorado (${text.count(1)})` }),
    );
    await user.click(within(splitting).getByRole('button', { name: text.splitConfirm }));
    expect(await screen.findByText(said.split)).toBeInTheDocument();
    await waitFor(() =>
      expect(rowOf('Padarias', 'Panificadora Alvorado')).toHaveTextContent(text.count(1)),
    );
    expect(rowOf('Padarias', 'Panificadora Alvorada')).toHaveTextContent(text.count(4));

    // Renomear: the name the ballot will show.
    await user.click(
      within(rowOf('Padarias', 'Padaria do Zé')).getByRole('button', { name: text.rename }),
    );
    const naming = await screen.findByRole('dialog');
    const field = within(naming).getByRole('textbox', { name: text.renameLabel });
    await user.clear(field);
    await user.type(field, 'Padaria do Zé Ltda.');
    await user.click(within(naming).getByRole('button', { name: adminMessages.catalog.save }));
    expect(await screen.findByText(said.named('Padaria do Zé Ltda.'))).toBeInTheDocument();
    await waitFor(() =>
      expect(region('Padarias').getAllByRole('listitem')[0]).toHaveTextContent(
        'Padaria do Zé Ltda.',
      ),
    );
  });

  it('chooses the finalists by hand and the most named (the tie at the cut shown)', async () => {
    const { user } = await openNominations();
    await screen.findByRole('region', { name: 'Farmácias' });
    // By default the five most named, with the four tied at the fifth place: six finalists.
    expect(region('Farmácias').getByText(text.tieNotice(4))).toBeVisible();
    expect(region('Farmácias').getAllByText(text.tie)).toHaveLength(4);
    expect(region('Farmácias').getByText(new RegExp(text.finalistsCount(6)))).toBeVisible();

    const sorte = rowOf('Farmácias', 'Farmácia Sorte');
    await user.click(within(sorte).getByRole('checkbox', { name: text.finalist }));
    expect(await screen.findByText(said.finalist('Farmácia Sorte', false))).toBeInTheDocument();
    await waitFor(() =>
      expect(region('Farmácias').getByText(new RegExp(text.finalistsCount(5)))).toBeVisible(),
    );
    expect(
      within(rowOf('Farmácias', 'Farmácia Sorte')).getByRole('checkbox', {
        name: text.finalist,
      }),
    ).not.toBeChecked();

    await user.click(region('Farmácias').getByRole('button', { name: text.chooseTop(5) }));
    expect(await screen.findByText(said.top('Farmácias', 6))).toBeInTheDocument();
    await waitFor(() =>
      expect(region('Farmácias').getByText(new RegExp(text.finalistsCount(6)))).toBeVisible(),
    );
  });

  it('publishes the ballot after a confirmation; it becomes the edition’s catalogue', async () => {
    const { user } = await openNominations();
    await screen.findByRole('region', { name: 'Padarias' });
    await user.click(screen.getByRole('button', { name: text.publish }));
    const confirm = await screen.findByRole('dialog', { name: text.publish });
    // 5 bakeries, 6 pharmacies, 5 restaurants.
    expect(confirm).toHaveTextContent(text.publishConfirm(16, 3));
    await user.click(within(confirm).getByRole('button', { name: text.publishYes }));
    expect(await screen.findByText(said.published(3, 16))).toBeInTheDocument();
    expect(await screen.findByText(text.published)).toBeVisible();
    expect(screen.queryByRole('button', { name: text.publish })).toBeNull();
    for (const button of screen.getAllByRole('button', { name: text.rename })) {
      expect(button).toBeDisabled();
    }
  });

  it('a published ballot stays said as published when the read after it fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reads = 0;
    const { user } = await openNominations(
      {},
      http.get(NOMINATIONS_ADMIN_ROUTES.view, () => {
        reads += 1;
        return reads > 1
          ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
          : undefined;
      }),
    );
    await screen.findByRole('region', { name: 'Padarias' });
    await user.click(screen.getByRole('button', { name: text.publish }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.publishYes }),
    );
    expect(await screen.findByText(said.published(3, 16))).toBeInTheDocument();
    expect(await screen.findByText(text.published)).toBeVisible();
    // The failed read has been handled (logged) before the page is checked.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'GET /admin/nominations after publishing failed',
        expect.anything(),
      ),
    );
    expect(reads).toBe(2);
    expect(screen.queryByText('Erro interno.')).toBeNull();
    expect(screen.queryByText(awardsMessages.groups.failed)).toBeNull();
    expect(screen.queryByRole('button', { name: text.publish })).toBeNull();
  });

  it('a refusal is said in the server’s words, and nothing changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openNominations({}, nominationsAdminHandlers.publish.votingStarted);
    await screen.findByRole('region', { name: 'Padarias' });
    await user.click(screen.getByRole('button', { name: text.publish }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.publishYes }),
    );
    expect(
      await screen.findByText(operatorApiMessages.nominations.votingStarted),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.publish })).toBeEnabled();
    expect(screen.queryByText(text.published)).toBeNull();
  });

  it('a failed read says so and reads again on Tentar novamente', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = await openNominations(
      {},
      http.get(NOMINATIONS_ADMIN_ROUTES.view, () =>
        fail ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }) : undefined,
      ),
    );
    expect(await screen.findByText(nominationsAdminMessages.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /tentar novamente/i }));
    expect(await screen.findByRole('region', { name: 'Padarias' })).toBeVisible();
  });

  it('opens the window from the form, then ends it with Encerrar agora', async () => {
    // The store's clock (the server's) is pinned: the window typed below is open at it.
    const { user } = await openNominations({
      phase: 'none',
      now: () => Date.parse('2026-11-15T12:00:00-03:00'),
    });
    expect(await screen.findByText(win.none)).toBeVisible();
    const opens = screen.getByRole('textbox', { name: win.opensAtLabel });
    const closes = screen.getByRole('textbox', { name: win.closesAtLabel });
    // Checked before sending: the first wrong field says why and has the focus.
    await user.type(opens, '01/10/2026 08:00');
    await user.type(closes, '01/09/2026 08:00');
    await user.click(screen.getByRole('button', { name: win.save }));
    expect(closes).toHaveAccessibleDescription(adminMessages.election.form.closesBeforeOpens);
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveFocus();

    await user.clear(opens);
    await user.type(opens, '01/11/2026 08:00');
    await user.clear(closes);
    await user.type(closes, '31/12/2099 18:00');
    await user.click(screen.getByRole('button', { name: win.save }));
    expect(await screen.findByText(win.saved)).toBeInTheDocument();
    // Open: the counts are sealed, only the total shows.
    const closesAt = formatElectionDate('2099-12-31T18:00:00-03:00');
    expect(await screen.findByText(win.open(closesAt))).toBeVisible();
    expect(screen.getByText(text.sealed(87))).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Padarias' })).toBeNull();

    await user.click(screen.getByRole('button', { name: win.closeNow }));
    const confirm = await screen.findByRole('dialog', { name: win.closeNowTitle });
    await user.click(within(confirm).getByRole('button', { name: win.closeNowYes }));
    expect(await screen.findByText(win.closedNow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Padarias' })).toBeVisible();
    expect(screen.queryByRole('button', { name: win.closeNow })).toBeNull();
  });
});
