import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { SealCheckView } from '../../../src/components/views/voter/SealCheckView';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { SEAL_CHECK } from '../../awardsFixtures';
import { LONG_CATEGORY_NAME, LONG_COMPANY_NAME } from '../../fixtures';

const text = awardsMessages.verify;

const meta = {
  title: 'Views/Voter/SealCheckView',
  component: SealCheckView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { state: { kind: 'answered', check: SEAL_CHECK }, onRetry: fn() },
} satisfies Meta<typeof SealCheckView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seal is genuine: who won what and when, in one sentence, and the published ata. */
export const Confirmed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, text.title);
    await expect(
      canvas.getByText(text.confirmed('Padaria do Zé', 'Padarias e Confeitarias', 2027)),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.ata(2027) })).toHaveAttribute(
      'href',
      '/api/editions/2027/ata.pdf',
    );
    await expect(canvas.getByRole('link', { name: text.archive })).toHaveAttribute(
      'href',
      '/vencedores',
    );
  },
};

/** A tie: every winner of the category is named. */
export const ConfirmedTie: Story = {
  args: {
    state: {
      kind: 'answered',
      check: { ...SEAL_CHECK, winners: ['Padaria do Zé', 'Padaria Sol'] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        text.confirmedTie(['Padaria do Zé', 'Padaria Sol'], 'Padarias e Confeitarias', 2027),
      ),
    ).toBeVisible();
  },
};

/** The address names a company that did not win: it does not match, and who did win is said. */
export const WrongCompany: Story = {
  args: {
    state: { kind: 'answered', check: { ...SEAL_CHECK, claimed: 'Padaria Sol' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.mismatchTitle)).toBeVisible();
    await expect(
      canvas.getByText(text.mismatchCompany('Padaria Sol', 'Padarias e Confeitarias', 2027)),
    ).toBeVisible();
    await expect(canvas.getByText(text.winnersWere(['Padaria do Zé']))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text.ata(2027) })).toBeNull();
  },
};

/** No published winner for that year and category (a forged or mistyped seal). */
export const NoWinner: Story = {
  args: {
    state: {
      kind: 'answered',
      check: {
        year: 2025,
        award: 'Prêmio Destaque Empresarial',
        category: 'padarias',
        winners: [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.mismatchTitle)).toBeVisible();
    await expect(canvas.getByText(text.mismatchNone(2025))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: messages.app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MobileLongNames: Story = {
  globals: mobileGlobals,
  args: {
    state: {
      kind: 'answered',
      check: { ...SEAL_CHECK, category: LONG_CATEGORY_NAME, winners: [LONG_COMPANY_NAME] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(text.confirmed(LONG_COMPANY_NAME, LONG_CATEGORY_NAME, 2027)),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
