import { compressToBase64, decompressFromBase64 } from 'lz-string';
import type { ZodType } from 'zod';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * JSON values in localStorage, compressed with lz-string and base64-encoded by default (SPEC section 9: waitlist
 * and auth data). Like storage.ts, nothing here throws: a value that cannot be written is reported by the return
 * value, and a value that cannot be read back is `null`.
 */
export type CompressedStorageOptions = {
  /** Defaults to true. Reading must use the same setting as writing: the two encodings are not mixed. */
  compress?: boolean;
};

/** Returns false when the value could not be serialised or stored (quota exceeded, storage disabled). */
export function saveCompressed(key: string, value: unknown, options: CompressedStorageOptions = {}): boolean {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // Circular structures and BigInt values cannot be stored.
    return false;
  }
  // `undefined` (or a function) has no JSON form; storing nothing is the faithful equivalent.
  if (json === undefined) {
    removeStored(key);
    return true;
  }
  return writeStorage(key, options.compress === false ? json : compressToBase64(json));
}

/**
 * The stored value, or null when it is missing, cannot be decoded, or does not match `schema`. An entry that
 * cannot be decoded is removed, so the next read does not pay for it again. An entry that decodes but fails the
 * schema is left alone: it may be the caller's older shape, which the caller can still migrate or overwrite.
 */
export function loadCompressed<T>(key: string, schema: ZodType<T>, options?: CompressedStorageOptions): T | null;
export function loadCompressed<T = unknown>(
  key: string,
  schema?: undefined,
  options?: CompressedStorageOptions,
): T | null;
export function loadCompressed<T>(key: string, schema?: ZodType<T>, options: CompressedStorageOptions = {}): T | null {
  const stored = readStorage(key);
  if (stored === null) return null;

  const decoded = decodeJson(stored, options.compress !== false);
  if (!decoded.ok) {
    removeStored(key);
    return null;
  }
  if (!schema) return decoded.value as T;
  const parsed = schema.safeParse(decoded.value);
  return parsed.success ? parsed.data : null;
}

export function removeStored(key: string): void {
  removeStorage(key);
}

type Decoded = { ok: true; value: unknown } | { ok: false };

function decodeJson(stored: string, compressed: boolean): Decoded {
  try {
    // lz-string answers null or '' (never throws) for most input it did not produce.
    const json = compressed ? decompressFromBase64(stored) : stored;
    if (!json) return { ok: false };
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return { ok: false };
  }
}
