import { create } from 'zustand';
import {
  LoginResponseSchema,
  readTokenClaims,
  UnconfirmedUserSchema,
  type AccessTokenPayload,
  type LoginResponse,
  type UnconfirmedUser,
} from '@kinderly/shared';
import { loadCompressed, removeStored, saveCompressed } from '../compressed-storage.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { onAppReset, resetAppState } from './app-reset.ts';
import { notifySessionChange, registerClaimsReader } from './session-storage.ts';
import { AUTH_STORAGE_KEY, UNCONFIRMED_USER_KEY } from './storage-keys.ts';

export type AuthState = {
  /** The stored auth token of SPEC section 3; kept compressed and base64-encoded in localStorage. */
  session: LoginResponse | null;
  /** Claims read from the access token (not verified: only the server can); null without a session. */
  claims: AccessTokenPayload | null;
  unconfirmedUser: UnconfirmedUser | null;
};

type StoredSession = Pick<AuthState, 'session' | 'claims'>;
const SIGNED_OUT: StoredSession = { session: null, claims: null };

function toStoredSession(session: LoginResponse | null): StoredSession {
  const claims = session ? readTokenClaims(session.accessToken) : null;
  return session && claims ? { session, claims } : SIGNED_OUT;
}

function readStoredSession(): StoredSession {
  return toStoredSession(loadCompressed(AUTH_STORAGE_KEY, LoginResponseSchema));
}

export const useAuthStore = create<AuthState>()(() => ({
  ...readStoredSession(),
  unconfirmedUser: loadCompressed(UNCONFIRMED_USER_KEY, UnconfirmedUserSchema),
}));

registerClaimsReader(() => useAuthStore.getState().claims);
// Only a change of session matters to those who watch it (the public header, the home page's calls to action).
useAuthStore.subscribe((state, previous) => {
  if (state.claims !== previous.claims) notifySessionChange();
});

onAppReset(() => {
  removeStored(AUTH_STORAGE_KEY);
  removeStored(UNCONFIRMED_USER_KEY);
  useAuthStore.setState({ ...SIGNED_OUT, unconfirmedUser: null });
});

function storeSession(result: LoginResponse): void {
  const next = toStoredSession(result);
  if (!next.session) throw new Error('The server answered with an access token this app cannot read.');
  saveCompressed(AUTH_STORAGE_KEY, result);
  useAuthStore.setState(next);
}

/** Everything in localStorage goes, except the reader's language, which belongs to the device, not the account. */
function clearLocalStorage(): void {
  const language = readStorage(LANGUAGE_STORAGE_KEY);
  try {
    globalThis.localStorage?.clear();
  } catch {
    // Storage out of reach holds nothing to clear.
  }
  if (language) writeStorage(LANGUAGE_STORAGE_KEY, language);
}

/** SPEC section 4: login clears all state and local storage first, then stores the login result and the token. */
export function signIn(result: LoginResponse): void {
  resetAppState();
  clearLocalStorage();
  storeSession(result);
}

/** SPEC section 4: a role switch clears state and stores the new login result. */
export function switchRole(result: LoginResponse): void {
  resetAppState();
  storeSession(result);
}

/** A refreshed or re-issued token of the same session (refresh, completed registration): nothing else changes. */
export function replaceSession(result: LoginResponse): void {
  storeSession(result);
}

/** SPEC section 8: a failed login or confirmation keeps the user the error answered with. */
export function rememberUnconfirmedUser(user: UnconfirmedUser): void {
  saveCompressed(UNCONFIRMED_USER_KEY, user);
  useAuthStore.setState({ unconfirmedUser: user });
}

/**
 * Takes the session another tab stored (after it refreshed the token or signed in), so this tab does not spend the
 * same refresh token a second time. Returns true when the session changed.
 */
export function adoptStoredSession(): boolean {
  const stored = readStoredSession();
  if (stored.session?.accessToken === useAuthStore.getState().session?.accessToken) return false;
  useAuthStore.setState(stored);
  return true;
}

export const selectClaims = (state: AuthState) => state.claims;
export const selectRole = (state: AuthState) => state.claims?.role ?? null;
