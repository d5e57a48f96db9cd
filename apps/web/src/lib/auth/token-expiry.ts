import type { LoginResponse } from '@kinderly/shared';

/** Refresh this long before the stated expiry, so a token does not run out between our check and the server's. */
export const TOKEN_EXPIRY_SKEW_MS = 30_000;

export function isAccessTokenExpired(
  session: Pick<LoginResponse, 'accessTokenExpiry'>,
  now: number = Date.now(),
): boolean {
  const expiry = Date.parse(session.accessTokenExpiry);
  return Number.isNaN(expiry) || expiry - TOKEN_EXPIRY_SKEW_MS <= now;
}
