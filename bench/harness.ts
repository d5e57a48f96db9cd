// Pieces the bench scripts share: a free port, a fresh database, starting a server and waiting for it, loading a route.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Scenario } from './scenarios.ts';

export const root = resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function start(
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

/** A database of its own for one bench run: where it is, and how to remove it. */
export async function freshDatabase(db: 'pglite' | 'postgres', databaseUrl: string, kind: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `kinderly-bench-${kind}-`));
  if (db === 'pglite') {
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
  const name = `kinderly_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true });
    },
  };
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

export async function load(port: number, { path, ...request }: Scenario['request'], options: LoadOptions) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, ...options, ...request });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    errors: result.errors,
  };
}
