import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getInFlightRequests, subscribeInFlightRequests } from '../../src/api/loading';
import { ELECTION_REFRESH_MS } from '../../src/containers/shared/useElection';
import { messages } from '../../src/domain/messages';
import {
  DEMO_CATEGORIES,
  ELECTION_CLOSED,
  ELECTION_ROUTES,
  electionHandlers,
  ELECTION_SCHEDULED,
} from '../../src/mocks';

import { findHeading, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

const { election: text, profile, companies, results } = messages;

describe('the voting window on the voter screens', () => {
  it('/perfil: always open (no dates) shows no notice and Votar works, as the spec has it', async () => {
    signIn();
    renderApp('/perfil');
    await findHeading(profile.greeting('Maria'));
    await screen.findByText('Restaurantes');
    expect(screen.getAllByRole('button', { name: profile.vote })[0]).toBeEnabled();
    expect(screen.queryByText(text.closedTitle)).toBeNull();
    expect(screen.queryByText(text.openTitle)).toBeNull();
  });

  it('/perfil: closed shows the state and disables every Votar', async () => {
    server.use(electionHandlers.election.closed);
    signIn();
    renderApp('/perfil');
    expect(await screen.findByText(text.closedTitle)).toBeInTheDocument();
    expect(
      screen.getByText(text.closedAt('10/12/2026, 18:00 (horário de Brasília)')),
    ).toBeInTheDocument();
    await screen.findByText('Restaurantes');
    const buttons = screen.getAllByRole('button', {
      name: new RegExp(`^(${profile.vote}|${profile.alreadyVoted})$`),
    });
    expect(buttons).toHaveLength(DEMO_CATEGORIES.length);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('/perfil: scheduled shows the opening date in São Paulo time', async () => {
    server.use(http.get(ELECTION_ROUTES.election, () => HttpResponse.json(ELECTION_SCHEDULED)));
    signIn();
    renderApp('/perfil');
    expect(
      await screen.findByText(text.scheduled('01/12/2026, 08:00 (horário de Brasília)')),
    ).toBeInTheDocument();
  });

  it('/empresas: closed disables every VOTAR', async () => {
    server.use(electionHandlers.election.closed);
    signIn();
    renderApp('/empresas', { state: { category: DEMO_CATEGORIES[0] } });
    await findHeading('Restaurantes');
    await screen.findByText(text.closedTitle);
    const buttons = screen.getAllByRole('button', { name: companies.vote });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('a failed election read is only logged: the screen stays as the spec has it', async () => {
    server.use(electionHandlers.election.serverError);
    signIn();
    renderApp('/perfil');
    await screen.findByText('Restaurantes');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: profile.vote })[0]).toBeEnabled(),
    );
  });
});

describe('/resultados (public)', () => {
  it('signed out: the published results, ranked, ties shown as ties', async () => {
    renderApp('/resultados');
    await findHeading(results.title);
    expect(await screen.findByRole('region', { name: 'Farmácias' })).toBeInTheDocument();
    expect(screen.getAllByText(results.rankWithTie(1))).toHaveLength(2);
    // Set in an effect, which may run after the heading is on screen (busy machine).
    await waitFor(() => expect(document.title).toBe('Resultados · Votação'));
  });

  it('another failure offers to try again', async () => {
    server.use(electionHandlers.results.serverError);
    const { user } = renderApp('/resultados');
    await screen.findByText(results.loadFailed);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: results.retry }));
    expect(await screen.findByRole('region', { name: 'Restaurantes' })).toBeInTheDocument();
  });
});

describe('an open page learns of an operator closing or opening the vote within a minute', () => {
  // Only the interval is faked: MSW, React and user-event keep their real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('/perfil: open, then closed by the operator: the banner and every Votar update', async () => {
    server.use(electionHandlers.election.open);
    signIn();
    renderApp('/perfil');
    await findHeading(profile.greeting('Maria'));
    await screen.findByText(text.openTitle);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: profile.vote })[0]).toBeEnabled(),
    );
    let reads = 0;
    server.use(
      http.get(ELECTION_ROUTES.election, () => {
        reads += 1;
        return HttpResponse.json(ELECTION_CLOSED);
      }),
    );
    // A re-read the voter did not ask for is not counted by the loading overlay.
    const counts: number[] = [];
    const unsubscribe = subscribeInFlightRequests(() => counts.push(getInFlightRequests()));
    vi.advanceTimersByTime(ELECTION_REFRESH_MS - 1);
    expect(reads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await screen.findByText(text.closedTitle)).toBeInTheDocument();
    unsubscribe();
    expect(reads).toBe(1);
    expect(counts).toEqual([]);
    for (const button of screen.getAllByRole('button', { name: profile.vote })) {
      expect(button).toBeDisabled();
    }
  });

  it('/empresas: closed, then opened by the operator: VOTAR works again', async () => {
    server.use(electionHandlers.election.closed);
    signIn();
    renderApp('/empresas', { state: { category: DEMO_CATEGORIES[0] } });
    await findHeading('Restaurantes');
    await screen.findByText(text.closedTitle);
    server.use(electionHandlers.election.open);
    vi.advanceTimersByTime(ELECTION_REFRESH_MS);
    expect(await screen.findByText(text.openTitle)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: companies.vote })[0]).toBeEnabled(),
    );
  });
});
