import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import {
  CATALOG_FILE_MAX_BYTES,
  type CatalogAdmin,
  type CatalogImportPayload,
} from '../../src/domain/admin';
import { adminMessages } from '../../src/domain/adminMessages';
import { operatorApiMessages } from '../../src/domain/operatorApiMessages';
import {
  ADMIN_ROUTES,
  adminHandlers,
  DEMO_CATALOG,
  DEMO_IMPORT_ERRORS,
  DEMO_IMPORT_PREVIEW,
  DEMO_OPERATOR_TOKEN,
} from '../../src/mocks';

import { findHeading, renderApp } from './support/renderApp';
import { server } from './support/server';

const { catalog: text } = adminMessages;
const CSV = 'categoria,empresa\nPadarias,Pão Quente\nPadarias,Padaria Estrela\n';

afterEach(() => sessionStorage.clear());

async function openCatalog() {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, DEMO_OPERATOR_TOKEN);
  const app = renderApp('/admin/catalogo');
  await findHeading(text.title);
  await screen.findByRole('region', { name: 'Restaurantes' });
  return app;
}

const csvFile = () => new File([CSV], 'catalogo.csv', { type: 'text/csv' });

// The first test also loads the console's lazy chunk: generous on a busy machine.
describe('Catálogo (/admin/catalogo)', { timeout: 60_000 }, () => {
  it('reads the file in the browser, previews (dryRun), then imports and reads the list again', async () => {
    const bodies: CatalogImportPayload[] = [];
    let catalogReads = 0;
    server.use(
      http.post(ADMIN_ROUTES.import, async ({ request }) => {
        const body = (await request.json()) as CatalogImportPayload;
        bodies.push(body);
        return HttpResponse.json({ ...DEMO_IMPORT_PREVIEW, dryRun: body.dryRun });
      }),
      http.get(ADMIN_ROUTES.catalog, () => {
        catalogReads += 1;
        return HttpResponse.json<CatalogAdmin>(DEMO_CATALOG);
      }),
    );
    const { user } = await openCatalog();
    await user.upload(screen.getByLabelText(text.import.choose), csvFile());
    const preview = await screen.findByRole('region', { name: text.import.previewTitle });
    expect(preview).toHaveTextContent('Padaria Estrela');
    expect(bodies).toEqual([{ fileName: 'catalogo.csv', content: CSV, dryRun: true }]);
    const readsBefore = catalogReads;

    await user.click(within(preview).getByRole('button', { name: text.import.confirm }));
    const done = text.import.done(
      DEMO_IMPORT_PREVIEW.categoriesAdded,
      DEMO_IMPORT_PREVIEW.companiesAdded,
    );
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(bodies[1]).toEqual({ fileName: 'catalogo.csv', content: CSV, dryRun: false });
    await waitFor(() => expect(catalogReads).toBeGreaterThan(readsBefore));
    expect(screen.queryByRole('region', { name: text.import.previewTitle })).toBeNull();
  });

  it('a file with errors lists them as "linha N: motivo" and offers no import', async () => {
    server.use(adminHandlers.import.invalid);
    const { user } = await openCatalog();
    await user.upload(screen.getByLabelText(text.import.choose), csvFile());
    const list = await screen.findByRole('list', { name: text.import.errorsTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DEMO_IMPORT_ERRORS);
    expect(screen.queryByRole('button', { name: text.import.confirm })).toBeNull();
  });

  /** Counts the files posted; answers as the dry run would. */
  function countPosts() {
    let posts = 0;
    server.use(
      http.post(ADMIN_ROUTES.import, () => {
        posts += 1;
        return HttpResponse.json(DEMO_IMPORT_PREVIEW);
      }),
    );
    return () => posts;
  }
  /** The one problem the import panel lists. */
  const refusal = async () =>
    within(await screen.findByRole('list', { name: text.import.errorsTitle }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('a file over the limit in bytes (not characters) is refused in the browser with the server’s words, nothing sent', async () => {
    const sent = countPosts();
    const { user } = await openCatalog();
    // 600,000 characters, 1.2 MB in UTF-8.
    const accents = new File([`categoria,empresa\nPadarias,${'Ç'.repeat(600_000)}`], 'acentos.csv');
    expect(accents.size).toBeGreaterThan(CATALOG_FILE_MAX_BYTES);
    await user.upload(screen.getByLabelText(text.import.choose), accents);
    expect(await refusal()).toEqual([operatorApiMessages.catalog.tooLarge]);
    expect(sent()).toBe(0);
  });

  it('a file not in UTF-8 is refused in the browser with the server’s words, nothing sent', async () => {
    const sent = countPosts();
    const { user } = await openCatalog();
    // "categoria,empresa\nPadarias,Pão" saved as Latin-1 (ã is one byte, 0xE3).
    const latin1 = new File(
      [Buffer.from('categoria,empresa\nPadarias,P\u00e3o\n', 'latin1')],
      'latin1.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText(text.import.choose), latin1);
    expect(await refusal()).toEqual([operatorApiMessages.catalog.notUtf8('latin1.csv')]);
    expect(sent()).toBe(0);
  });

  it('a file that cannot be read is said so, nothing sent', async () => {
    const sent = countPosts();
    const { user } = await openCatalog();
    const gone = new File([CSV], 'removido.csv', { type: 'text/csv' });
    const fail = () => Promise.reject(new DOMException('The file was removed', 'NotFoundError'));
    Object.defineProperty(gone, 'arrayBuffer', { value: fail });
    Object.defineProperty(gone, 'text', { value: fail });
    await user.upload(screen.getByLabelText(text.import.choose), gone);
    expect(await refusal()).toEqual([text.import.unreadable]);
    expect(sent()).toBe(0);
  });

  it('removing something votes reference: the server 409 message is shown, the list stays', async () => {
    server.use(adminHandlers.companies.inUse);
    const { user } = await openCatalog();
    // Pão Quente has no votes in the fixture, so the button is on; the server knows better.
    await user.click(screen.getByRole('button', { name: `${text.remove} Pão Quente` }));
    await user.click(await screen.findByRole('button', { name: text.confirmRemoveLabel }));
    expect(
      await screen.findByText('Esta empresa já recebeu votos; ela não pode ser removida.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pão Quente')).toBeInTheDocument();
  });

  it('a category with votes cannot be removed from the page', async () => {
    await openCatalog();
    expect(screen.getByRole('button', { name: `${text.remove} Restaurantes` })).toBeDisabled();
  });
});
