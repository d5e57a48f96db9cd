import type { FileStorage } from '../src/integrations/file-storage/index.ts';

/** A FileStorage in memory for tests: what the app stored is in `files`, by storage key. */
export class MemoryFileStorage implements FileStorage {
  readonly kind = 'memory';
  readonly files = new Map<string, Buffer>();

  async put(key: string, data: Buffer): Promise<void> {
    this.files.set(key, Buffer.from(data));
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
