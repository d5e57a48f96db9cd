import { Role, type AccessTokenPayload, type LoginResponse, type User } from '@kinderly/shared';
import { replaceSession } from '../lib/auth/index.ts';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const FAKE_USER_ID = '3f1c9a52-7d4e-4b8a-9c1e-2a6b5d8e0f11';

/** An unsigned token with our claims: the web app only reads claims, the server is the one that verifies. */
export function fakeAccessToken(claims: Partial<AccessTokenPayload> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: AccessTokenPayload = {
    sub: FAKE_USER_ID,
    role: Role.Parent,
    isTemporary: false,
    childrenCount: 0,
    creditCardsCount: 0,
    registrationComplete: true,
    autoLoginRole: null,
    autoLoginUrl: null,
    email: 'camille@example.com',
    numberInQueue: 0,
    sid: 'session-1',
    iat: now,
    exp: now + 900,
    iss: 'kinderly',
    aud: 'kinderly-app',
    jti: `jti-${Math.random()}`,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

type FakeSessionOptions = { expiresInMs?: number; refreshToken?: string };

export function fakeLoginResponse(
  claims: Partial<AccessTokenPayload> = {},
  options: FakeSessionOptions = {},
): LoginResponse {
  const { expiresInMs = 15 * 60_000, refreshToken = 'refresh-1' } = options;
  return {
    accessToken: fakeAccessToken(claims),
    accessTokenExpiry: new Date(Date.now() + expiresInMs).toISOString(),
    refreshToken,
  };
}

/** Signs a fake user in the way a page load with a stored session would find them. */
export function signInFakeUser(
  claims: Partial<AccessTokenPayload> = {},
  options: FakeSessionOptions = {},
): LoginResponse {
  const session = fakeLoginResponse(claims, options);
  replaceSession(session);
  return session;
}

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: FAKE_USER_ID,
    userName: 'camille.roy',
    firstName: 'Camille',
    lastName: 'Roy',
    email: 'camille@example.com',
    phoneNumber: '+1 613 555 0123',
    dateOfBirth: '1990-04-12',
    emailConfirmed: true,
    roles: [Role.Parent],
    currentRole: Role.Parent,
    isTemporary: false,
    registrationComplete: true,
    referralToken: 'ref-camille',
    language: 'en',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
