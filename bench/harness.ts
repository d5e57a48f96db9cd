// Pieces the bench scripts share: a free port, starting a server and waiting for it, loading a route.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
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
