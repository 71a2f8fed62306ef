import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { IntegrityView } from '../../../src/components/views/console/IntegrityView';
import { integrityMessages as m } from '../../../src/domain/integrityMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import {
  attackVoters,
  integrityReport,
  manyFlags,
  sealedIntegrityReport,
} from '../../integrityFixtures';

const meta = {
  title: 'Views/Console/IntegrityView',
  component: IntegrityView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    report: integrityReport,
    loading: false,
    error: null,
    voters: {},
    onRefresh: fn(),
    onToggleVoters: fn(),
    onInvalidate: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof IntegrityView>;

export default meta;
type Story = StoryObj<typeof meta>;

const burst = integrityReport.flags[0]!;
const emailFlag =
  integrityReport.flags.find((flag) => flag.kind === 'email-pattern') ?? integrityReport.flags[0]!;

/** Flags grouped by severity, most serious first; each card names its evidence. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integridade' })).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual([
      'Gravidade alta (3)',
      'Gravidade média (1)',
      'Gravidade baixa (1)',
    ]);
    const card = canvas.getByRole('article', { name: burst.summary });
    await expect(within(card).getByText('Rajada de votos')).toBeVisible();
    await expect(within(card).getByText('Supermercado Bom Preço — Supermercado')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Ver eleitores (40)' }));
    await expect(args.onToggleVoters).toHaveBeenCalledWith(burst);
    await userEvent.click(within(card).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    await expect(args.onInvalidate).toHaveBeenCalledWith(burst);
  },
};

/**
 * While results are sealed (voting open, issue 36): the page says why, and the burst names its
 * category and window but not the company nor its votes.
 */
export const Sealed: Story = {
  args: { report: sealedIntegrityReport },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(m.sealed)).toBeVisible();
    const sealedBurst = sealedIntegrityReport.flags[0]!;
    const card = canvas.getByRole('article', { name: sealedBurst.summary });
    await expect(within(card).getByText('Rajada de votos')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Supermercado Bom Preço');
  },
};

/** The voters behind a flag, some already invalidated: both actions offered. */
export const VotersShown: Story = {
  args: {
    voters: {
      [burst.id]: attackVoters.map((v, i) =>
        i < 10 ? { ...v, invalidated: true, invalidatedReason: 'Rajada' } : v,
      ),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('article', { name: burst.summary });
    const table = within(card).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(41);
    // A flag's list has no 'Ver e-mails': only the voter search passes onShowMail.
    await expect(within(card).queryByRole('button', { name: /^Ver e-mails/ })).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Ocultar eleitores' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Restaurar 10 eleitores' }));
    await expect(args.onRestore).toHaveBeenCalledWith(burst);
    await expect(
      within(card).getByRole('button', { name: 'Invalidar 30 eleitores' }),
    ).toBeVisible();
  },
};

export const VotersLoading: Story = {
  args: { voters: { [burst.id]: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando eleitores…')).toBeVisible();
  },
};

/** A long list scrolls inside its own focusable region. */
export const LongVoterList: Story = {
  args: {
    report: {
      ...integrityReport,
      flags: [{ ...burst, voterIds: Array.from({ length: 400 }, (_, i) => i + 1) }],
    },
    voters: {
      [burst.id]: Array.from({ length: 400 }, (_, i) => ({
        ...attackVoters[i % 40]!,
        id: i + 1,
        email: `eleitor${String(i + 1).padStart(4, '0')}@votafacil.com.br`,
      })),
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /^Eleitores do alerta/ });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const ManyFlags: Story = {
  args: { report: manyFlags },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
  },
};

export const Empty: Story = {
  args: { report: { generatedAt: integrityReport.generatedAt, sealed: false, flags: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum padrão suspeito encontrado.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { report: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Analisando cadastros e votos…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analisar de novo' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { report: null, error: 'Não foi possível analisar agora.' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** After an action: the outcome is announced in a polite live region. */
export const AfterAction: Story = {
  args: { notice: '40 eleitores invalidados; 41 votos deixaram de contar.' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      '41 votos deixaram de contar.',
    );
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  args: { voters: { [burst.id]: attackVoters.slice(0, 6) } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/**
 * Portuguese everywhere: the evidence details are labelled in Portuguese (never the server's
 * keys 'domain', 'first', 'last'), and one flag is '1 alerta encontrado' (Intl.PluralRules).
 */
export const PortugueseLabelsMobile: Story = {
  globals: mobileGlobals,
  args: {
    report: {
      generatedAt: integrityReport.generatedAt,
      sealed: false,
      flags: [
        {
          ...emailFlag,
          evidence: { ...emailFlag.evidence, domain: 'votafacil.com.br', first: 1, last: 32 },
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/· 1 alerta encontrado$/)).toBeVisible();
    for (const key of ['domain', 'first', 'last', 'count', 'pattern']) {
      await expect(canvas.queryByText(key, { exact: true })).toBeNull();
    }
    await expect(canvas.getByText('Domínio')).toBeVisible();
    await expect(canvas.getByText('Primeiro da série')).toBeVisible();
    await expect(canvas.getByText('Último da série')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/**
 * 'Procurar eleitor': the box searches by name, e-mail or CPF and lists the voters found, each
 * with 'Ver e-mails' (named after the voter) to open that voter's e-mails.
 */
export const VoterSearch: Story = {
  args: {
    voterSearch: {
      query: 'eleitor',
      onQueryChange: fn(),
      onSearch: fn(),
      result: { query: 'eleitor', voters: attackVoters.slice(0, 3) },
      onShowMail: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('search');
    await userEvent.click(within(search).getByRole('button', { name: 'Procurar' }));
    await expect(args.voterSearch?.onSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('3 eleitores encontrados.')).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Eleitores encontrados para “eleitor”' });
    await expect(results).toBeVisible();
    await expect(within(results).getAllByRole('button', { name: /^Ver e-mails de / })).toHaveLength(
      3,
    );
    await userEvent.click(
      within(results).getByRole('button', { name: 'Ver e-mails de Eleitor 2' }),
    );
    await expect(args.voterSearch?.onShowMail).toHaveBeenCalledTimes(1);
    await expect(args.voterSearch?.onShowMail).toHaveBeenCalledWith(attackVoters[1]);
  },
};

/**
 * The results at 360 px: the table scrolls sideways inside its own region while the 'Ver e-mails'
 * column (the icon alone, named after the voter) stays in view.
 */
export const VoterSearchResultsMobile: Story = {
  globals: mobileGlobals,
  args: {
    report: { generatedAt: integrityReport.generatedAt, sealed: false, flags: [] },
    voterSearch: {
      query: 'Maria',
      onQueryChange: fn(),
      onSearch: fn(),
      result: {
        query: 'Maria',
        voters: [
          {
            ...attackVoters[0]!,
            nome: 'Maria Aparecida dos Santos Nascimento de Albuquerque',
            email: 'maria.aparecida.nascimento@associacao-comercial-exemplo.com.br',
          },
          { ...attackVoters[1]!, nome: 'Maria Lima', email: 'maria.lima@example.com' },
        ],
      },
      onShowMail: fn(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', {
        name: 'Ver e-mails de Maria Aparecida dos Santos Nascimento de Albuquerque',
      }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const VoterSearchNoneMobile: Story = {
  globals: mobileGlobals,
  args: {
    voterSearch: {
      query: 'ninguém',
      onQueryChange: fn(),
      onSearch: fn(),
      result: { query: 'ninguém', voters: [] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nenhum eleitor encontrado para “ninguém”.')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
