import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// These run the real server process on its embedded database, whatever DATABASE_URL says.
const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * `unreaped`: the server runs in the background of a shell that then becomes `sleep`, which never waits for
 * it, so a killed server stays a zombie the way it can under a supervisor that restarts before reaping.
 */
function startServer(dataDir: string, port: number, { unreaped = false } = {}) {
  const args = ['--import', 'tsx', MAIN];
  const [command, commandArgs] = unreaped
    ? ['sh', ['-c', '"$0" "$@" & exec sleep 600', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

// A cold start compiles the server with tsx and migrates a new embedded database: seconds alone, far more
// while the rest of the suite loads both cores.
async function waitForHealth(port: number, exited: Promise<unknown>, output: () => string) {
  const deadline = Date.now() + 75_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server did not become healthy${stopped ? ' (it exited)' : ''}:\n${output()}`);
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process on the embedded database', () => {
  it('keeps every acknowledged row through a SIGKILL', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-kill-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port, first.exited, first.output);

    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/log/sendLogToBackend`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: `row ${i}` }),
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }),
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(dataDir, port);
    await waitForHealth(port, second.exited, second.output);
    // Read back through the database the restarted server opened.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const { openDatabase, clientLogs } = await import('@kinderly/db');
    const handle = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    const rows = await handle.db.select({ id: clientLogs.id, message: clientLogs.message }).from(clientLogs);
    await handle.close();
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it.runIf(process.platform === 'linux')(
    'restarts at once after a SIGKILL, while the killed process is not reaped yet',
    { timeout: 200_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-zombie-'));
      const port = await freePort();
      const first = startServer(dataDir, port, { unreaped: true });
      await waitForHealth(port, first.exited, first.output);
      const serverPid = (JSON.parse(readFileSync(join(dataDir, 'db.lock'), 'utf8')) as { pid: number }).pid;
      expect(serverPid).not.toBe(first.child.pid);

      process.kill(serverPid, 'SIGKILL');
      const state = () => readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]![0];
      await expect.poll(state, { timeout: 10_000 }).toBe('Z');

      const second = startServer(dataDir, port);
      await waitForHealth(port, second.exited, second.output);
      expect(state()).toBe('Z'); // still not reaped: the restart did not wait for it
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it('refuses a second process on the same data directory, naming the lock', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-lock-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port, first.exited, first.output);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(join(dataDir, 'db.lock'));
    expect(second.output()).toContain(`process ${first.child.pid}`);

    // The first one is unharmed and shuts down cleanly, releasing the lock.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    const third = startServer(dataDir, port);
    await waitForHealth(port, third.exited, third.output);
  });
});

describe('server process in production', () => {
  it('refuses to start with nothing set, naming every missing setting in one message', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.on('exit', done));

    expect(code).toBe(1);
    expect(output.match(/Invalid configuration/g)).toHaveLength(1);
    for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_OUTBOX=true', 'STRIPE_SECRET_KEY', 'PAYMENTS_SANDBOX=true']) {
      expect(output).toContain(name);
    }
    expect(output).not.toMatch(/^\s+at /m); // a message for a person, not a stack trace
  });
});
