/**
 * A hot-path query built and compiled by Kysely once per database, then run with new values.
 * Building a query (expression parsing, node freezing) and compiling it to SQL was about a
 * seventh of a new vote's CPU time in the profile (decision 132); the SQL text never changes,
 * only its parameters do. The query is built with a marker in place of each named value, and
 * each call puts the values where the markers landed in the compiled parameter list, so the
 * dialect (SQLite's `?` or PostgreSQL's `$n`) and the parameter order stay Kysely's own.
 */
import type { CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';

import { prepareByName } from './preparedStatements';

/** Stands in for a named value while the query is built; never reaches the database. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** Per compiled parameter: the name of the value that goes there, or a constant. */
  slots: ({ name: string } | { constant: unknown })[];
}

/**
 * `build` compiles the query (`.compile()`, or `.compile(db)` for a `sql` template) from
 * stand-ins for the values named in `names`, and must use each of them only as
 * a value (a comparison operand, an inserted value, a `sql` template parameter), never to
 * decide the query's shape. The returned function runs the query with the given values, on
 * `db` or, when given, inside the transaction `via` (compiled once all the same).
 */
export function compiledOnce<DB, P extends Record<string, unknown>, R>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<DB>, values: P) => CompiledQuery<R>,
): (db: Kysely<DB>, values: P, via?: Transaction<DB>) => Promise<QueryResult<R>> {
  const templates = new WeakMap<Kysely<DB>, Template<R>>();

  function template(db: Kysely<DB>): Template<R> {
    let found = templates.get(db);
    if (found) return found;
    const stand = Object.fromEntries(names.map((name) => [name, new Placeholder(name)]));
    const compiled = build(db, stand as P);
    const slots = compiled.parameters.map((value) =>
      value instanceof Placeholder ? { name: value.name } : { constant: value },
    );
    const used = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
    const missing = names.filter((name) => !used.has(name));
    if (missing.length > 0) {
      throw new Error(`compiledOnce: ${missing.join(', ')} never reached the SQL as a value`);
    }
    // PostgreSQL: parsed and planned once per connection (decision 136).
    prepareByName(compiled.sql);
    found = { compiled, slots };
    templates.set(db, found);
    return found;
  }

  return async (db, values, via) => {
    const { compiled, slots } = template(db);
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
    return (via ?? db).executeQuery<R>({ ...compiled, parameters });
  };
}
