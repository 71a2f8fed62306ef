import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { WinnersArchiveContainer } from '../../../src/containers/voter/WinnersArchiveContainer';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { awardsHandlers, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, signedOut } from '../harness';
import { findHeading, findText } from '../play';

const text = awardsMessages.archive;

/** /vencedores (issue 41 §2): public; the archive from GET /api/awards, started by the loader. */
const meta = {
  title: 'Containers/Voter/WinnersArchiveContainer',
  component: WinnersArchiveContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/vencedores" />,
} satisfies Meta<typeof WinnersArchiveContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two editions; a category's link opens its seal's page. */
export const Default: Story = {
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await expect(await findText('Padaria Pão Dourado')).toBeVisible();
    await expect(screen.getByText(text.tie(['Cantina da Nonna', 'Sabor Caseiro']))).toBeVisible();
  },
};

export const OpensASeal: Story = {
  play: async () => {
    const [padarias] = await screen.findAllByRole('link', { name: text.seeSeal('Padarias') });
    await userEvent.click(padarias!);
    await expect(
      await findText(awardsMessages.verify.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeVisible();
  },
};

export const NothingPublished: Story = {
  parameters: { msw: { handlers: withHandlers(awardsHandlers.archive.empty) } },
  play: async () => {
    await expect(await findText(text.empty)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(awardsHandlers.archive.serverError) } },
  play: async () => {
    await expect(await findText(text.failed)).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expect(await findText('Padaria Pão Dourado')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
