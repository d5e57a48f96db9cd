/**
 * Small wrappers over localStorage for plain strings (such as the language); compressed-storage.ts builds on them.
 * Storage can be missing or refuse access (private browsing, disabled cookies, full quota);
 * a value that cannot be kept must never break the page, so failures read as "nothing stored".
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is out of reach.
  }
}
