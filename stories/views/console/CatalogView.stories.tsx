import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  CatalogView,
  type CatalogCategory,
} from '../../../src/components/views/console/CatalogView';
import { adminMessages } from '../../../src/domain/adminMessages';
import {
  DEMO_CATALOG,
  DEMO_CATALOG_SEALED,
  DEMO_IMPORT_ERRORS,
  DEMO_IMPORT_PREVIEW,
} from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { LONG_CATEGORY_NAME, LONG_COMPANY_NAME } from '../../consoleFixtures';

const { catalog: text, app } = adminMessages;

const manyCategories: CatalogCategory[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Categoria ${i + 1}`,
  hasVotes: i % 3 !== 0,
  companies: Array.from({ length: 6 }, (_, j) => ({
    id: (i + 1) * 100 + j,
    name: `Empresa ${i + 1}.${j + 1}`,
    hasVotes: i % 3 !== 0 && j > 0,
  })),
}));

const longNames: CatalogCategory[] = [
  {
    id: 1,
    name: LONG_CATEGORY_NAME,
    hasVotes: true,
    companies: [
      { id: 10, name: LONG_COMPANY_NAME, hasVotes: true },
      { id: 11, name: 'Farmácia Central', hasVotes: false },
    ],
  },
  { id: 2, name: 'Farmácias', hasVotes: false, companies: [] },
];

const meta = {
  title: 'Views/Console/CatalogView',
  component: CatalogView,
  tags: ['autodocs'],
  args: {
    categories: DEMO_CATALOG.data,
    onRetry: fn(),
    importState: {},
    onChooseFile: fn(),
    onImport: fn(),
    onDiscardImport: fn(),
    onAddCategory: fn(),
    onAddCompany: fn(),
    onRenameCategory: fn(),
    onRenameCompany: fn(),
    onRemoveCategory: fn(),
    onRemoveCompany: fn(),
  },
} satisfies Meta<typeof CatalogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a category: an empty name is refused in Portuguese, then the callback gets the name. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.addCategory }));
    const dialog = await screen.findByRole('dialog', { name: text.addCategory });
    await userEvent.click(within(dialog).getByRole('button', { name: text.save }));
    const input = within(dialog).getByRole('textbox', { name: text.categoryName });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text.nameRequired);
    await expect(args.onAddCategory).not.toHaveBeenCalled();
    await userEvent.type(input, '  Padarias {Enter}');
    await expect(args.onAddCategory).toHaveBeenCalledWith('Padarias');
  },
};

/** Renaming a company starts from its name; adding a company names its category. */
export const RenameAndAddCompany: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const category = DEMO_CATALOG.data[0]!;
    const company = category.companies[0]!;
    await userEvent.click(
      canvas.getByRole('button', { name: text.renameCompanyTitle(company.name) }),
    );
    const rename = await screen.findByRole('dialog', {
      name: text.renameCompanyTitle(company.name),
    });
    const input = within(rename).getByRole('textbox', { name: text.companyName });
    await expect(input).toHaveValue(company.name);
    await userEvent.clear(input);
    await userEvent.type(input, 'Novo nome{Enter}');
    await expect(args.onRenameCompany).toHaveBeenCalledWith(company.id, 'Novo nome');

    const section = canvas.getByRole('region', { name: category.name });
    await userEvent.click(within(section).getByRole('button', { name: text.addCompany }));
    const add = await screen.findByRole('dialog', { name: text.addCompanyTitle(category.name) });
    await userEvent.type(
      within(add).getByRole('textbox', { name: text.companyName }),
      'Outra{Enter}',
    );
    await expect(args.onAddCompany).toHaveBeenCalledWith(category.id, 'Outra');
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { categories: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(app.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { categories: null, loadFailed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { importState: { fileName: 'catalogo.csv', checking: true } },
};

/** The dry run's answer: what would be added; Importar applies it. */
export const Preview: Story = {
  args: { importState: { fileName: 'catalogo.csv', preview: DEMO_IMPORT_PREVIEW } },
  play: async ({ canvas, args, userEvent }) => {
    const preview = canvas.getByRole('region', { name: text.import.previewTitle });
    await expect(preview).toHaveTextContent(DEMO_IMPORT_PREVIEW.categories[0]!.name);
    await userEvent.click(within(preview).getByRole('button', { name: text.import.confirm }));
    await expect(args.onImport).toHaveBeenCalledTimes(1);
    await userEvent.click(within(preview).getByRole('button', { name: text.import.cancel }));
    await expect(args.onDiscardImport).toHaveBeenCalledTimes(1);
  },
};

/**
 * Voting is open with no closing date (no window set yet): the preview warns that the imported
 * categories can be voted on at once (issue 25), before Importar.
 */
export const PreviewWhileOpenWithoutEnd: Story = {
  args: {
    importState: {
      fileName: 'catalogo.csv',
      preview: { ...DEMO_IMPORT_PREVIEW, votingOpenWithoutEnd: true },
    },
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: text.import.previewTitle });
    await expect(within(preview).getByRole('status')).toHaveTextContent(text.import.openWithoutEnd);
  },
};

export const ImportErrors: Story = {
  args: { importState: { fileName: 'catalogo.csv', errors: DEMO_IMPORT_ERRORS } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: text.import.errorsTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(DEMO_IMPORT_ERRORS.length);
    await expect(list).toHaveTextContent(DEMO_IMPORT_ERRORS[0]!);
  },
};

/**
 * Anything with votes cannot be removed: the button is off and says why, visibly and to AT.
 * "Tem votos", never a count (sealed until the close, issue 36).
 */
export const LongNames: Story = {
  args: { categories: longNames },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const blocked = canvas.getByRole('button', { name: `${text.remove} ${LONG_CATEGORY_NAME}` });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription(`${text.hasVotes} ${text.removeBlocked}`);
    const company = canvas.getByRole('button', { name: `${text.remove} ${LONG_COMPANY_NAME}` });
    await expect(company).toHaveAccessibleDescription(`${text.hasVotes} ${text.removeBlocked}`);
    await expect(canvas.getAllByText(text.removeBlocked)[0]).toBeVisible();
    await expect(canvas.getAllByText(text.hasVotes)).toHaveLength(2);
    await expect(canvasElement).not.toHaveTextContent(/\d+ votos?\b/);
    await expect(
      canvas.getByRole('button', { name: `${text.remove} Farmácia Central` }),
    ).toBeEnabled();
    // The row with "Tem votos" and the row without line up (issue 40).
    const renames = canvas
      .getAllByRole('button', { name: /^Renomear a empresa / })
      .map((b) => Math.round(b.getBoundingClientRect().left));
    await expect(new Set(renames).size).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: `${text.remove} Farmácias` }));
    await expect(args.onRemoveCategory).toHaveBeenCalledWith(2);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * While results are sealed (voting open; issue 37): a category with votes says "Tem votos", and
 * each of its companies "Votos lacrados" in the same column, never which of them have votes;
 * their Remover is off until the close and says so. A category nobody voted in is as before.
 * The rows of a category stay aligned: "Renomear" starts at the same place on every row.
 */
export const Sealed: Story = {
  args: { categories: DEMO_CATALOG_SEALED.data },
  play: async ({ canvas, canvasElement }) => {
    const restaurants = canvas.getByRole('region', { name: 'Restaurantes' });
    const inside = within(restaurants);
    await expect(inside.getByText(text.hasVotes)).toBeVisible();
    await expect(inside.getAllByText(text.votesSealed)).toHaveLength(3);
    for (const company of ['Cantina da Nonna', 'Sabor Mineiro', 'Sushi Kento']) {
      const remove = inside.getByRole('button', { name: `${text.remove} ${company}` });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription(`${text.votesSealed} ${text.removeSealed}`);
    }
    const renames = inside
      .getAllByRole('button', { name: /^Renomear a empresa / })
      .map((b) => Math.round(b.getBoundingClientRect().left));
    await expect(new Set(renames).size).toBe(1);
    // Nobody voted in Padarias: its company can go, as before.
    const bakeries = within(canvas.getByRole('region', { name: 'Padarias' }));
    await expect(bakeries.queryByText(text.votesSealed)).toBeNull();
    await expect(bakeries.getByRole('button', { name: `${text.remove} Pão Quente` })).toBeEnabled();
    await expect(canvasElement).not.toHaveTextContent(/\d+ votos?\b/);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const SealedPhone360: Story = {
  args: { categories: DEMO_CATALOG_SEALED.data },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const Many: Story = { args: { categories: manyCategories } };

/** The left edge of each row's button of that name, in page pixels. */
const lefts = (section: HTMLElement, name: RegExp) =>
  within(section)
    .getAllByRole('button', { name })
    .map((button) => Math.round(button.getBoundingClientRect().left));

/**
 * Rows with 'Tem votos' and rows without line up (issue 40 §8): every company's Renomear starts at
 * the same x, and so does every Remover, at 1280 px and at 360 px.
 */
export const RowsAligned: Story = {
  args: { categories: manyCategories.slice(0, 2) },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Categoria 2' });
    const renames = lefts(section, /^Renomear a empresa/);
    const removes = lefts(section, /^Remover Empresa/);
    await expect(renames).toHaveLength(6);
    await expect(new Set(renames).size).toBe(1);
    await expect(new Set(removes).size).toBe(1);
    // Both kinds of row are there: one without votes, five with (and the category's own).
    await expect(within(section).getAllByText(text.hasVotes)).toHaveLength(6);
  },
};

export const RowsAlignedMobile: Story = { ...RowsAligned, globals: mobileGlobals };

export const Phone360: Story = {
  args: {
    categories: longNames,
    importState: { fileName: `${LONG_COMPANY_NAME}.csv`, preview: DEMO_IMPORT_PREVIEW },
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
