import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { withNamedStatements as withNamedPgStatements } from './pg-statements.ts';
import { withNamedStatements } from './pglite-statements.ts';
import pg from 'pg';
import type { DatabaseKind } from '@kinderly/shared';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection string (a second handle on the same database: tests of several servers). */
  url?: string;
  /** Runs `fn` with a connection that holds a session-level advisory lock (PostgreSQL) or alone (PGlite). */
  withExclusive<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string | undefined;
  /** An already opened PGlite (tests hand in a clone). */
  pglite?: PGlite | undefined;
  poolSize?: number | undefined;
  /**
   * PostgreSQL: a pooled connection that failed while idle (the server restarted or ended it). The pool has already
   * dropped it and opens another when needed; by default this is written to stderr.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
}

/**
 * Every PGlite the project opens loads `cube` and `earthdistance`: provider search measures distance with them
 * (migration 0008 creates the extensions and the GiST index on ll_to_earth), as PostgreSQL does; and `pg_trgm`,
 * whose index keeps the administrator's user search fast (migration 0020).
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { cube, earthdistance, pg_trgm, ...options.extensions } });
}

const MIGRATION_LOCK_KEY = 727_011;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Statements run often are sent under a name, parsed once per connection (pg-statements.ts).
    const pool = withNamedPgStatements(
      new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 }),
    );
    // Without a listener, node-postgres throws an idle connection's error (a restarted server, an administrator's
    // pg_terminate_backend) as an uncaught exception. Errors while closing are expected: close() does not wait for
    // the connections' sockets, so a database dropped right after may end them first.
    let closing = false;
    pool.on('error', (error) => {
      if (closing) return;
      if (options.onIdleConnectionError) options.onIdleConnectionError(error);
      else console.error(`PostgreSQL: an idle pooled connection failed and was dropped: ${error.message}`);
    });
    // Surface a wrong URL at start-up instead of at the first request.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      async withExclusive(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            return await fn(drizzlePg({ client, schema }) as unknown as Database);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const client = options.pglite ?? (await createPglite(options.pgliteDir ? { dataDir: options.pgliteDir } : {}));
  // Statements run often are prepared under a name and only executed from then on (pglite-statements.ts).
  const db = drizzlePglite({ client: withNamedStatements(client), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    withExclusive: (fn) => fn(db),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
