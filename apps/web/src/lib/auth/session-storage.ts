import { SIGNED_IN_COOKIE, type AccessTokenPayload } from '@kinderly/shared';
import { readCookie, writeCookie } from '../cookies.ts';
import { readStorage, removeStorage } from '../storage.ts';
import { resetAppState } from './app-reset.ts';
import { AUTH_STORAGE_KEY, UNCONFIRMED_USER_KEY } from './storage-keys.ts';

/**
 * The session as seen from code that must not load the auth store (and zod with it) up front: the navigation guard
 * runs on the first page of every visitor, and most visitors of the public pages have no session at all.
 */
let readLoadedClaims: (() => AccessTokenPayload | null) | null = null;
const sessionListeners = new Set<() => void>();

/** Tells whoever watches `hasSession()` that the session may have changed (the auth store calls it on every change). */
export function notifySessionChange(): void {
  syncSignedInCookie();
  for (const listener of sessionListeners) listener();
}

/** The flag the server reads to render a public page's signed-in header (ADR 019); never the token itself. */
export function syncSignedInCookie(): void {
  const signedIn = hasSession();
  if (signedIn !== (readCookie(SIGNED_IN_COOKIE) === '1')) writeCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}

/** Called once by the auth store when it loads. */
export function registerClaimsReader(read: () => AccessTokenPayload | null): void {
  readLoadedClaims = read;
  // A stored session the store could not read counts as none from now on.
  notifySessionChange();
}

/** Calls `listener` whenever the session may have changed; returns the function that stops it. */
export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/**
 * Whether someone is signed in, without loading the auth store: before it loads, a stored session counts; once it
 * has loaded, its claims do.
 */
export function hasSession(): boolean {
  if (readLoadedClaims) return readLoadedClaims() !== null;
  return readStorage(AUTH_STORAGE_KEY) !== null;
}

/** The claims of the current session; loads the auth store only when a session is stored. */
export async function currentClaims(): Promise<AccessTokenPayload | null> {
  if (!readLoadedClaims) {
    if (readStorage(AUTH_STORAGE_KEY) === null) return null;
    await import('./auth-store.ts');
  }
  return readLoadedClaims?.() ?? null;
}

/** SPEC section 4: logout clears state. The full reset, and the stored session even when no store holds it. */
export function signOut(): void {
  resetAppState();
  removeStorage(AUTH_STORAGE_KEY);
  removeStorage(UNCONFIRMED_USER_KEY);
  notifySessionChange();
}
