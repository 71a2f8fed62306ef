import { useEffect, useState } from 'react';

import { isCanceled } from '../../../api/client';
import { getAudit, getAuditCsv } from '../../../api/integrity';
import {
  AuditView,
  EMPTY_AUDIT_FILTERS,
  type AuditFilterValues,
} from '../../../components/views/console/AuditView';
import type { AuditPage, AuditQuery } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { dayRange } from '../../../domain/electionWindow';
import { auditMessages as m } from '../../../domain/integrityMessages';
import { saveFile } from '../../shared/saveFile';
import { usePage } from '../../shared/usePage';

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

/** Route /admin/auditoria: GET /admin/audit with the applied filters and page; CSV export. */
export function AuditContainer() {
  const [values, setValues] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const [paging, setPaging] = useState({ index: 0, size: 25 });
  const [page, setPage] = useState<AuditPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const [dateErrors, setDateErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  usePage(adminMessages.app.titles.page(m.title));

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getAudit(
      { ...auditQueryOf(applied), limit: paging.size, offset: paging.index * paging.size },
      controller.signal,
    ).then(
      (answer) => {
        setPage(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isCanceled(failure)) return;
        setError(m.loadFailed);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [applied, paging, tick]);

  return (
    <AuditView
      values={values}
      onChange={setValues}
      errors={dateErrors}
      onApply={() => {
        const errors = auditDateErrors(values);
        setDateErrors(errors);
        if (Object.keys(errors).length > 0) return;
        setApplied(values);
        setPaging((p) => ({ ...p, index: 0 }));
      }}
      onClear={() => {
        setDateErrors({});
        setValues(EMPTY_AUDIT_FILTERS);
        setApplied(EMPTY_AUDIT_FILTERS);
        setPaging((p) => ({ ...p, index: 0 }));
      }}
      csvHref="#"
      onExport={(event) => {
        // The CSV needs the operator's token: fetched with it, then saved.
        event.preventDefault();
        getAuditCsv(auditQueryOf(applied)).then(
          (blob) => saveFile(blob, 'auditoria.csv'),
          () => setError(m.loadFailed),
        );
      }}
      page={page}
      loading={loading}
      error={error}
      onRetry={() => setTick((n) => n + 1)}
      pageIndex={paging.index}
      pageSize={paging.size}
      onPageChange={(index, size) => setPaging({ index, size })}
    />
  );
}
