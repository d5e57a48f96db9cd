import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@kinderly/shared';
import { fakeLoginResponse } from '../../test/fake-session.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n.ts';
import { onAppReset } from './app-reset.ts';
import {
  adoptStoredSession,
  rememberUnconfirmedUser,
  replaceSession,
  signIn,
  switchRole,
  useAuthStore,
} from './auth-store.ts';
import { signOut } from './session-storage.ts';
import { AUTH_STORAGE_KEY, UNCONFIRMED_USER_KEY } from './storage-keys.ts';

const WAITLIST_KEY = 'kinderly.waitlist';

function storedSession() {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(decompressFromBase64(raw)) as unknown);
}

describe('signIn', () => {
  it('clears every store and local storage first, then stores the login result and the token', () => {
    const order: string[] = [];
    const unregister = onAppReset(() =>
      order.push(`reset, waitlist stored: ${localStorage.getItem(WAITLIST_KEY) !== null}`),
    );
    localStorage.setItem(WAITLIST_KEY, 'old selections');
    localStorage.setItem('kinderly.referralToken', 'abc');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const result = fakeLoginResponse({ role: Role.Nanny });

    signIn(result);
    unregister();

    expect(order).toEqual(['reset, waitlist stored: true']);
    expect(localStorage.getItem(WAITLIST_KEY)).toBeNull();
    expect(localStorage.getItem('kinderly.referralToken')).toBeNull();
    // The reader's language belongs to the device, not to the account.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(storedSession()).toEqual(result);
    expect(useAuthStore.getState().session).toEqual(result);
    expect(useAuthStore.getState().claims?.role).toBe(Role.Nanny);
  });

  it('keeps the token compressed with lz-string and base64-encoded', () => {
    signIn(fakeLoginResponse());

    const raw = localStorage.getItem(AUTH_STORAGE_KEY)!;
    expect(raw).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(raw).not.toContain('accessToken');
    expect(storedSession()).toMatchObject({ refreshToken: 'refresh-1' });
  });

  it('refuses an access token it cannot read and stores nothing', () => {
    expect(() => signIn({ ...fakeLoginResponse(), accessToken: 'not-a-token' })).toThrow(/cannot read/);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().session).toBeNull();
  });
});

describe('switchRole', () => {
  it('clears the state and stores the new login result, leaving unrelated storage alone', () => {
    signIn(fakeLoginResponse({ role: Role.Parent, sid: 'first' }));
    localStorage.setItem(WAITLIST_KEY, 'kept');
    const reset = vi.fn();
    const unregister = onAppReset(reset);
    const next = fakeLoginResponse({ role: Role.HomeProvider, sid: 'second' }, { refreshToken: 'refresh-2' });

    switchRole(next);
    unregister();

    expect(reset).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().claims).toMatchObject({ role: Role.HomeProvider, sid: 'second' });
    expect(storedSession()).toEqual(next);
    expect(localStorage.getItem(WAITLIST_KEY)).toBe('kept');
  });
});

describe('signOut', () => {
  it('clears the state, the stored token and the remembered unconfirmed user', () => {
    signIn(fakeLoginResponse());
    rememberUnconfirmedUser({
      id: '3f1c9a52-7d4e-4b8a-9c1e-2a6b5d8e0f11',
      userName: 'sam',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      emailConfirmed: false,
      language: 'en',
    });
    const reset = vi.fn();
    const unregister = onAppReset(reset);

    signOut();
    unregister();

    expect(reset).toHaveBeenCalledOnce();
    expect(useAuthStore.getState()).toEqual({ session: null, claims: null, unconfirmedUser: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(UNCONFIRMED_USER_KEY)).toBeNull();
  });
});

describe('replaceSession and adoptStoredSession', () => {
  it('replaces the token without resetting anything', () => {
    signIn(fakeLoginResponse());
    const reset = vi.fn();
    const unregister = onAppReset(reset);
    const refreshed = fakeLoginResponse({}, { refreshToken: 'refresh-2' });

    replaceSession(refreshed);
    unregister();

    expect(reset).not.toHaveBeenCalled();
    expect(storedSession()).toEqual(refreshed);
  });

  it('takes over a session another tab stored', () => {
    signIn(fakeLoginResponse());
    expect(adoptStoredSession()).toBe(false);

    const otherTab = fakeLoginResponse({ role: Role.SuperAdmin }, { refreshToken: 'other-tab' });
    replaceSession(otherTab);
    useAuthStore.setState({ session: null, claims: null });

    expect(adoptStoredSession()).toBe(true);
    expect(useAuthStore.getState().session).toEqual(otherTab);
    expect(useAuthStore.getState().claims?.role).toBe(Role.SuperAdmin);
  });
});
