import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use: lock file ${lockPath} is held by process ${holderPid}. ` +
        `Stop that process first, or point DATA_DIR at another directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
}

/**
 * A process killed with SIGKILL stays in the process table as a zombie until its parent reaps it, and
 * signal 0 still reaches it, so a supervisor restarting at once would be refused. Linux shows the state in
 * /proc/<pid>/stat after the command name in parentheses: Z (zombie) and X (dead) hold nothing any more.
 */
function hasExited(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'Z' || state === 'X';
  } catch (error) {
    // Gone since the signal was sent.
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasExited(pid);
}

function readLock(lockPath: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock file so that two processes never open the same embedded database.
 * A lock left by a process that died (crash, SIGKILL) is taken over; a live holder makes this throw.
 * Returns the release function; the lock is also released when the process exits.
 */
export function acquireDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  const mine: LockInfo = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(lockPath)?.pid === mine.pid) unlinkSync(lockPath);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      if (holder && holder.hostname === mine.hostname && isAlive(holder.pid) && holder.pid !== mine.pid) {
        throw new DataDirLockedError(lockPath, holder.pid);
      }
      if (holder && holder.hostname !== mine.hostname) {
        throw new DataDirLockedError(lockPath, holder.pid);
      }
      // Stale (holder is dead) or half-written: remove it and try again.
      try {
        unlinkSync(lockPath);
      } catch {
        /* another process removed it first */
      }
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
