import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client.ts';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/**
 * Where the SQL migrations are: beside the sources (packages/db/migrations) when run from source,
 * or copied beside the server bundle (dist/migrations) by the server build.
 */
let foundFolder: string | undefined;

export function migrationsFolder(): string {
  if (foundFolder) return foundFolder;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.MIGRATIONS_DIR,
    resolve(here, '../migrations'),
    resolve(here, 'migrations'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(resolve(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  foundFolder = found;
  return found;
}

export async function migrateDatabase(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  // Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
  await handle.withExclusive(async (db) => {
    if (handle.kind === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}

export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

const journals = new Map<string, Journal>();

function readJournal(folder: string): Journal {
  let journal = journals.get(folder);
  if (!journal) {
    journal = JSON.parse(readFileSync(resolve(folder, 'meta/_journal.json'), 'utf8')) as Journal;
    journals.set(folder, journal);
  }
  return journal;
}

export async function migrationLevel(handle: DbHandle, folder = migrationsFolder()): Promise<MigrationLevel> {
  const journal = readJournal(folder);
  const result = await handle.db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const last = rows.at(-1);
  const tag = last ? journal.entries.find((entry) => entry.when === Number(last.created_at))?.tag : null;
  return { applied: rows.length, latest: tag ?? null };
}
