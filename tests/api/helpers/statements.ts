/**
 * Spies on every statement Kysely runs (its executor), on the database or in a transaction (a vote
 * batch runs in one, with its receipt lines): `intercept` sees each statement's SQL and compiled
 * query and may answer instead of the driver (a failure, as a full disk would give); null lets the
 * statement run. Returns the undo.
 */
import { DefaultQueryExecutor, type CompiledQuery, type QueryResult } from 'kysely';
import { vi } from 'vitest';

export function spyStatements(
  intercept: (sql: string, query: CompiledQuery) => Promise<never> | null,
): () => void {
  const original = DefaultQueryExecutor.prototype.executeQuery;
  const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
  spy.mockImplementation(function (
    this: DefaultQueryExecutor,
    query: CompiledQuery,
    ...rest: unknown[]
  ): Promise<QueryResult<unknown>> {
    return (
      intercept(query.sql, query) ??
      (original as (...args: unknown[]) => Promise<QueryResult<unknown>>).call(this, query, ...rest)
    );
  } as typeof DefaultQueryExecutor.prototype.executeQuery);
  return () => spy.mockRestore();
}
