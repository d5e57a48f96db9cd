import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createTestDatabaseUrl } from './testing/index.ts';

const pidOf = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: [{ pid: number }] };

// PostgreSQL only (the PostgreSQL + Redis stage of CI): PGlite has no connections to lose.
it.skipIf(!process.env.DATABASE_URL)(
  'reports an idle connection the server ended, opens another, and stays quiet when closed before a drop',
  async () => {
    const database = await createTestDatabaseUrl();
    const errors: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: database.url,
      poolSize: 1,
      onIdleConnectionError: (error) => errors.push(error),
    });
    try {
      const first = (await pidOf(handle)).rows[0].pid;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await admin.end();
      // Without the pool's listener this error is thrown as an uncaught exception, which fails the run.
      await expect.poll(() => errors.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
      const second = (await pidOf(handle)).rows[0].pid;
      expect(second).not.toBe(first);
    } finally {
      await handle.close();
      // The drop ends the connection the pool was still closing: expected, not reported.
      await database.drop();
    }
    expect(errors).toHaveLength(1);
  },
);
