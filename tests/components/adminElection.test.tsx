import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { adminMessages } from '../../src/domain/adminMessages';
import type { ElectionUpdate } from '../../src/domain/election';
import { ADMIN_ROUTES, adminHandlers, DEMO_OPERATOR_TOKEN, ELECTION_OPEN } from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

const { election: text } = adminMessages;

afterEach(() => sessionStorage.clear());

async function openElection() {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  const app = renderApp('/admin/eleicao');
  await findHeading(text.title);
  const opens = await screen.findByRole('textbox', { name: text.opensAtLabel });
  const closes = screen.getByRole('textbox', { name: text.closesAtLabel });
  await waitFor(() => expect(closes).toHaveValue('10/12/2026 18:00'));
  return { ...app, opens, closes };
}

// The first test also loads the console's lazy chunk (charts included): generous on a busy machine.
describe('Eleição (/admin/eleicao)', { timeout: 60_000 }, () => {
  it('shows the window in São Paulo time and saves ISO dates with the -03:00 offset', async () => {
    const bodies: ElectionUpdate[] = [];
    server.use(
      http.put(ADMIN_ROUTES.election, async ({ request }) => {
        const body = (await request.json()) as ElectionUpdate;
        bodies.push(body);
        return HttpResponse.json({ ...ELECTION_OPEN, ...body, status: 'closed' });
      }),
    );
    const { user, opens, closes } = await openElection();
    expect(opens).toHaveValue('01/12/2026 08:00');
    await user.clear(closes);
    await user.type(closes, '02/12/2026 09:30');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Prêmio Empresa do Ano 2026',
        opensAt: '2026-12-01T08:00:00-03:00',
        closesAt: '2026-12-02T09:30:00-03:00',
      },
    ]);
    // The status is the server's answer, not the browser's guess.
    expect(screen.getByRole('group', { name: text.status })).toHaveTextContent(
      text.statusLabel.closed,
    );
  });

  it('empty dates are sent as null (always open)', async () => {
    const bodies: ElectionUpdate[] = [];
    server.use(
      http.put(ADMIN_ROUTES.election, async ({ request }) => {
        bodies.push((await request.json()) as ElectionUpdate);
        return HttpResponse.json(ELECTION_OPEN);
      }),
    );
    const { user, opens, closes } = await openElection();
    await user.clear(opens);
    await user.clear(closes);
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ opensAt: null, closesAt: null });
  });

  it('a date that does not exist, or closesAt before opensAt: Portuguese messages, no request', async () => {
    let puts = 0;
    server.use(
      http.put(ADMIN_ROUTES.election, () => {
        puts += 1;
        return HttpResponse.json(ELECTION_OPEN);
      }),
    );
    const { user, opens, closes } = await openElection();
    await user.clear(opens);
    await user.type(opens, '31/02/2026 08:00');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(opens).toHaveAccessibleDescription(text.form.invalidDate));
    await waitFor(() => expect(opens).toHaveFocus());

    await user.clear(opens);
    await user.type(opens, '01/12/2026 08:00');
    await user.clear(closes);
    await user.type(closes, '30/11/2026 08:00');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(closes).toHaveAccessibleDescription(text.form.closesBeforeOpens));
    await waitFor(() => expect(closes).toHaveFocus());
    expect(puts).toBe(0);
  });

  it('the server refusing the window shows its message', async () => {
    server.use(adminHandlers.election.rejected);
    const { user } = await openElection();
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(
      await screen.findByText('O encerramento deve ser depois da abertura.'),
    ).toBeInTheDocument();
  });

  it('Publicar resultados is off while open, and confirms before publishing once closed', async () => {
    const first = await openElection();
    expect(screen.getByRole('button', { name: text.publish })).toBeDisabled();
    first.unmount();

    server.use(adminHandlers.election.closed, adminHandlers.publish.success);
    const { user } = await openElection();
    await user.click(screen.getByRole('button', { name: text.publish }));
    await user.click(await screen.findByRole('button', { name: text.publishConfirmLabel }));
    expect(await screen.findByText(text.publishedDone)).toBeInTheDocument();
  });
});
