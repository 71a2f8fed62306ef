import { useState } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';

import { getAudit, getAuditCsv } from '../../../api/integrity';
import {
  AuditView,
  EMPTY_AUDIT_FILTERS,
  type AuditFilterValues,
} from '../../../components/views/console/AuditView';
import type { AuditQuery } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { dayRange } from '../../../domain/electionWindow';
import { auditMessages as m } from '../../../domain/integrityMessages';
import { saveFile } from '../../shared/saveFile';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';

/**
 * The form's dates ("05/12/2026") are whole days in the election's time zone (America/Sao_Paulo):
 * from the first instant of "De" to the last of "Até". A date that is no real day is left out
 * (the form says so before applying: auditDateErrors).
 */
export function auditQueryOf(values: AuditFilterValues): AuditQuery {
  return {
    actor: values.actor.trim() || undefined,
    action: values.action || undefined,
    from: dayRange(values.from)?.from,
    to: dayRange(values.to)?.to,
  };
}

/** 'Data inválida. Use dia, mês e ano.' under each date that is no real day. */
export function auditDateErrors(values: AuditFilterValues): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (dayRange(values.from) === undefined) errors.from = m.invalidDay;
  if (dayRange(values.to) === undefined) errors.to = m.invalidDay;
  return errors;
}

/** The filters' names in the address (/admin/auditoria?acao=voter.restore&pagina=2). */
const PARAMS = { actor: 'ator', action: 'acao', from: 'de', to: 'ate' } as const;
const PAGE_SIZES = [25, 50, 100];

/** The applied filters and page, from the address: a reload or a shared link keeps them. */
function auditStateOf(search: URLSearchParams) {
  const filters = { ...EMPTY_AUDIT_FILTERS };
  for (const key of Object.keys(PARAMS) as (keyof typeof PARAMS)[]) {
    filters[key] = search.get(PARAMS[key]) ?? '';
  }
  const size = Number(search.get('por'));
  return {
    filters,
    index: Math.max(0, Math.floor(Number(search.get('pagina')) || 1) - 1),
    size: PAGE_SIZES.includes(size) ? size : PAGE_SIZES[0]!,
  };
}

function searchOf(filters: AuditFilterValues, index: number, size: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof typeof PARAMS)[]) {
    if (filters[key]) search.set(PARAMS[key], filters[key]);
  }
  if (index > 0) search.set('pagina', String(index + 1));
  if (size !== PAGE_SIZES[0]) search.set('por', String(size));
  return search;
}

/** GET /admin/audit with the filters and page of the address. */
export const auditLoader = consoleLoader(({ request }) => {
  const { filters, index, size } = auditStateOf(new URL(request.url).searchParams);
  const query = { ...auditQueryOf(filters), limit: size, offset: index * size };
  return read(getAudit(query, request.signal));
});

/**
 * Route /admin/auditoria: the operator actions of the applied filters and page (its loader; they
 * live in the address, so applying them or turning a page is a navigation); CSV export.
 */
export function AuditContainer() {
  const loaded = useConsoleData<typeof auditLoader>();
  const [search, setSearch] = useSearchParams();
  const { filters: applied, index, size } = auditStateOf(search);
  const [values, setValues] = useState<AuditFilterValues>(applied);
  const [dateErrors, setDateErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  // A failed read keeps the last page shown; so does a failed export, until the next read.
  const [page] = useLatest(valueOf(loaded));
  const [exportFailedWith, setExportFailedWith] = useState<unknown>(null);
  const loading = useNavigation().state === 'loading';
  const { revalidate, state } = useRevalidator();
  usePage(adminMessages.app.titles.page(m.title));
  const show = (filters: AuditFilterValues, pageIndex: number, pageSize: number) =>
    setSearch(searchOf(filters, pageIndex, pageSize), { replace: true, preventScrollReset: true });

  return (
    <AuditView
      values={values}
      onChange={setValues}
      errors={dateErrors}
      onApply={() => {
        const errors = auditDateErrors(values);
        setDateErrors(errors);
        if (Object.keys(errors).length > 0) return;
        show(values, 0, size);
      }}
      onClear={() => {
        setDateErrors({});
        setValues(EMPTY_AUDIT_FILTERS);
        show(EMPTY_AUDIT_FILTERS, 0, size);
      }}
      csvHref="#"
      onExport={(event) => {
        // The CSV needs the operator's token: fetched with it, then saved.
        event.preventDefault();
        getAuditCsv(auditQueryOf(applied)).then(
          (blob) => saveFile(blob, 'auditoria.csv'),
          () => setExportFailedWith(loaded),
        );
      }}
      page={page}
      loading={loading || state === 'loading'}
      error={!loaded.ok || exportFailedWith === loaded ? m.loadFailed : null}
      onRetry={() => void revalidate()}
      pageIndex={index}
      pageSize={size}
      onPageChange={(pageIndex, pageSize) => show(applied, pageIndex, pageSize)}
    />
  );
}
