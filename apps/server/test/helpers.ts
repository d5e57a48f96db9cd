import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export function testConfig(overrides: NodeJS.ProcessEnv = {}, webDistDir?: string): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-test-'));
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      ...overrides,
    },
    { webDistDir, version: '9.9.9-test' },
  );
}

export interface TestContext {
  app: FastifyInstance;
  db: DbHandle;
}

/**
 * Builds the app on a fresh migrated database for this test file (PGlite, or PostgreSQL when
 * DATABASE_URL is set) and closes both after the file.
 */
export function useTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    webDistDir?: string;
    extend?: (app: FastifyInstance) => void;
    /** Extra dependencies for buildApp (a mailer, lower account limits). */
    deps?: Omit<AppDeps, 'db' | 'logger'>;
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.db = await createTestDb();
    context.app = await buildApp(testConfig(options.env, options.webDistDir), {
      // On Redis, sign-in counters would otherwise carry over between files and runs.
      throttleNamespace: `kinderly-throttle-test:${randomUUID()}:`,
      ...options.deps,
      db: context.db,
      logger: false,
    });
    options.extend?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  return context;
}
