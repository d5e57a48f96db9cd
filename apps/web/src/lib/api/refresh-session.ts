import type { AccessTokenResult } from './token-refresh.ts';

/**
 * `refreshSessionNow` of token-refresh.ts, fetched on demand like the rest of the token code (see api-client.ts), so
 * that importing the API's index does not bring the auth store along.
 */
export async function refreshSessionNow(): Promise<AccessTokenResult> {
  const tokens = await import('./token-refresh.ts');
  return tokens.refreshSessionNow();
}
