import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PrivacyView } from '../../../src/components/views/voter/PrivacyView';
import { privacyIntegrityNotice } from '../../../src/domain/integrityMessages';
import { privacyMessages } from '../../../src/domain/privacyMessages';
import { expectNoHorizontalOverflow } from '../../assertions';

const meta = {
  title: 'Views/Voter/PrivacyView',
  component: PrivacyView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    controller: 'Associação Comercial e Empresarial de Exemplo (CNPJ 00.000.000/0001-00)',
    contact: 'privacidade@associacao.example.org',
    retentionMonths: 6,
    backHref: '/',
  },
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = [
  privacyMessages.controllerTitle,
  privacyMessages.purposeTitle,
  privacyMessages.storedTitle,
  privacyIntegrityNotice.title,
  privacyMessages.retentionTitle,
  privacyMessages.rightsTitle,
  privacyMessages.howTitle,
];

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // A way back (issue 40 §3): opened on its own, a link to /; from a page of the app, a button
    // that goes back to it (the container's onBack).
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
    await expect(
      canvas.getByRole('heading', { level: 1, name: privacyMessages.title }),
    ).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(headings);
    await expect(canvas.getByText(privacyMessages.controller(args.controller!))).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.contact! })).toHaveAttribute(
      'href',
      `mailto:${args.contact}`,
    );
    await expect(canvas.getByText(privacyMessages.retention(6))).toBeVisible();
    for (const [what] of privacyMessages.stored) await expect(canvas.getByText(what)).toBeVisible();
  },
};

/** The server did not send PRIVACY_* (an old server, or /app-config.json unreadable). */
export const WithoutConfiguredController: Story = {
  args: { controller: null, contact: null, retentionMonths: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headings.length);
    await expect(canvas.getByText(privacyMessages.controllerUnset)).toBeVisible();
    await expect(canvas.getByText(privacyMessages.contactUnset)).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Voltar']);
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: privacyMessages.title }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headings.length);
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
