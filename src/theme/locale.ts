import type { Localization } from '@mui/material/locale';

/**
 * MUI's pt-BR texts (`ptBR` of @mui/material/locale), with one difference: the number formatter
 * of TablePagination is built on first use. MUI's module builds `new Intl.NumberFormat('pt-BR')`
 * as it loads, which is the first Intl object of a voter's page: loading the locale data took
 * about 150 ms of main thread on a phone (4× CPU slowdown) on every page, for a table that only
 * the operator console shows. tests/unit/theme/locale.test.ts holds this copy to MUI's own.
 */
let numberFormat: Intl.NumberFormat | null = null;
const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  numberFormat ??= new Intl.NumberFormat('pt-BR');
  return numberFormat.format(value);
};

export const ptBR: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => {
          if (type === 'first') return 'Ir para a primeira página';
          if (type === 'last') return 'Ir para a última página';
          if (type === 'next') return 'Ir para a próxima página';
          return 'Ir para a página anterior';
        },
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `mais de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Fechar',
        loadingText: 'Carregando…',
        noOptionsText: 'Sem opções',
        openText: 'Abrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : 'Ir para a '}página ${page}`;
          if (type === 'first') return 'Ir para a primeira página';
          if (type === 'last') return 'Ir para a última página';
          if (type === 'next') return 'Ir para a próxima página';
          return 'Ir para a página anterior';
        },
      },
    },
  },
};
