import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { ensureDefaultContent } from '../content/index.ts';
import { acquireDirLock } from '../lock.ts';
import { migrateDatabase } from '../migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed.ts';
import { seedBulkUsers } from '../seed/bulk-users.ts';
import { seedSearchProviders } from '../seed/search-providers.ts';

// `npm run db:seed [-- --providers N] [--users N]`: the demo data, plus N listed providers over Canadian cities for
// search, plus N more accounts for the administrator's user list.
const { values } = parseArgs({ options: { providers: { type: 'string' }, users: { type: 'string' } } });
const userCount = values.users === undefined ? 0 : Number(values.users);
if (!Number.isInteger(userCount) || userCount < 0) {
  console.error('--users needs a whole number, e.g. --users 100000');
  process.exit(1);
}
const providerCount = values.providers === undefined ? 0 : Number(values.providers);
if (!Number.isInteger(providerCount) || providerCount < 0) {
  console.error('--providers needs a whole number, e.g. --providers 10000');
  process.exit(1);
}

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
if (providerCount > 0) {
  const started = performance.now();
  const result = await seedSearchProviders(handle.db, providerCount, {
    password: DEMO_PASSWORD,
    onBatch: (done) => {
      if (done % 10_000 === 0 || done === providerCount) console.log(`  search providers: ${done} of ${providerCount}`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Search providers 1..${providerCount}: ${result.created} created, ${result.existing} already there (${seconds} s).`,
  );
}
if (userCount > 0) {
  const started = performance.now();
  await seedBulkUsers(handle.db, userCount, DEMO_PASSWORD);
  console.log(`Bulk users 1..${userCount} (${((performance.now() - started) / 1000).toFixed(1)} s).`);
}
await handle.close();
release();
