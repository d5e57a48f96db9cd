import { API_PATHS, LoginResponseSchema, TOKEN_REFRESH_POLL_MS, type LoginResponse } from '@kinderly/shared';
import { adoptStoredSession, isAccessTokenExpired, replaceSession, useAuthStore } from '../auth/index.ts';
import { ApiError } from './api-error.ts';
import { applyFailureRoute, routeFailure } from './error-routing.ts';
import { sendHttp } from './http.ts';

export const REFRESH_PATH = API_PATHS.account.refresh;

export type AccessTokenResult = { token: string } | { failure: 'no-session' | 'refresh-failed' };

let refreshing = false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function refresh(session: LoginResponse, quiet: boolean): Promise<AccessTokenResult> {
  refreshing = true;
  try {
    // Another tab may have refreshed already; spending the same refresh token twice would end the session.
    if (adoptStoredSession()) {
      const adopted = useAuthStore.getState().session;
      if (!adopted) return { failure: 'no-session' };
      if (!isAccessTokenExpired(adopted)) return { token: adopted.accessToken };
      session = adopted;
    }
    const answer = await sendHttp({
      method: 'POST',
      path: REFRESH_PATH,
      body: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    });
    const parsed = LoginResponseSchema.safeParse(answer);
    if (!parsed.success)
      throw new ApiError({ kind: 'invalid-response', message: 'The refreshed token could not be read.' });
    replaceSession(parsed.data);
    return { token: parsed.data.accessToken };
  } catch (error) {
    const failure =
      error instanceof ApiError ? error : new ApiError({ kind: 'network', message: String(error), cause: error });
    if (!quiet) applyFailureRoute(failure, routeFailure(failure, 'session'));
    return { failure: 'refresh-failed' };
  } finally {
    refreshing = false;
  }
}

/**
 * The access token when one is held and still valid, without refreshing: background calls (error logs, page views)
 * must not spend the refresh token, nor end a session when a refresh fails.
 */
export function liveAccessToken(): string | null {
  const { session } = useAuthStore.getState();
  return session && !isAccessTokenExpired(session) ? session.accessToken : null;
}

/**
 * The access token to send. When it has expired exactly one refresh runs; concurrent callers wait for it in
 * TOKEN_REFRESH_POLL_MS steps and then go on with the new token. A caller that waited does not start a refresh of
 * its own if that one failed: it fails too. `quiet` (logout) refreshes without leaving the page on failure.
 */
export async function getAccessToken({ quiet = false }: { quiet?: boolean } = {}): Promise<AccessTokenResult> {
  let waited = false;
  for (;;) {
    const { session } = useAuthStore.getState();
    if (!session) return { failure: waited ? 'refresh-failed' : 'no-session' };
    if (!isAccessTokenExpired(session)) return { token: session.accessToken };
    if (!refreshing) return waited ? { failure: 'refresh-failed' } : refresh(session, quiet);
    waited = true;
    await sleep(TOKEN_REFRESH_POLL_MS);
  }
}

/**
 * Refreshes now, whatever the token's age: after a change its claims describe (a card saved or deleted), so the
 * navigation rules read the truth. Waits for a refresh already running instead of spending the token twice.
 */
export async function refreshSessionNow(): Promise<AccessTokenResult> {
  while (refreshing) await sleep(TOKEN_REFRESH_POLL_MS);
  const { session } = useAuthStore.getState();
  if (!session) return { failure: 'no-session' };
  return refresh(session, true);
}
