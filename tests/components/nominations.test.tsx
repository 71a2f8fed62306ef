/**
 * /indicacoes in the real app (issue 41 §3), against the shared MSW handlers: the voting's
 * sign-in guards it; the phase from GET /api/nominations decides the page; ENVIAR INDICAÇÕES
 * posts every filled field at once and the page shows what was stored; a refused name is said
 * under its field, which takes the focus, and nothing is sent; the server's refusals are said in
 * its words; a 403 reads the phase again; a 401 goes to /login; a failed load offers a retry.
 * /perfil shows the way in while the phase is open, and asks nothing while the voting is open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { awardsMessages } from '../../src/domain/awardsMessages';
import { messages } from '../../src/domain/messages';
import {
  createNominationsHandlers,
  DEMO_NOMINATIONS,
  electionHandlers,
  NOMINATIONS_REFUSALS,
  NOMINATIONS_ROUTES,
  nominationsHandlers,
} from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

const text = awardsMessages.nominate;
const { list, send } = nominationsHandlers;

/**
 * Every body POST /api/nominations received, in order. Each POST is counted as it starts (its
 * place taken at once), so `toEqual([])` fails on a POST whose body is still being read.
 */
function recordSends(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/nominations') {
      const at = bodies.push('(body not read yet)') - 1;
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          bodies[at] = body;
        });
    }
  });
  return bodies;
}

const field = (name: string) => screen.findByRole('combobox', { name });

afterEach(() => server.events.removeAllListeners());

describe('/indicacoes', { timeout: 30_000 }, () => {
  it('without a session goes to /login', async () => {
    const { router } = renderApp('/indicacoes');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('open: a suggestion and a typed name are sent at once, stored, and announced', async () => {
    server.use(...createNominationsHandlers(DEMO_NOMINATIONS));
    const sent = recordSends();
    signIn();
    const { user } = renderApp('/indicacoes');
    await findHeading(text.title);
    expect(document.title).toBe(messages.titles.page(messages.titles.nominations));
    expect(
      await screen.findByText(
        text.window('01/02/2027, 08:00', '28/02/2027, 18:00 (horário de Brasília)'),
      ),
    ).toBeInTheDocument();
    await user.type(await field('Farmácias'), 'drog');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Drogaria Bem Estar' }));
    await user.type(screen.getByRole('combobox', { name: 'Academias' }), '  Academia  Nova ');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const status = await screen.findByText(text.sent);
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        nominations: [
          { categoryId: 2, text: 'Drogaria Bem Estar' },
          { categoryId: 4, text: 'Academia  Nova' },
        ],
      },
    ]);
    // The catalogue's normal form, as the server stored it.
    expect(screen.getByText(text.yours('Academia Nova'))).toBeInTheDocument();
    expect(screen.getByText(text.yours('Drogaria Bem Estar'))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Farmácias' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Restaurantes' })).toHaveValue('');
  });

  it("'Alterar' opens a sent nomination again; the new name is sent and shown", async () => {
    server.use(...createNominationsHandlers(DEMO_NOMINATIONS));
    const sent = recordSends();
    signIn();
    const { user } = renderApp('/indicacoes');
    await user.type(await field('Farmácias'), 'Drogaria Vida');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.yours('Drogaria Vida'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.changeLabel('Farmácias') }));
    const again = screen.getByRole('combobox', { name: 'Farmácias' });
    expect(again).toHaveValue('Drogaria Vida');
    expect(again).toHaveFocus();
    await user.clear(again);
    await user.type(again, 'Farmácia Central');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.yours('Farmácia Central'))).toBeInTheDocument();
    expect(screen.queryByText(text.yours('Drogaria Vida'))).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ nominations: [{ categoryId: 2, text: 'Farmácia Central' }] });
    expect(screen.queryByRole('combobox', { name: 'Farmácias' })).toBeNull();
  });

  it('nothing written: says so and sends nothing', async () => {
    const sent = recordSends();
    server.use(list.open);
    signIn();
    const { user } = renderApp('/indicacoes');
    await field('Restaurantes');
    await user.type(screen.getByRole('combobox', { name: 'Restaurantes' }), '   ');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.nothingToSend)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a name the rule refuses: said under its field, which takes the focus; nothing is sent', async () => {
    const sent = recordSends();
    server.use(list.open, send.success);
    signIn();
    const { user } = renderApp('/indicacoes');
    const restaurants = await field('Restaurantes');
    // A Cyrillic 'а' inside a Latin word.
    await user.type(restaurants, 'Cаntina');
    await user.type(screen.getByRole('combobox', { name: 'Academias' }), 'Academia Nova');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(restaurants).toHaveFocus());
    expect(restaurants).toHaveAttribute('aria-invalid', 'true');
    expect(restaurants).toHaveAccessibleDescription(text.invalidName);
    expect(screen.getByRole('combobox', { name: 'Academias' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
  });

  it("the server's refusal is said in its words, and what was written stays", async () => {
    server.use(list.open, send.invalid);
    signIn();
    const { user } = renderApp('/indicacoes');
    await user.type(await field('Academias'), 'Academia Nova');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(NOMINATIONS_REFUSALS.textInvalid)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Academias' })).toHaveValue('Academia Nova');
  });

  it('no answer: the general failure text; nothing is lost', async () => {
    server.use(list.open, send.networkError);
    signIn();
    const { user } = renderApp('/indicacoes');
    await user.type(await field('Academias'), 'Academia Nova');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Academias' })).toHaveValue('Academia Nova');
  });

  it('the window closed meanwhile (403): the phase is read again and the page says it', async () => {
    let reads = 0;
    server.use(
      http.get(NOMINATIONS_ROUTES.nominations, () =>
        HttpResponse.json(
          reads++ === 0 ? DEMO_NOMINATIONS : { ...DEMO_NOMINATIONS, phase: 'closed' },
        ),
      ),
      send.closed,
    );
    signIn();
    const { user } = renderApp('/indicacoes');
    await user.type(await field('Academias'), 'Academia Nova');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.closed)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(reads).toBe(2);
  });

  it('the session ended (401 on send): cleared, and the page goes to /login', async () => {
    server.use(
      list.open,
      http.post(NOMINATIONS_ROUTES.nominations, () =>
        HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 }),
      ),
    );
    signIn();
    const { router, user } = renderApp('/indicacoes');
    await user.type(await field('Academias'), 'Academia Nova');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['notYet', list.notYet, text.notYet('01/02/2027, 08:00 (horário de Brasília)')],
    ['closed', list.closed, text.closed],
    ['none', list.none, text.none],
  ] as const)('phase %s: says so, no field', async (_phase, handler, said) => {
    server.use(handler);
    signIn();
    renderApp('/indicacoes');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it('a failed load offers Tentar novamente, which loads the page', async () => {
    server.use(list.serverError);
    signIn();
    const { user } = renderApp('/indicacoes');
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    server.resetHandlers();
    server.use(list.open);
    await user.click(screen.getByRole('button', { name: messages.app.retry }));
    expect(await field('Restaurantes')).toBeEnabled();
  });
});

