import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AdminResultsContainer } from '../../../src/containers/console/AdminResultsContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import { messages } from '../../../src/domain/messages';
import { adminHandlers, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findButton, findHeading, findText } from '../play';

/** /admin/resultados inside the console layout, against the mock operator API. */
const meta = {
  title: 'Containers/Console/AdminResultsContainer',
  component: AdminResultsContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/resultados" />,
} satisfies Meta<typeof AdminResultsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { results: text } = adminMessages;

/** Exportar CSV, once the results are in (disabled before). */
async function exportButton() {
  const button = await findButton(text.exportCsv);
  await eventually(() => expect(button).toBeEnabled());
  return button;
}

/** Ranked tables with ties and invalidated votes; Exportar CSV saves resultados.csv. */
export const Default: Story = {
  play: async ({ userEvent }) => {
    await expect(await findHeading(text.title)).toBeVisible();
    const table = await screen.findByRole(
      'table',
      { name: messages.results.tableCaption('Restaurantes') },
      { timeout: 15_000 },
    );
    await expect(table).toHaveTextContent('Sabor Mineiro');
    await expect(screen.getByText(text.invalidated(3))).toBeVisible();
    // The download itself is the browser's: the story only checks the link was followed.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await exportButton());
      await eventually(() =>
        expect(screen.getByText(text.exported)).toHaveAttribute('role', 'status'),
      );
      await expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
    }
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.results.empty) } },
  play: async () => {
    await expect(await findText(text.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.results.serverError) } },
  play: async () => {
    await expect(await findText(adminMessages.app.loadFailed)).toBeVisible();
  },
};

/** The CSV call fails: the status line says so (a live region), the tables stay. */
export const ExportFailed: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.resultsCsv.serverError) } },
  play: async ({ userEvent }) => {
    await userEvent.click(await exportButton());
    await eventually(() =>
      expect(screen.getByText(text.exportFailed)).toHaveAttribute('role', 'status'),
    );
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await findButton(text.exportCsv);
    await expect(await findText(text.invalidated(3))).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
