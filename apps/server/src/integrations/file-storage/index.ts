import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { LocalFileStorage } from './local.ts';

/** Where uploaded bytes live. Keys are made by the server (never a user's file name). */
export interface FileStorage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const filesDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'files');

/** The local disk under DATA_DIR/files; an object store would be another implementation of the interface. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalFileStorage(filesDir(config));
}

export { LocalFileStorage } from './local.ts';
