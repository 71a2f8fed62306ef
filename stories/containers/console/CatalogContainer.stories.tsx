import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { CatalogContainer } from '../../../src/containers/console/CatalogContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import { adminHandlers, createConsoleStore, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findButton, findDialog, findHeading, findText } from '../play';

/**
 * /admin/catalogo against the in-memory operator API (src/mocks/consoleStore.ts): additions,
 * removals and imports show up in the list, as with the real server. The store is reset before
 * every story, so each starts from the same catalogue.
 */
const store = createConsoleStore({ now: () => Date.parse('2026-12-05T12:00:00-03:00') });

const meta = {
  title: 'Containers/Console/CatalogContainer',
  component: CatalogContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers(...store.handlers) } },
  beforeEach: () => {
    store.reset();
    return operatorSignedIn();
  },
  render: () => <AppAt path="/admin/catalogo" />,
} satisfies Meta<typeof CatalogContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { catalog: text } = adminMessages;

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

/** The catalogue; what has votes cannot be removed and says so; a new category joins the list. */
export const Default: Story = {
  play: async ({ userEvent }) => {
    await expect(await findHeading(text.title)).toBeVisible();
    const restaurants = await section('Restaurantes');
    const blocked = within(restaurants).getByRole('button', {
      name: `${text.remove} Restaurantes`,
    });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription(`${text.hasVotes} ${text.removeBlocked}`);
    // "Tem votos", never how many (GET /admin/catalog has no counts: issue 36); voting is open,
    // so which of its companies have votes is sealed too (issue 37).
    await expect(restaurants).toHaveTextContent(text.hasVotes);
    await expect(restaurants).not.toHaveTextContent(/\d+ votos?\b/);
    const company = within(restaurants).getByRole('button', {
      name: `${text.remove} Sushi Kento`,
    });
    await expect(company).toBeDisabled();
    await expect(company).toHaveAccessibleDescription(`${text.votesSealed} ${text.removeSealed}`);

    await userEvent.click(screen.getByRole('button', { name: text.addCategory }));
    const dialog = await findDialog(text.addCategory);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: text.categoryName }),
      'Pet shops{Enter}',
    );
    await expect(await findText(text.saved)).toBeVisible();
    await expect(await section('Pet shops')).toHaveTextContent(text.noCompanies);
  },
};

/** Removing a company nobody voted for asks first, then it leaves the list. */
export const RemoveCompany: Story = {
  play: async ({ userEvent }) => {
    const bakeries = await section('Padarias');
    await userEvent.click(
      within(bakeries).getByRole('button', { name: `${text.remove} Pão Quente` }),
    );
    await findDialog();
    await expect(screen.getByRole('dialog')).toHaveTextContent(
      text.confirmRemoveCompany('Pão Quente'),
    );
    await userEvent.click(screen.getByRole('button', { name: text.confirmRemoveLabel }));
    await expect(await findText(text.removed)).toBeVisible();
    await eventually(() => expect(bakeries).toHaveTextContent(text.noCompanies));
  },
};

/** The server refuses (409: votes arrived meanwhile): its message is shown, nothing changes. */
export const RemoveRefused: Story = {
  parameters: {
    msw: { handlers: withHandlers(adminHandlers.companies.inUse, ...store.handlers) },
  },
  play: async ({ userEvent }) => {
    const bakeries = await section('Padarias');
    await userEvent.click(
      within(bakeries).getByRole('button', { name: `${text.remove} Pão Quente` }),
    );
    await findDialog();
    await userEvent.click(screen.getByRole('button', { name: text.confirmRemoveLabel }));
    await expect(
      await findText('Esta empresa já recebeu votos; ela não pode ser removida.'),
    ).toBeVisible();
    await expect(within(bakeries).getByText('Pão Quente')).toBeVisible();
  },
};

/** A file is previewed (dry run), then Importar adds its categories to the list. */
export const Import: Story = {
  play: async ({ userEvent }) => {
    await findButton(text.import.choose);
    const file = new File(['categoria;empresa\nPet shops;Bicho Feliz\n'], 'catalogo.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText(text.import.choose), file);
    const preview = await screen.findByRole(
      'region',
      { name: text.import.previewTitle },
      { timeout: 15_000 },
    );
    await expect(preview).toHaveTextContent(text.import.preview(1, 2));
    await userEvent.click(screen.getByRole('button', { name: text.import.confirm }));
    await expect(await findText(text.import.done(1, 2))).toBeVisible();
    await expect(await section('Pet shops')).toHaveTextContent('Bicho Feliz');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.catalog.serverError) } },
  play: async () => {
    await expect(await findText(adminMessages.app.loadFailed)).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await section('Supermercado');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
