import { resolve } from 'node:path';
import { openDatabase } from '../client.ts';
import { ensureDefaultContent } from '../content/index.ts';
import { acquireDirLock } from '../lock.ts';
import { migrateDatabase } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed.ts';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = resolve(dataDir, 'db');
const release = databaseUrl ? () => {} : acquireDirLock(`${pgliteDir}.lock`);
const handle = await openDatabase({ databaseUrl, pgliteDir });
await migrateDatabase(handle);
// The policies and articles the product ships with (see ensureDefaultContent).
await ensureDefaultContent(handle.db);
const { created } = await seedDemo(handle.db);
console.log(`Demo data: ${created} account(s) created. Password for every demo account: ${DEMO_PASSWORD}`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email} (${account.userName})`);
await handle.close();
release();
