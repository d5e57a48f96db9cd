import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from './index.ts';

// Keys are server-made (uuid + extension); anything else could walk out of the directory.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

function pathOf(dir: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  // Two characters of fan-out keep any one directory small.
  return join(dir, key.slice(0, 2), key);
}

/** Files on the local disk. Writes go to a temporary name first, so a crash never leaves half a file. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = pathOf(this.dir, key);
    await mkdir(join(target, '..'), { recursive: true });
    const temporary = `${target}.part`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(pathOf(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(pathOf(this.dir, key), { force: true });
  }
}
