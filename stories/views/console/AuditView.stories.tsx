import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  AuditView,
  EMPTY_AUDIT_FILTERS,
  type AuditViewProps,
} from '../../../src/components/views/console/AuditView';
import { expectNoHorizontalOverflow } from '../../assertions';
import { auditEntries, auditPageOf } from '../../integrityFixtures';

/** Keeps the filter values like the container does, so typing works in the story. */
function StatefulAuditView(props: AuditViewProps) {
  const [values, setValues] = useState(props.values);
  return (
    <AuditView
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Views/Console/AuditView',
  component: AuditView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    values: EMPTY_AUDIT_FILTERS,
    onChange: fn(),
    onApply: fn(),
    onClear: fn(),
    csvHref: '/api/admin/audit.csv',
    page: auditPageOf(auditEntries),
    loading: false,
    error: null,
    onRetry: fn(),
    pageIndex: 0,
    pageSize: 25,
    onPageChange: fn(),
  },
  render: (args) => <StatefulAuditView {...args} />,
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Registros de auditoria (60)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
    await expect(within(table).getAllByText('Eleitor invalidado').length).toBeGreaterThan(0);
    await expect(
      within(table).getAllByText(
        'Rajada de cadastros da rede 203.0.113.0/24 com e-mails em série',
      )[0],
    ).toBeVisible();
    await expect(canvas.getByText('1–25 de 60')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv',
    );
  },
};

/**
 * "Alteração" is a Portuguese sentence per action, what changed from what to what (issue 27):
 * no JSON braces or quotes of keys anywhere in the column.
 */
export const ChangeSentences: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Registros de auditoria (60)' });
    await expect(
      within(table).getAllByText(
        'Encerramento alterado de 30/11/2026, 20:00 para 01/12/2026, 20:00.',
      )[0],
    ).toBeVisible();
    await expect(
      within(table).getAllByText('Nome alterado de “Padaria” para “Padaria e Confeitaria”.')[0],
    ).toBeVisible();
    await expect(within(table).getAllByText('3 votos deixaram de contar.')[0]).toBeVisible();
    await expect(within(table).getAllByText('1 voto voltou a contar.')[0]).toBeVisible();
    await expect(
      within(table).getAllByText(
        'Arquivo catalogo-2026.csv; 12 categorias novas e 41 empresas novas.',
      )[0],
    ).toBeVisible();
    await expect(table.textContent).not.toMatch(/[{}]|"\w+":/);
  },
};

/** The next-page button asks for page 2 (the pointer left on the button keeps it changing). */
export const NextPage: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /próxima|next/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1, 25);
  },
};

/** Operator, action and dates, applied with "Filtrar" (Enter works too). */
export const Filtering: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const form = canvas.getByRole('search', { name: 'Filtros' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Operador' }), 'ana');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Ação' }));
    // The menu renders in a portal on <body>.
    const listbox = within(within(canvasElement.ownerDocument.body).getByRole('listbox'));
    await userEvent.click(listbox.getByRole('option', { name: 'Eleitor invalidado' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_AUDIT_FILTERS,
      actor: 'ana',
      action: 'voter.invalidate',
    });
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { page: { data: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum registro com esses filtros.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando registros…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { page: null, error: 'Não foi possível carregar a auditoria.' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    // The wide table scrolls inside its own focusable region, the page does not.
    await expect(
      canvas.getByRole('region', { name: 'Registros de auditoria (60)' }),
    ).toHaveAttribute('tabindex', '0');
    await expectNoHorizontalOverflow(canvasElement, true);
    // Words wrap whole: e-mails and targets only after "@", ".", ":" (issue 27: "electio / n").
    for (const cell of canvasElement.querySelectorAll('tbody td')) {
      const style = getComputedStyle(cell);
      await expect(style.overflowWrap).toBe('normal');
      await expect(style.wordBreak).toBe('normal');
    }
  },
};
