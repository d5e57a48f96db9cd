// `npm run bench [-- --db pglite|postgres --duration 10 --connections 20]`
// First measures the JavaScript a first visit to / downloads in Chromium against its budget (bench/first-load.ts;
// exits non-zero at the end when over). Then starts the built server on the chosen database and a bare Fastify
// server, loads each with autocannon in turn, and prints requests/s and p99 latency side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { measureFirstLoad } from './first-load.ts';
import { reportRows, reportVerdict } from './first-load-report.ts';
import { scenarios, type Scenario } from './scenarios.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const databaseUrl =
  values.db === 'postgres' ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : '';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  healthPath: string,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${healthPath}`)).ok) return { child, port };
    } catch {
      /* starting */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start`);
}

async function load(port: number, { path, ...request }: Scenario['request']) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, ...request });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    errors: result.errors,
  };
}

const firstLoad = await measureFirstLoad();
console.table(reportRows(firstLoad));
console.log(`${reportVerdict(firstLoad)}\n`);
if (!firstLoad.withinBudget) process.exitCode = 1;

const app = await start(
  ['apps/server/dist/server.js'],
  {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kinderly-bench-')),
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '100000000',
  },
  '/api/health',
);
const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], {}, '/bare');

try {
  console.log(`Database: ${values.db}; ${connections} connections, ${duration} s per route.\n`);
  const rows = [
    { route: 'bare Fastify GET /bare (yardstick)', ...(await load(bare.port, { method: 'GET', path: '/bare' })) },
  ];
  for (const scenario of scenarios) rows.push({ route: scenario.name, ...(await load(app.port, scenario.request)) });
  console.table(rows);
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}
