import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { EditionsView } from '../../../src/components/views/console/EditionsView';
import { editionsMessages as text } from '../../../src/domain/editionsMessages';
import { DEMO_EDITIONS } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';

/** Stories show dates as the operator reads them, fixed (no clock, no time zone). */
const formatDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}, ${iso.slice(11, 16)}`;

const NEXT_CREATED = [
  {
    id: 3,
    year: 2027,
    name: 'Prêmio Destaque Empresarial 2027',
    current: false,
    state: 'closed' as const,
    opensAt: null,
    closesAt: null,
    publishedAt: null,
  },
  ...DEMO_EDITIONS,
];

const meta = {
  title: 'Views/Console/EditionsView',
  component: EditionsView,
  tags: ['autodocs'],
  args: {
    editions: DEMO_EDITIONS,
    loadFailed: false,
    onRetry: fn(),
    formatDate,
    onCreate: fn(),
    onMakeCurrent: fn(),
  },
} satisfies Meta<typeof EditionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two published years, 2026 current: its state, its period and the badge; 2025 'Tornar atual'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const list = canvas.getByRole('list', { name: text.tableLabel });
    const [current, older] = within(list).getAllByRole('listitem');
    await expect(current).toHaveTextContent('2026 · Prêmio Destaque Empresarial 2026');
    await expect(current).toHaveTextContent(
      `${text.states.published} · 01/12/2026, 08:00 a 15/12/2026, 18:00`,
    );
    await expect(within(current!).getByText(text.currentBadge)).toBeVisible();
    await expect(
      within(older!).getByRole('button', { name: text.makeCurrentLabel(2025) }),
    ).toBeEnabled();
  },
};

/** 'Criar a próxima edição' asks first (2027 from 2026), and only a confirmation creates it. */
export const CreateAsksFirst: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmCreateTitle(2027) });
    await expect(dialog).toHaveTextContent(text.confirmCreate(2027, 2026));
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text.create }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: text.confirmCreateLabel,
      }),
    );
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** 2027 created: said under the heading; 'Tornar atual' on it asks, then names the edition. */
export const Created: Story = {
  args: { editions: NEXT_CREATED, answer: { kind: 'created', year: 2027 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(text.created(2027));
    await expect(canvas.getByText(/Encerrada · Sem datas/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.makeCurrentLabel(2027) }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmCurrentTitle(2027) });
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmCurrentLabel }));
    await expect(args.onMakeCurrent).toHaveBeenCalledWith(3);
  },
};

/** The server refused (voting open): its words, as an error under the heading. */
export const Refused: Story = {
  args: {
    answer: {
      kind: 'refused',
      message:
        'A votação da edição atual está aberta: a próxima edição só pode ser criada depois que ela for encerrada e os resultados, publicados.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/está aberta/);
  },
};

export const Working: Story = {
  args: { working: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.create })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.makeCurrentLabel(2025) })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { editions: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { editions: null, loadFailed: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { editions: NEXT_CREATED, answer: { kind: 'madeCurrent', year: 2026 } },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
