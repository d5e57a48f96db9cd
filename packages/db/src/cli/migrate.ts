import { resolve } from 'node:path';
import { openDatabase } from '../client.ts';
import { ensureDefaultContent } from '../content/index.ts';
import { acquireDirLock } from '../lock.ts';
import { migrateDatabase, migrationLevel } from '../migrate.ts';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = resolve(dataDir, 'db');
const release = databaseUrl ? () => {} : acquireDirLock(`${pgliteDir}.lock`);
const handle = await openDatabase({ databaseUrl, pgliteDir });
await migrateDatabase(handle);
// The policies and articles the product ships with (see ensureDefaultContent).
await ensureDefaultContent(handle.db);
const level = await migrationLevel(handle);
console.log(`Migrated ${handle.kind} database: ${level.applied} migration(s), latest ${level.latest ?? 'none'}.`);
await handle.close();
release();
