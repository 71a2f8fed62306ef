import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';

import type { AuditPage } from '../../../../domain/admin';
import { formatElectionDate } from '../../../../domain/election';
import {
  auditActionLabel,
  auditMessages as m,
  auditTargetLabel,
  describeAuditChange,
} from '../../../../domain/integrityMessages';
import { visuallyHidden } from '../../../../theme/visuallyHidden';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';

import { AuditFilters, type AuditFiltersProps } from './AuditFilters';

export interface AuditViewProps extends AuditFiltersProps {
  page: AuditPage | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** 0-based page and its size. */
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
}

/**
 * An e-mail or "cli:maria" that may wrap only after "@", ".", ":" or "-": never in
 * the middle of a word ("electio / n" at 360 px, issue 27).
 */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.:-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const words = { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' } as const;

/** The Auditoria page: filters, the table of operator actions (newest first), CSV export. */
export function AuditView({
  page,
  loading,
  error,
  onRetry,
  pageIndex,
  pageSize,
  onPageChange,
  ...filters
}: AuditViewProps) {
  const rows = page?.data ?? [];
  const c = m.columns;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <AuditFilters {...filters} />
      {/* The state only: the last page stays shown below while re-read or after a failure. */}
      <AsyncContent
        status={error ? 'error' : loading || !page ? 'loading' : rows.length ? 'ready' : 'empty'}
        loadingLabel={m.loading}
        errorMessage={error}
        onRetry={onRetry}
        retryLabel={m.retry}
        empty={m.empty}
      />
      {rows.length > 0 && (
        <Box
          tabIndex={0}
          role="region"
          aria-label={m.caption(page?.total ?? 0)}
          sx={{ overflowX: 'auto' }}
        >
          {/* Fixed columns that wrap inside the page's width (issue 40 §7: at 1280 px the
              table ran 68 px past its box and cut 'Alteração'); the region still scrolls on a
              phone, where the columns' floor is wider than the screen. */}
          <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 760 }}>
            <Box component="caption" sx={visuallyHidden}>
              {m.caption(page?.total ?? 0)}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '13%' }}>{c.at}</TableCell>
                <TableCell sx={{ width: '15%' }}>{c.actor}</TableCell>
                <TableCell sx={{ width: '16%' }}>{c.action}</TableCell>
                <TableCell sx={{ width: '16%' }}>{c.target}</TableCell>
                <TableCell sx={{ width: '14%' }}>{c.reason}</TableCell>
                <TableCell sx={{ width: '26%' }}>{c.change}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatElectionDate(entry.at)}</TableCell>
                  <TableCell sx={words}>
                    <Breakable text={entry.actor} />
                  </TableCell>
                  <TableCell sx={words}>{auditActionLabel(entry.action)}</TableCell>
                  <TableCell sx={words}>
                    <Breakable text={auditTargetLabel(entry)} />
                  </TableCell>
                  <TableCell sx={words}>{entry.reason ?? m.noReason}</TableCell>
                  <TableCell sx={words}>{describeAuditChange(entry) || m.noReason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {page && page.total > 0 && (
        <TablePagination
          component="div"
          count={page.total}
          page={pageIndex}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_event, next) => onPageChange(next, pageSize)}
          onRowsPerPageChange={(event) => onPageChange(0, Number(event.target.value))}
          labelRowsPerPage={m.rowsPerPage}
          labelDisplayedRows={m.pageRange}
        />
      )}
    </Box>
  );
}
