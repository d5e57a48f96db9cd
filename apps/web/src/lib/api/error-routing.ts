// Module by module rather than the lib/auth index, which holds the auth store (see api-client.ts).
import { loginPath } from '../auth/return-path.ts';
import { signOut } from '../auth/session-storage.ts';
import type { ApiError } from './api-error.ts';
import { apiNavigation } from './api-navigation.ts';

/**
 * - `bearer`: a call with the access token (the default).
 * - `public`: the calls of SPEC section 7 that need no token (login, register, the live checks...).
 * - `optional`: background calls that work with or without a session (error logs, page views): the token goes
 *   along when a live one is held, and every failure goes back to the caller.
 * - `session`: the token refresh.
 */
export type CallKind = 'bearer' | 'public' | 'optional' | 'session';

export type FailureRoute = { to: 'caller' } | { to: 'login' } | { to: 'error'; code?: string; message: string };

/**
 * SPEC section 8 as this product reads it:
 * - a public call's failures all go back to the caller: they carry no session, and the form that made them shows them
 *   (a wrong password, a field map, a rate limit), so nobody loses a filled form;
 * - only a failed session ends it: a 401 (or a refused refresh) goes to login, with the way back;
 * - a 403 is a refusal of that one call, not of the session: /error with the code, the session kept (issue 12: a
 *   provider signed out by one refused call on a page the provider may open);
 * - a 400 with a field map goes back to the form that sent it; any other 400 goes to /error, the session kept;
 * - the refresh: any refusal (4xx) ends the session, a server failure or no answer goes to /error with the
 *   session kept, so a short outage does not sign anyone out;
 * - 5xx and other 4xx go to /error with the code and the response detail; no answer goes to /error with a message.
 */
export function routeFailure(error: ApiError, kind: CallKind): FailureRoute {
  if (kind === 'public' || kind === 'optional') return { to: 'caller' };
  if (error.kind === 'unauthenticated') return { to: 'login' };
  if (error.kind === 'network') return { to: 'error', message: apiNavigation().networkErrorMessage() };
  if (error.kind === 'invalid-response') return { to: 'error', message: error.message };
  const status = error.status ?? 0;
  const toError: FailureRoute = { to: 'error', code: String(status), message: error.message };
  if (status >= 500) return toError;
  if (kind === 'session') return { to: 'login' };
  if (status === 401) return { to: 'login' };
  if (status === 400 && error.fieldErrors) return { to: 'caller' };
  return toError;
}

function onEntryPage(path: string): boolean {
  return path.startsWith('/entry/');
}

/**
 * Carries out the route and marks the error handled when the user was taken elsewhere. For login the page changes
 * first and the session is cleared after, so the page being left never renders, or calls, without a session.
 */
export function applyFailureRoute(error: ApiError, route: FailureRoute): ApiError {
  if (route.to === 'caller') return error;
  const navigation = apiNavigation();
  error.handled = true;
  if (route.to === 'login') {
    const here = navigation.currentPath();
    if (onEntryPage(here)) {
      signOut();
      return error;
    }
    void Promise.resolve(navigation.navigate(loginPath(here))).finally(signOut);
    return error;
  }
  const query = new URLSearchParams();
  if (route.code) query.set('code', route.code);
  query.set('message', route.message);
  void navigation.navigate(`/error?${query}`);
  return error;
}
