// `npm run bench -- --only admin [--users 100000] [--db postgres]`: the administrator's user list (issue 18). A fresh
// database seeded with the demo data and `--users` more accounts, the built server on it, the demo SuperAdmin
// signed in; then the list's first page, a deep page, a role filter and two searches are loaded in turn. Goal:
// p50 under 100 ms for each.
import { spawnSync } from 'node:child_process';
import { DEMO_PASSWORD } from '@kinderly/db';
import { API_PATHS, type AdminUsersResponse, type LoginResponse } from '@kinderly/shared';
import { freshDatabase, load, root, start, type LoadOptions } from './harness.ts';

const ADMIN = 'admin@kinderly.example';
const GOAL_P50_MS = 100;

interface AdminBenchOptions extends LoadOptions {
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  users: number;
}

export async function runAdminBench(options: AdminBenchOptions): Promise<number> {
  const database = await freshDatabase(options.db, options.databaseUrl, 'admin');
  let app: Awaited<ReturnType<typeof start>> | undefined;
  try {
    console.log(`Admin users bench: ${options.db}, ${options.users.toLocaleString('en-CA')} more users, seeding...`);
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/seed.ts', '--users', String(options.users)],
      { cwd: root, env: { ...process.env, ...database.env }, encoding: 'utf8' },
    );
    if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stderr}`);
    console.log(seed.stdout.trim().split('\n').at(-1));
    app = await start(
      ['apps/server/dist/server.js'],
      {
        ...database.env,
        REDIS_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        RATE_LIMIT_MAX: '100000000',
      },
      API_PATHS.system.health,
    );
    const response = await fetch(`http://127.0.0.1:${app.port}${API_PATHS.account.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: ADMIN, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`login: ${response.status}`);
    const { accessToken } = (await response.json()) as LoginResponse;
    const headers = { authorization: `Bearer ${accessToken}` };
    const scenarios: [string, string][] = [
      ['first page, newest first', ''],
      ['page 200', '?page=200'],
      ['nannies, page 1', '?role=3'],
      ['search "tremblay" (many)', '?search=tremblay'],
      ['search "bulk-4242@" (one)', '?search=bulk-4242%40'],
    ];
    const rows = [];
    for (const [name, query] of scenarios) {
      const path = `${API_PATHS.admin.users}${query}`;
      const first = await fetch(`http://127.0.0.1:${app.port}${path}`, { headers });
      const body = (await first.json()) as AdminUsersResponse;
      await load(app.port, { method: 'GET', path, headers }, { ...options, duration: 2 });
      rows.push({
        scenario: name,
        total: body.total,
        ...(await load(app.port, { method: 'GET', path, headers }, options)),
      });
    }
    console.table(rows);
    console.log(
      `\nGoal of issue 18 (${options.users.toLocaleString('en-CA')} users, ${options.connections} connections):`,
    );
    let failed = false;
    for (const row of rows) {
      const pass = row.p50Ms < GOAL_P50_MS && row.non2xx === 0 && row.errors === 0;
      failed ||= !pass;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${row.scenario}: p50 ${row.p50Ms} ms (goal < ${GOAL_P50_MS} ms), ${row.requestsPerSecond} req/s`,
      );
    }
    return failed ? 1 : 0;
  } finally {
    app?.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await database.drop();
  }
}
