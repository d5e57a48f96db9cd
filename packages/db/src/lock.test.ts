import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'kinderly-lock-')), 'nested', 'db.lock');

describe('acquireDirLock', () => {
  it('writes the holder and removes the file on release', () => {
    const path = lockPath();
    const release = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
    release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses while a live process holds the lock, naming the file and the process', () => {
    const path = lockPath();
    const release = acquireDirLock(path);
    // The same process asking again counts as a takeover of its own lock, so pretend another live one holds it.
    writeFileSync(path, JSON.stringify({ pid: process.ppid, hostname: hostname(), startedAt: 'x' }));
    expect(() => acquireDirLock(path)).toThrowError(DataDirLockedError);
    expect(() => acquireDirLock(path)).toThrowError(new RegExp(`${path}.*process ${process.ppid}`));
    release(); // not ours any more: must leave the other holder's file alone
    expect(existsSync(path)).toBe(true);
  });

  it('takes over a lock left by a process that died', () => {
    const path = lockPath();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    acquireDirLock(path)();
    writeFileSync(path, JSON.stringify({ pid: Number(dead), hostname: hostname(), startedAt: 'x' }));
    const release = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a half-written lock file', () => {
    const path = lockPath();
    acquireDirLock(path)();
    writeFileSync(path, '{"pid":');
    const release = acquireDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    release();
  });

  // A supervisor restarts the moment its process is killed, possibly before anything reaps it.
  it.runIf(process.platform === 'linux')(
    'takes over a lock whose holder was killed with SIGKILL and is not reaped yet (a zombie)',
    { timeout: 60_000 },
    async () => {
      const path = lockPath();
      const lockModule = pathToFileURL(join(import.meta.dirname, 'lock.ts')).href;
      const holder = `import { acquireDirLock } from ${JSON.stringify(lockModule)};
acquireDirLock(${JSON.stringify(path)});
console.log(process.pid);
setInterval(() => {}, 1000);`;
      // The holder runs in the background of a shell that then becomes \`sleep\`, which never waits for it:
      // killed, the holder stays a zombie (node itself would reap its own child at once).
      const parent = spawn(
        'sh',
        ['-c', '"$0" --import tsx --input-type=module -e "$1" & exec sleep 60', process.execPath, holder],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        const holderPid = await new Promise<number>((done, fail) => {
          parent.stdout.on('data', (chunk: Buffer) => done(Number(chunk.toString().trim())));
          parent.on('exit', () => fail(new Error('the holder never took the lock')));
        });
        expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(holderPid);
        expect(() => acquireDirLock(path)).toThrowError(DataDirLockedError);

        process.kill(holderPid, 'SIGKILL');
        const state = () => readFileSync(`/proc/${holderPid}/stat`, 'utf8').split(') ')[1]![0];
        await expect.poll(state, { timeout: 10_000 }).toBe('Z');
        expect(() => process.kill(holderPid, 0)).not.toThrow(); // signal 0 alone still calls it alive

        const release = acquireDirLock(path);
        expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
        release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );
});
