import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '../../src/domain/messages';
import type { Category } from '../../src/domain/types';
import { DEMO_CATEGORIES, electionHandlers, handlers, MOCK_ROUTES } from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

const { companies: labels, confirmVote } = messages;
const restaurantes = DEMO_CATEGORIES[0] as Category;
const farmacias = DEMO_CATEGORIES[1] as Category;

async function openCompanies(state: unknown = { category: restaurantes }, path = '/empresas') {
  signIn();
  const app = renderApp(path, { state });
  return app;
}

function rowOf(companyName: string): HTMLElement {
  const row = screen.getByText(companyName).closest('li');
  if (!row) throw new Error(`no list item for ${companyName}`);
  return row;
}

describe('CompaniesContainer (/empresas)', () => {
  it("shows 'Desconhecida' and 'Nenhuma empresa encontrada.' without a category", async () => {
    await openCompanies(null);
    await findHeading(messages.app.unknownCategory);
    expect(screen.getByText(labels.empty)).toBeInTheDocument();
    expect(screen.getByText(labels.instructions)).toBeInTheDocument();
  });

  it('without navigation state (a bookmark, a reload) reads the category from ?categoria=ID', async () => {
    await openCompanies(null, `/empresas?categoria=${farmacias.id}`);
    await findHeading('Farmácias');
    for (const company of farmacias.companies) {
      expect(screen.getByText(company.name)).toBeInTheDocument();
    }
    expect(screen.queryByText(messages.app.unknownCategory)).not.toBeInTheDocument();
  });

  it('an unknown ?categoria=ID goes back to /perfil', async () => {
    const { router } = await openCompanies(null, '/empresas?categoria=987654');
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
  });

  it("a malformed ?categoria= is ignored: 'Desconhecida'", async () => {
    await openCompanies(null, '/empresas?categoria=1%20OR%201=1');
    await findHeading(messages.app.unknownCategory);
  });

  it('lists the companies of the category and filters them by name', async () => {
    const { user } = await openCompanies();
    await findHeading('Restaurantes');
    for (const company of restaurantes.companies) {
      expect(screen.getByText(company.name)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('searchbox', { name: labels.searchLabel }), 'MINEIRO');
    expect(screen.getByText('Sabor Mineiro')).toBeInTheDocument();
    expect(screen.queryByText('Sushi Kento')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: labels.searchLabel }), 'xyz');
    expect(screen.getByText(labels.empty)).toBeInTheDocument();
  });

  it("refreshes the category: a vote cast elsewhere shows 'Você já votou.'", async () => {
    // Navigation state says not voted; the API knows better.
    const stale: Category = { ...farmacias, hasVoted: false, votedCompanyId: null };
    await openCompanies({ category: stale });
    await findHeading('Farmácias');
    const voted = await within(await waitFor(() => rowOf('Drogaria Bem Estar'))).findByRole(
      'button',
      { name: labels.alreadyVoted },
    );
    expect(voted).toBeDisabled();
    expect(within(rowOf('Farmácia Central')).getByRole('button')).toBeDisabled();
  });

  it('VOTAR asks for confirmation with the company name; Cancelar sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(MOCK_ROUTES.votes, () => {
        calls += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sushi Kento')).getByRole('button', { name: labels.vote }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(confirmVote.message('Sushi Kento'));
    // Titled with the category; the sentence describes it; the company name is in bold.
    expect(dialog).toHaveAccessibleName(confirmVote.title('Restaurantes'));
    expect(dialog).toHaveAccessibleDescription(confirmVote.message('Sushi Kento'));
    expect(dialog.querySelector('strong')).toHaveTextContent(/^Sushi Kento$/);
    await user.click(within(dialog).getByRole('button', { name: confirmVote.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
    expect(pathOf(router)).toBe('/empresas');
  });

  it("confirmed + 201: 'Feito! Seu voto foi salvo.' and back to /perfil", async () => {
    let body: unknown;
    server.use(
      http.post(MOCK_ROUTES.votes, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: confirmVote.confirm }));
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
    expect(body).toEqual({ idCompany: 2, idCategory: 1 });
    // Back at the card just voted, which says it was saved itself (no toast over the next card,
    // issue 40 §9) and has the focus as a whole: its name and the message.
    expect(router.state.location.state).toEqual({ categoryId: restaurantes.id, voted: true });
    const card = await screen.findByRole('group', { name: /^Restaurantes/ });
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).getByRole('status')).toHaveTextContent(messages.success.voted);
    expect(card).toHaveAccessibleName(new RegExp(`^Restaurantes ${messages.success.voted}`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 409 (another vote counts) is only logged; /perfil focuses the card, highlighted', async () => {
    server.use(handlers.votes.alreadyVoted);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: confirmVote.confirm }),
    );
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await findHeading(messages.profile.greeting('Maria'));
    expect(router.state.location.state).toEqual({ categoryId: restaurantes.id, refused: 'taken' });
    // The card as a whole has the focus (a screen reader reads it), drawn with a ring; no message.
    const card = await screen.findByRole('group', { name: /^Restaurantes/ });
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('data-outcome', 'refused');
    expect(getComputedStyle(card).outlineWidth).toBe('3px');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.success.voted)).not.toBeInTheDocument();
  });

  it("a 403 (the voting closed) is only logged; /perfil focuses 'A votação está encerrada.'", async () => {
    server.use(handlers.votes.closed, electionHandlers.election.closed);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: confirmVote.confirm }),
    );
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await findHeading(messages.profile.greeting('Maria'));
    expect(router.state.location.state).toEqual({ categoryId: restaurantes.id, refused: 'closed' });
    const notice = await screen.findByText(messages.election.closedTitle);
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.success.voted)).not.toBeInTheDocument();
  });

  it.each([
    ['404', handlers.votes.notFound],
    ['500', handlers.votes.serverError],
  ])(
    'a %s vote failure is only logged (no message) and /perfil is read again, at that card',
    async (_case, handler) => {
      server.use(handler);
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, router } = await openCompanies();
      await findHeading('Restaurantes');
      await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: confirmVote.confirm,
        }),
      );
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      await findHeading(messages.profile.greeting('Maria'));
      expect(pathOf(router)).toBe('/perfil');
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: 'Restaurantes' })).toHaveFocus(),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(messages.success.voted)).not.toBeInTheDocument();
    },
  );

  it('a vote without an answer (no network) is only logged and stays on /empresas', async () => {
    server.use(http.post(MOCK_ROUTES.votes, () => HttpResponse.error()));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: confirmVote.confirm }),
    );
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(pathOf(router)).toBe('/empresas');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 401 on voting clears the session and goes to /login', async () => {
    server.use(handlers.votes.unauthorized);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(within(rowOf('Sabor Mineiro')).getByRole('button', { name: labels.vote }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: confirmVote.confirm }),
    );
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the back arrow goes to /perfil', async () => {
    const { user, router } = await openCompanies();
    await findHeading('Restaurantes');
    await user.click(screen.getByRole('button', { name: messages.app.back }));
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
  });
});
