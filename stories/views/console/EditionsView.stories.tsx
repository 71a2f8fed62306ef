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
    memberList: null,
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
    onImportMembers: fn(),
  },
} satisfies Meta<typeof EditionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two published years, 2026 current: its state, its period, its member list and the badge;
 * 2025 without a list, 'Tornar atual'.
 */
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
    await expect(current).toHaveTextContent(
      text.members.list(312, 'associadas-2026.csv', '20/11/2026, 13:00'),
    );
    await expect(older).toHaveTextContent(text.members.none);
    // Only the current edition imports a list.
    await expect(
      within(current!).getByRole('button', { name: text.members.chooseLabel(2026) }),
    ).toBeEnabled();
    await expect(
      within(older!).queryByRole('button', { name: text.members.chooseLabel(2025) }),
    ).toBeNull();
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

/** 'Importar lista de associadas' opens the file chooser; the chosen CSV goes to the container. */
export const ImportsMembers: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const file = new File(['nome\nPadaria do Zé\n'], 'associadas.csv', { type: 'text/csv' });
    // The hidden file input the button opens (both carry the label).
    const input = canvas
      .getAllByLabelText(text.members.chooseLabel(2026))
      .find((element) => element.tagName === 'INPUT')!;
    await userEvent.upload(input, file);
    await expect(args.onImportMembers).toHaveBeenCalledWith(file);
  },
};

/** The list imported: the count (and the repeated lines) said under the heading. */
export const MembersImported: Story = {
  args: { answer: { kind: 'membersImported', year: 2026, members: 312, repeated: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      text.members.imported(2026, 312, 2),
    );
  },
};

const MEMBERS_REFUSED = {
  kind: 'refused',
  message: 'associadas.csv: nada foi importado; corrija os 2 problemas:',
  errors: [
    'linha 3: empresa vazia',
    'linha 7: empresa começando com “=”, que uma planilha leria como fórmula; escreva o nome sem esse sinal',
  ],
} as const;

/** The file refused: the server's message and each line's problem, nothing imported. */
export const MembersRefused: Story = {
  args: { answer: { ...MEMBERS_REFUSED, errors: [...MEMBERS_REFUSED.errors] } },
  play: async ({ canvas }) => {
    const status = canvas.getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent(/nada foi importado/);
    const lines = within(status).getByRole('list', { name: text.members.errorsTitle });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Working: Story = {
  args: { working: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.create })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.makeCurrentLabel(2025) })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: text.members.chooseLabel(2026) }),
    ).toBeDisabled();
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
  args: {
    editions: NEXT_CREATED,
    answer: { ...MEMBERS_REFUSED, errors: [...MEMBERS_REFUSED.errors] },
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
