/**
 * The console's Integridade and Auditoria pages over the MSW handler set: an operator finds the
 * planted burst, opens its voters, invalidates them with a reason (refused without one), sees the
 * outcome announced, and finds the action on the Auditoria page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import {
  auditMessages,
  bulkActionMessages,
  integrityMessages,
} from '../../src/domain/integrityMessages';
import {
  createIntegrityHandlers,
  DEMO_OPERATOR_TOKEN,
  INTEGRITY_ROUTES,
  integrityReport,
} from '../../src/mocks';
import { auditEntries } from '../../src/mocks/integrityFixtures';

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
    // The category first: nothing is sent without one.
    expect(within(dialog).getByRole('radio', { name: 'Cadastro duplicado' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByText(bulkActionMessages.categoryRequired)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Cadastro automatizado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    expect(within(dialog).getByRole('textbox', { name: /Detalhes/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Detalhes/ }),
      'Rajada de cadastros',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        '40 eleitores invalidados; 40 votos deixaram de contar.',
      ),
    );
    expect(sent).toEqual([
      { voterIds: burst.voterIds, reason: 'Rajada de cadastros', category: 'automated' },
    ]);
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
    const restored = auditEntries.filter((entry) => entry.action === 'voter.restore').length;
    expect(
      await screen.findByRole('table', { name: `Registros de auditoria (${restored})` }),
    ).toBeVisible();
  });
});

describe('a voter’s e-mails from the voter search (/admin/integridade)', () => {
  const mailPath = /\/api\/admin\/voters\/(\d+)\/mail$/;
  const delivery = (id: number, lastError: string) => ({
    id,
    kind: 'voter-code',
    status: 'retrying',
    attempts: 2,
    createdAt: '2026-11-26T12:00:00.000Z',
    sentAt: null,
    nextAttemptAt: '2026-11-26T12:00:04.000Z',
    lastError,
  });

  /** Signs in, searches 'eleitor002@' and opens Eleitor 2's e-mails; the dialog. */
  async function openMailOfEleitor2(user: ReturnType<typeof renderApp>['user']) {
    const search = await screen.findByRole('search');
    await user.type(
      within(search).getByRole('textbox', { name: 'Nome, e-mail ou CPF' }),
      'eleitor002@',
    );
    await user.click(within(search).getByRole('button', { name: 'Procurar' }));
    await user.click(await screen.findByRole('button', { name: 'Ver e-mails de Eleitor 2' }));
    return screen.findByRole('dialog', { name: 'E-mails de Eleitor 2' });
  }

  it('asks for that voter’s e-mails and shows them with their state and the mail server’s answer', async () => {
    server.use(...createIntegrityHandlers());
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const match = mailPath.exec(new URL(request.url).pathname);
      if (match) asked.push(`${request.method} ${match[1]}`);
    });
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    const { user } = renderApp('/admin/integridade');
    const dialog = await openMailOfEleitor2(user);
    await waitFor(() => expect(dialog).toHaveTextContent('421 4.7.0 Try again later'));
    expect(dialog).toHaveTextContent('Recipient address rejected');
    // attackVoters: Eleitor 2 is voter 1002.
    expect(asked).toEqual(['GET 1002']);
    server.events.removeAllListeners();
  });

  it('a failed load says so; Tentar novamente asks again and shows the e-mails', async () => {
    let calls = 0;
    server.use(
      // First: MSW takes the first handler that matches.
      http.get(INTEGRITY_ROUTES.voterMail, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })
          : HttpResponse.json({ deliveries: [delivery(1, '421 4.7.0 Try again later')] });
      }),
      ...createIntegrityHandlers(),
    );
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    const { user } = renderApp('/admin/integridade');
    const dialog = await openMailOfEleitor2(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      integrityMessages.voterMail.failed,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(dialog).toHaveTextContent('421 4.7.0 Try again later'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('closing aborts the call and ignores its late answer; reopening asks again', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answeredLate: () => void = () => {};
    const lateAnswer = new Promise<void>((resolve) => (answeredLate = resolve));
    const signals: AbortSignal[] = [];
    server.use(
      // First: MSW takes the first handler that matches.
      http.get(INTEGRITY_ROUTES.voterMail, async ({ request }) => {
        signals.push(request.signal);
        if (signals.length === 1) {
          await held;
          queueMicrotask(answeredLate);
          return HttpResponse.json({ deliveries: [delivery(1, 'LATE answer')] });
        }
        return HttpResponse.json({ deliveries: [delivery(2, 'FRESH answer')] });
      }),
      ...createIntegrityHandlers(),
    );
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
    const { user } = renderApp('/admin/integridade');
    const first = await openMailOfEleitor2(user);
    expect(within(first).getByText(integrityMessages.voterMail.loading)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signals[0]?.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ver e-mails de Eleitor 2' }));
    const again = await screen.findByRole('dialog', { name: 'E-mails de Eleitor 2' });
    await waitFor(() => expect(again).toHaveTextContent('FRESH answer'));
    release();
    // The held call has answered (to a request already aborted); let what it could set off run.
    await lateAnswer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(again).toHaveTextContent('FRESH answer');
    expect(again).not.toHaveTextContent('LATE answer');
    expect(signals).toHaveLength(2);
  });
});
