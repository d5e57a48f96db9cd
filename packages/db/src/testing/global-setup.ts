import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { databaseUrlWithName } from './urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated database. */
    pgliteTemplate: string;
    /** PostgreSQL: name of a migrated template database. */
    postgresTemplate: string;
  }
}

/** Migrates once per test run; every test file then starts from a copy of the result. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `kinderly_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlWithName(databaseUrl, name), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Drop the copies left by files that crashed, then the template.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name.replace('_tpl_', '_t_')}%`],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `kinderly-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(path, { force: true });
}
