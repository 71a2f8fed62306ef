/** Reads of the audit trail: a filtered page for the console, every matching row for the CSV. */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';

import type { AuditEntry, AuditPage } from '../../domain/admin';
import type { AuditLogTable, Database } from '../db/schema';

export interface AuditFilter {
  /** Substring of the actor, case-insensitive. */
  actor?: string;
  /** Exact action name. */
  action?: string;
  /** Milliseconds, inclusive. */
  from?: number;
  /** Milliseconds, inclusive. */
  to?: number;
}

export const AUDIT_PAGE_MAX = 200;

type Row = Selectable<AuditLogTable>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toAuditEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: parse(row.before_json),
    after: parse(row.after_json),
    reason: row.reason,
  };
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'audit_log', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'audit_log', O> {
  let q = query;
  if (filter.actor) {
    const escaped = filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<boolean>`lower(actor) like ${`%${escaped}%`} escape '\\'`);
  }
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.from !== undefined) q = q.where('at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('at', '<=', filter.to);
  return q;
}

/** Newest first. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditPage> {
  const limit = Math.min(Math.max(1, page.limit), AUDIT_PAGE_MAX);
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(Math.max(0, page.offset))
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toAuditEntry), total: Number(count.n) };
}

const CSV_HEADER = ['id', 'quando', 'quem', 'acao', 'alvo', 'antes', 'depois', 'motivo'];

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Formula injection: a cell starting with = + - @ is neutralised for spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV of every matching row, oldest first (";" separated, as the results CSV). */
export async function auditCsv(db: Kysely<Database>, filter: AuditFilter): Promise<string> {
  const rows = await filtered(db.selectFrom('audit_log').selectAll(), filter)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const lines = [CSV_HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        new Date(row.at).toISOString(),
        row.actor,
        row.action,
        row.target,
        row.before_json,
        row.after_json,
        row.reason,
      ]
        .map(csvField)
        .join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
