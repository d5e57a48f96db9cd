import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
