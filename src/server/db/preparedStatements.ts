/**
 * PostgreSQL prepared statements for the hot queries (decision 136). pg sends every query
 * unnamed, so PostgreSQL parses and plans it each time: for the category list's query that was
 * two thirds of its time (355–515 µs against 150–180 µs named, one client, measured in
 * sequence). Queries compiled once (db/compiledOnce.ts) register their SQL here; the pool given
 * to Kysely sends those by name, so each connection parses and plans them once. Every other query
 * (variable IN lists, one-off commands) stays unnamed: nothing here grows with the data.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type Pg from 'pg';

const names = new Map<string, string>();

/** Marks a query text as worth preparing; its name is stable for the process's life. */
export function prepareByName(sql: string): void {
  if (!names.has(sql)) names.set(sql, `votacao_${names.size + 1}`);
}

/** The pg pool as Kysely sees it, sending registered queries as named prepared statements. */
export function namingPool(pool: Pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // pg-pool listens for 'error' only on idle clients. A checked-out client whose connection
      // drops (database restarted, network cut) emits 'error' with no listener, which would end
      // the process; its running query is rejected anyway. Keep the error and, on release,
      // hand it back so the pool discards that client instead of lending it again.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      const query = (sql: unknown, parameters?: readonly unknown[]) => {
        if (typeof sql !== 'string') return client.query(sql as Pg.Submittable);
        const name = names.get(sql);
        const values = parameters ? [...parameters] : [];
        return client.query(name ? { name, text: sql, values } : { text: sql, values });
      };
      const release = () => {
        client.removeListener('error', onError);
        client.release(lost);
      };
      return { query, release } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
    // Kysely 0.29 reads the pool's options (and Client) to cancel a running query.
    options: pool.options,
  };
}
