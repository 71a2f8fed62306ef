import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  ElectionView,
  type ElectionViewProps,
} from '../../../src/components/views/console/ElectionView';
import { adminMessages } from '../../../src/domain/adminMessages';
import {
  ELECTION_CLOSED,
  ELECTION_HOLDING,
  ELECTION_OPEN,
  ELECTION_PUBLISHED,
} from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

function StatefulElectionView(props: ElectionViewProps) {
  return (
    <ElectionView
      {...props}
      name={useStoryBinding(props.name)}
      opensAt={useStoryBinding(props.opensAt)}
      closesAt={useStoryBinding(props.closesAt)}
    />
  );
}

const { election: text, app } = adminMessages;
const field = (name: string, value: string, error?: string) => ({
  name,
  value,
  onChange: fn(),
  ...(error ? { error } : {}),
});

const meta = {
  title: 'Views/Console/ElectionView',
  component: ElectionView,
  tags: ['autodocs'],
  args: {
    election: ELECTION_OPEN,
    onRetry: fn(),
    name: field('name', 'Prêmio Empresa do Ano 2026'),
    opensAt: field('opensAt', '01/12/2026 08:00'),
    closesAt: field('closesAt', '10/12/2026 18:00'),
    onSave: fn(),
    onPublish: fn(),
    onCloseNow: fn(),
    onOpenNow: fn(),
  },
  render: (args) => <StatefulElectionView {...args} />,
} satisfies Meta<typeof ElectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the window can be edited; publishing waits for the close. */
export const Open: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('group', { name: text.status })).toHaveTextContent(
      text.statusLabel.open,
    );
    const publish = canvas.getByRole('button', { name: text.publish });
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAccessibleDescription(text.publishHint);
    await userEvent.type(canvas.getByRole('textbox', { name: text.closesAtLabel }), '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Closed: 'Publicar resultados' is available, and its help says so; 'Abrir agora' reopens. */
export const Closed: Story = {
  args: { election: ELECTION_CLOSED },
  play: async ({ canvas, args, userEvent }) => {
    const publish = canvas.getByRole('button', { name: text.publish });
    await expect(publish).toHaveAccessibleDescription(text.publishReady);
    await userEvent.click(publish);
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: text.closeNow })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.openNow }));
    await expect(args.onOpenNow).toHaveBeenCalledTimes(1);
  },
};

/** Open: 'Encerrar agora', described as closing at the server's clock. */
export const OpenCloseNowMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const close = canvas.getByRole('button', { name: text.closeNow });
    await expect(close).toHaveAccessibleDescription(text.closeNowHint);
    await expect(canvas.queryByRole('button', { name: text.openNow })).toBeNull();
    await userEvent.click(close);
    await expect(args.onCloseNow).toHaveBeenCalledTimes(1);
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const Published: Story = {
  args: { election: ELECTION_PUBLISHED },
  play: async ({ canvas }) => {
    // Published: neither 'Encerrar agora' nor 'Abrir agora' (the server refuses a reopening).
    await expect(canvas.queryByRole('button', { name: text.closeNow })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.openNow })).toBeNull();
    await expect(canvas.getByRole('button', { name: text.publish })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: text.publicLink })).toHaveAttribute(
      'href',
      '/resultados',
    );
  },
};

/**
 * Issue 36: published, 'Retirar a publicação' offered (the container asks for the reason); the
 * window cannot be saved any more, and the screen says why.
 */
export const PublishedWithdrawable: Story = {
  args: { election: ELECTION_PUBLISHED, onWithdraw: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const save = canvas.getByRole('button', { name: text.save });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(text.publishedLocked);
    const withdraw = canvas.getByRole('button', { name: text.withdraw });
    await expect(withdraw).toHaveAccessibleDescription(text.withdrawHint);
    await userEvent.click(withdraw);
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const PublishedWithdrawableMobile: Story = {
  args: { election: ELECTION_PUBLISHED, onWithdraw: fn() },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** Issue 36: closed a moment ago; publishing waits until the close has stood. */
export const ClosedHolding: Story = {
  args: { election: ELECTION_HOLDING },
  play: async ({ canvas }) => {
    const publish = canvas.getByRole('button', { name: text.publish });
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAccessibleDescription(text.publishHolding('10/12/2026, 18:10'));
  },
};

/** Nothing set yet: no name, no dates (always open). */
export const Empty: Story = {
  args: {
    election: {
      name: null,
      opensAt: null,
      closesAt: null,
      status: 'open',
      resultsPublished: false,
    },
    name: field('name', ''),
    opensAt: field('opensAt', ''),
    closesAt: field('closesAt', ''),
  },
};

export const ValidationErrors: Story = {
  args: {
    opensAt: field('opensAt', '31/02/2026 08:00', text.form.invalidDate),
    closesAt: field('closesAt', '01/11/2026 18:00', text.form.closesBeforeOpens),
  },
  play: async ({ canvas }) => {
    const opens = canvas.getByRole('textbox', { name: text.opensAtLabel });
    await expect(opens).toHaveAttribute('aria-invalid', 'true');
    await expect(opens).toHaveAccessibleDescription(text.form.invalidDate);
    await expect(
      canvas.getByRole('textbox', { name: text.closesAtLabel }),
    ).toHaveAccessibleDescription(text.form.closesBeforeOpens);
  },
};

export const Saving: Story = { args: { saving: true } };

export const Loading: Story = {
  args: { election: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(app.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { election: null, loadFailed: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNameMobile: Story = {
  args: {
    election: ELECTION_CLOSED,
    name: field(
      'name',
      'Prêmio Associação Comercial e Empresarial de São José dos Campos — Empresa do Ano 2026',
    ),
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
