import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getInFlightRequests } from '../../src/api/loading';
import { fetchPublicElection, readElection } from '../../src/api/publicElection';
import { awardSummaryOf } from '../../src/domain/landingAward';
import { messages } from '../../src/domain/messages';
import { handlers, NAMED_ELECTION, PUBLIC_ELECTION_ROUTE, UNNAMED_ELECTION } from '../../src/mocks';

import { renderApp } from './support/renderApp';
import { server } from './support/server';

async function openLanding() {
  const app = renderApp('/');
  await screen.findByRole('link', { name: messages.landing.start });
  return app;
}

describe('LandingContainer (/)', () => {
  it.each([
    ['no name', handlers.election.unnamed],
    ['a network failure', http.get(PUBLIC_ELECTION_ROUTE, () => HttpResponse.error())],
    ['an odd body', http.get(PUBLIC_ELECTION_ROUTE, () => HttpResponse.json({ name: 42 }))],
  ])('with %s it shows nothing extra', async (_case, handler) => {
    let called = false;
    server.use(
      http.get(PUBLIC_ELECTION_ROUTE, () => {
        called = true;
        return undefined;
      }),
      handler,
    );
    await openLanding();
    await waitFor(() => expect(called).toBe(true));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Votação /)).not.toBeInTheDocument();
  });

  it('the election call never shows the loading overlay (it is not an axios call)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    server.use(
      http.get(PUBLIC_ELECTION_ROUTE, async () => {
        started = true;
        await gate;
        return HttpResponse.json(NAMED_ELECTION);
      }),
    );
    await openLanding();
    await waitFor(() => expect(started).toBe(true));
    expect(getInFlightRequests()).toBe(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(NAMED_ELECTION.name ?? '')).toBeInTheDocument();
  });
});

describe('the award line', () => {
  it('words the period with the dates that are set', () => {
    expect(awardSummaryOf({ ...NAMED_ELECTION, opensAt: null })?.period).toBe(
      'Votação até 15/12/2026, 18:00',
    );
    expect(awardSummaryOf({ ...NAMED_ELECTION, closesAt: null })?.period).toBe(
      'Votação a partir de 01/12/2026, 08:00',
    );
    expect(awardSummaryOf({ ...NAMED_ELECTION, opensAt: null, closesAt: null })).toEqual({
      name: NAMED_ELECTION.name,
      period: null,
    });
    expect(awardSummaryOf(UNNAMED_ELECTION)).toBeNull();
    expect(awardSummaryOf(null)).toBeNull();
  });

  it('rejects bodies that are not an election', () => {
    expect(readElection(null)).toBeNull();
    expect(readElection({ ...NAMED_ELECTION, opensAt: 'amanhã' })).toBeNull();
    expect(readElection({ ...NAMED_ELECTION, status: 'paused' })).toBeNull();
    expect(readElection({ ...NAMED_ELECTION, name: '   ' })?.name).toBeNull();
  });

  it('fetchPublicElection never throws', async () => {
    const failing = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    await expect(fetchPublicElection(undefined, failing)).resolves.toBeNull();
  });
});
