/**
 * Small wrappers over localStorage for plain string preferences (such as the language).
 * Storage can be missing or refuse writes (private browsing, disabled cookies, full quota);
 * a preference that cannot be kept must never break the page, so failures read as "nothing stored".
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
