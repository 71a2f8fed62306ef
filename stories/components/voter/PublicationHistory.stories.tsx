import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PublicationHistory } from '../../../src/components/voter/PublicationHistory';
import { trustMessages } from '../../../src/domain/trustMessages';
import { DEMO_HISTORY_REPUBLISHED, DEMO_HISTORY_WITHDRAWN } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';

const text = trustMessages.publication;

const meta = {
  title: 'Components/Voter/PublicationHistory',
  component: PublicationHistory,
  tags: ['autodocs'],
  args: {
    history: DEMO_HISTORY_REPUBLISHED,
    ataHref: (version: number, original: boolean) =>
      `/api/results/ata.pdf?versao=${version}${original ? '&original=1' : ''}`,
  },
} satisfies Meta<typeof PublicationHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Withdrawn once (category only, never the operator's text) and republished: version 1 says so
 * and links to its marked copy and to its bytes as published; version 2 is in force; the
 * reopening after the results were read is listed.
 */
export const Republished: Story = {
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: text.historyHeading });
    const items = within(history).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/Substituída pela versão 2 em 11\/12\/2026, 15:30/);
    await expect(items[0]).toHaveTextContent(text.categories['voter-correction']);
    await expect(within(items[0]!).getByRole('link', { name: text.historyAta(1) })).toHaveAttribute(
      'href',
      '/api/results/ata.pdf?versao=1',
    );
    await expect(
      within(items[0]!).getByRole('link', { name: text.historyAtaOriginal(1) }),
    ).toHaveAttribute('href', '/api/results/ata.pdf?versao=1&original=1');
    await expect(items[1]).toHaveTextContent(text.historyStands);
    await expect(items[2]).toHaveTextContent(
      text.reopened('10/12/2026, 18:12', '10/12/2026, 18:14'),
    );
  },
};

/** Withdrawn, not yet published again. */
export const Withdrawn: Story = {
  args: { history: DEMO_HISTORY_WITHDRAWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Publicação retirada em 11\/12\/2026, 10:05/)).toBeVisible();
  },
};

export const RepublishedMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
