// First: V8's collector settings apply to everything loaded after them.
import './v8-settings.ts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from '@kinderly/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { attachDemoProofs } from './lib/demo-proofs.ts';
import { scheduleSearchAlertsCheck } from './routes/notifications/search-alerts.ts';

const here = dirname(fileURLToPath(import.meta.url));
// From source: apps/server/src; bundled: apps/server/dist. Both sit two levels below apps/.
const webDistDir = resolve(here, '../../web/dist');
const rootPackage = resolve(here, '../../../package.json');
const version = existsSync(rootPackage)
  ? (JSON.parse(readFileSync(rootPackage, 'utf8')) as { version: string }).version
  : '0.0.0';

async function main() {
  const config = loadConfig(process.env, { webDistDir, version });
  const app = await buildApp(config);

  if (config.SEED_DEMO && (await isEmpty(app.db))) {
    await seedDemo(app.db);
    // File bytes live in the server's storage, which the seed cannot reach (lib/demo-proofs.ts).
    await attachDemoProofs(app.db, app.fileStorage);
    app.log.info(
      { accounts: DEMO_ACCOUNTS.map((account) => account.email) },
      `Demo data created; every demo account's password is ${DEMO_PASSWORD}`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.NODE_ENV === 'production') {
    // Allowed only when asked for by name (ADR 016); say so at every start.
    if (app.mailer.kind === 'outbox') {
      app.log.warn('MAIL_OUTBOX=true: mail goes to the outbox, readable at /dev/mail on this machine only');
    }
    if (!config.STRIPE_SECRET_KEY) {
      app.log.warn('PAYMENTS_SANDBOX=true: payments go to the sandbox, no card is charged');
    }
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  // Only the server process polls; tests and scripts that build the app call runDue themselves.
  // The daily "Let me know" check: one pending per day whatever the number of processes.
  await scheduleSearchAlertsCheck(app);
  app.jobs.start({ intervalMs: config.JOBS_POLL_INTERVAL_MS });
  app.log.info(`Kinderly is ready at ${config.PUBLIC_URL} (database: ${app.dbHandle.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