describe("/perfil's way in", { timeout: 30_000 }, () => {
  it('while the phase is open (voting not started): the notice links to /indicacoes', async () => {
    server.use(electionHandlers.election.scheduled, list.open);
    signIn();
    const { router, user } = renderApp('/perfil');
    const link = await screen.findByRole('link', { name: messages.nominationsNotice.link });
    expect(screen.getByText(messages.nominationsNotice.title)).toBeInTheDocument();
    await user.click(link);
    await findHeading(text.title);
    expect(pathOf(router)).toBe('/indicacoes');
  });

  it('no notice without an open phase', async () => {
    server.use(electionHandlers.election.scheduled, list.closed);
    // The phase's answer arrives in the background: the notice is judged once it has.
    let answered = false;
    const queries: string[] = [];
    server.events.on('request:end', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/nominations') return;
      queries.push(url.search);
      answered = true;
    });
    signIn();
    renderApp('/perfil');
    await screen.findByText('Restaurantes');
    await waitFor(() => expect(answered).toBe(true));
    // The phase alone: not the suggestions (up to 10,000 names) a phone would download for nothing.
    expect(queries).toEqual(['?sugestoes=0']);
    expect(screen.queryByText(messages.nominationsNotice.title)).toBeNull();
  });

  it('while the voting is open with its dates, /perfil does not ask for the phase at all', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/nominations') asked.push(request.method);
    });
    server.use(electionHandlers.election.open, list.open);
    signIn();
    renderApp('/perfil');
    await screen.findByText(messages.election.openTitle);
    await screen.findByText('Restaurantes');
    expect(asked).toEqual([]);
    expect(screen.queryByText(messages.nominationsNotice.title)).toBeNull();
  });
});
