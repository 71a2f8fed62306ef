import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { SealCheckContainer } from '../../../src/containers/voter/SealCheckContainer';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { awardsHandlers, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, signedOut } from '../harness';
import { findHeading, findText } from '../play';

const text = awardsMessages.verify;

/**
 * /vencedores/:ano/:categoria (issue 41 §2), the address printed on a seal: public; the answer
 * from GET /api/awards/{ano}/{categoria}, started by the loader.
 */
const meta = {
  title: 'Containers/Voter/SealCheckContainer',
  component: SealCheckContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/vencedores/2026/padarias" />,
} satisfies Meta<typeof SealCheckContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await expect(
      await findText(text.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: text.ata(2026) })).toHaveAttribute('download');
  },
};

export const ConfirmedTie: Story = {
  render: () => <AppAt path="/vencedores/2026/restaurantes" />,
  play: async () => {
    await expect(
      await findText(
        text.confirmedTie(['Cantina da Nonna', 'Sabor Caseiro'], 'Restaurantes', 2026),
      ),
    ).toBeVisible();
  },
};

/** A year that published nothing: the seal does not check. */
export const WrongYear: Story = {
  render: () => <AppAt path="/vencedores/2019/padarias" />,
  play: async () => {
    await expect(await findText(text.mismatchTitle)).toBeVisible();
    await expect(screen.getByText(text.mismatchNone(2019))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(awardsHandlers.check.serverError) } },
  play: async () => {
    await expect(await findText(text.failed)).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expect(
      await findText(text.confirmed('Padaria Pão Dourado', 'Padarias', 2026)),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
