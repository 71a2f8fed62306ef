import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '../../src/domain/messages';
import { DEMO_CATEGORIES, handlers, MOCK_ROUTES } from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

const { profile } = messages;

async function openProfile() {
  signIn();
  const app = renderApp('/perfil');
  await findHeading(profile.greeting('Maria'));
  return app;
}

describe('ProfileContainer (/perfil)', () => {
  it('greets with the first name, shows the hint and the categories', async () => {
    await openProfile();
    expect(screen.getByText(profile.hint)).toBeInTheDocument();
    for (const category of DEMO_CATEGORIES) {
      expect(await screen.findByText(category.name)).toBeInTheDocument();
    }
    expect(screen.getByText(profile.companyCount(3))).toBeInTheDocument();
    expect(screen.getByText(profile.companyCount(1))).toBeInTheDocument();
    // Farmácias has a vote: its button is the disabled 'Você já votou'.
    expect(screen.getByRole('button', { name: profile.alreadyVoted })).toBeDisabled();
    // Set in an effect, which may run after the heading is on screen (busy machine).
    await waitFor(() => expect(document.title).toBe('Suas categorias · Votação'));
  });

  it('search matches category names and company names, case- and accent-insensitively', async () => {
    const { user } = await openProfile();
    await screen.findByText('Restaurantes');
    const search = screen.getByRole('searchbox', { name: profile.searchLabel });
    await user.type(search, 'sushi');
    expect(screen.getByText('Restaurantes')).toBeInTheDocument();
    expect(screen.queryByText('Academias')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'FARMACIAS');
    expect(screen.getByText('Farmácias')).toBeInTheDocument();
    expect(screen.queryByText('Restaurantes')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nada disso');
    // Not '. . .' (that is loading): it says nothing matched and offers to clear the search.
    expect(screen.queryByText(profile.empty)).not.toBeInTheDocument();
    const noMatch = screen.getByText(profile.noMatch('nada disso')).parentElement as HTMLElement;
    expect(noMatch).toHaveAttribute('role', 'status');
    await user.click(within(noMatch).getByRole('button', { name: messages.app.clearSearch }));
    expect(search).toHaveValue('');
    expect(screen.getByText('Academias')).toBeInTheDocument();
  });

  it('Votar carries the category to /empresas in navigation state', async () => {
    const { user, router } = await openProfile();
    await screen.findByText('Restaurantes');
    const card = screen.getByText('Restaurantes').closest('li') ?? document.body;
    await user.click(within(card as HTMLElement).getByRole('button', { name: profile.vote }));
    await findHeading('Restaurantes');
    expect(pathOf(router)).toBe('/empresas');
    expect(router.state.location.state).toEqual({ category: DEMO_CATEGORIES[0] });
    // And in the address, for a bookmark, a new tab or a reload.
    expect(router.state.location.search).toBe(`?categoria=${DEMO_CATEGORIES[0]?.id}`);
  });

  it('a failed category load is only logged: the list stays ". . ."', async () => {
    server.use(handlers.categories.serverError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openProfile();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByText(profile.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 401 clears the session and RequireAuth sends the voter to /login', async () => {
    server.use(handlers.categories.unauthorized);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const { router } = renderApp('/perfil');
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sums up the progress over every category and names the company voted for', async () => {
    const { user } = await openProfile();
    expect(await screen.findByText(profile.progress(1, 4))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: profile.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const card = screen.getByText('Farmácias').closest('li') as HTMLElement;
    expect(within(card).getByText(profile.votedFor('Drogaria Bem Estar'))).toBeInTheDocument();
    // A search narrows the grid, never the count.
    await user.type(screen.getByRole('searchbox', { name: profile.searchLabel }), 'sushi');
    expect(screen.getByText(profile.progress(1, 4))).toBeInTheDocument();
    expect(screen.queryByText(profile.allVoted)).not.toBeInTheDocument();
  });

  it('with every category voted it shows the closing message', async () => {
    const categories = DEMO_CATEGORIES.map((category) => ({
      ...category,
      hasVoted: true,
      votedCompanyId: category.companies[0]?.id ?? null,
    }));
    server.use(http.get(MOCK_ROUTES.categories, () => HttpResponse.json({ data: categories })));
    await openProfile();
    expect(await screen.findByText(profile.progress(4, 4))).toBeInTheDocument();
    expect(screen.getByText(profile.allVoted)).toBeInTheDocument();
  });

  it('Sair clears the session and goes to /login; Back does not return to /perfil', async () => {
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: messages.app.signOut }));
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
