import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DbHandle } from '../client.ts';
import { databaseUrlWithName } from './urls.ts';

async function createDatabaseFromTemplate(admin: pg.Client, name: string, template: string) {
  // PostgreSQL refuses two copies of one template at the same instant; files run in parallel, so retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's template dump,
 * or, when DATABASE_URL is set, a PostgreSQL database copied from the run's template database.
 * `close()` also drops the PostgreSQL copy.
 */
export async function createTestDb(): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (databaseUrl && postgresTemplate) {
    const name = `${postgresTemplate.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await createDatabaseFromTemplate(admin, name, postgresTemplate);
    const handle = await openDatabase({ databaseUrl: databaseUrlWithName(databaseUrl, name), poolSize: 4 });
    return {
      ...handle,
      async close() {
        await handle.close();
        // pg's pool.end() resolves before its sockets have closed; dropping "with (force)" then kills
        // those backends and their clients raise an unhandled FATAL. Wait (briefly) for them to go.
        for (let i = 0; i < 40; i++) {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const pglite = await createPglite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

/**
 * A fresh PostgreSQL database copied from the run's template, for server processes that open it themselves
 * (DATABASE_URL must be set): its URL, and `drop()` for afterwards.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (!databaseUrl || !postgresTemplate) throw new Error('createTestDatabaseUrl needs DATABASE_URL');
  const name = `${postgresTemplate.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await createDatabaseFromTemplate(admin, name, postgresTemplate);
  return {
    url: databaseUrlWithName(databaseUrl, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export { databaseUrlWithName } from './urls.ts';
