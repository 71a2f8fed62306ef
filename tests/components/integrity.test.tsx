/**
 * The console's Integridade and Auditoria pages over the MSW handler set: an operator finds the
 * planted burst, opens its voters, invalidates them with a reason (refused without one), sees the
 * outcome announced, and finds the action on the Auditoria page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { auditMessages, integrityMessages } from '../../src/domain/integrityMessages';
import {
  createIntegrityHandlers,
  DEMO_OPERATOR_TOKEN,
  INTEGRITY_ROUTES,
  integrityReport,
} from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

afterEach(() => sessionStorage.clear());

const burst = integrityReport.flags[0]!;

describe('Integridade (/admin/integridade)', () => {
  it('invalidates a flag’s voters with a reason and announces how many votes stopped counting', async () => {
    server.use(...createIntegrityHandlers());
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/admin/voters/invalidate')) sent.push(await request.clone().json());
    });
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    const { user } = renderApp('/admin/integridade');
    await findHeading(integrityMessages.title);
    const card = await screen.findByRole('article', { name: burst.summary });
    await user.click(within(card).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invalidar 40 eleitores?' });
    expect(dialog).toHaveAccessibleDescription(/^40 votos deixam de contar/);
    await user.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Rajada de cadastros');
    await user.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        '40 eleitores invalidados; 40 votos deixaram de contar.',
      ),
    );
    expect(sent).toEqual([{ voterIds: burst.voterIds, reason: 'Rajada de cadastros' }]);
    const updated = await screen.findByRole('article', { name: burst.summary });
    expect(within(updated).getByRole('button', { name: 'Restaurar 40 eleitores' })).toBeVisible();
    server.events.removeAllListeners();
    // A long flow (40 voters, a dialog, typing) on a busy machine: more than the default 20 s.
  }, 60_000);

  it('a failed analysis offers a retry', async () => {
    server.use(
      http.get(INTEGRITY_ROUTES.integrity, () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    renderApp('/admin/integridade');
    expect(await screen.findByText(integrityMessages.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: integrityMessages.retry })).toBeVisible();
  });
});

describe('Auditoria (/admin/auditoria)', () => {
  it('lists operator actions and filters by action', async () => {
    server.use(...createIntegrityHandlers());
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    const { user } = renderApp('/admin/auditoria');
    await findHeading(auditMessages.title);
    const table = await screen.findByRole('table', { name: 'Registros de auditoria (60)' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(await screen.findByRole('option', { name: 'Eleitor restaurado' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('table', { name: 'Registros de auditoria (10)' })).toBeVisible();
  });
});
