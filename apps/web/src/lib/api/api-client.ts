import type { ZodType } from 'zod';
import type { QueryParams } from '../api-path.ts';
import { hasSession } from '../auth/session-storage.ts';
import { ApiError } from './api-error.ts';
import { applyFailureRoute, routeFailure, type CallKind } from './error-routing.ts';
import { sendHttp, type HttpMethod } from './http.ts';
import type { AccessTokenResult } from './token-refresh.ts';

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  /** Built with `buildPath` when it has placeholders. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** `bearer` by default; see CallKind. */
  kind?: Exclude<CallKind, 'session'>;
  /** Checks the 2xx answer against the contract. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Every failure goes back to the caller and the page never changes (logout: "response data ignored"). */
  quiet?: boolean;
  /**
   * Failures the page itself shows (a 404 for an object that does not exist, an upload refused with 413 or 415) go
   * back to the caller; every other failure is routed as usual (a 401 still goes to login).
   */
  returnToCaller?: (error: ApiError) => boolean;
  /** `blob` for files (see `downloadFile`); JSON otherwise. */
  responseType?: 'json' | 'blob';
};

type FailOptions = { quiet: boolean; returnToCaller?: ((error: ApiError) => boolean) | undefined };

/**
 * The token code holds the auth store, and with it zod and the account schemas: it is fetched only when a session
 * is stored, so the public pages of a visitor who has none (and their first load) go without it.
 */
async function tokenFor(kind: CallKind, quiet: boolean): Promise<AccessTokenResult | null> {
  if (kind === 'public') return null;
  if (!hasSession()) return kind === 'optional' ? null : { failure: 'no-session' };
  const { getAccessToken, liveAccessToken } = await import('./token-refresh.ts');
  if (kind === 'bearer') return getAccessToken({ quiet });
  const token = liveAccessToken();
  return token ? { token } : null;
}

function fail(error: ApiError, kind: CallKind, { quiet, returnToCaller }: FailOptions): never {
  throw quiet || returnToCaller?.(error) ? error : applyFailureRoute(error, routeFailure(error, kind));
}

/**
 * The one way the web app calls the API: attaches the bearer token to every non-public call (refreshing it first
 * when it has expired) and routes failures by the error catalogue of SPEC section 8 (see error-routing.ts).
 */
export async function apiRequest<T = unknown>(options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', path, query, body, kind = 'bearer', schema, signal, quiet = false, responseType } = options;
  const failOptions: FailOptions = { quiet, returnToCaller: options.returnToCaller };

  let token: string | null = null;
  const result = await tokenFor(kind, quiet);
  if (result) {
    if ('failure' in result) {
      const error = new ApiError({ kind: 'unauthenticated', status: 401, message: 'Sign in to continue.' });
      // A failed refresh has already taken the user to login or /error.
      if (result.failure === 'refresh-failed') {
        error.handled = !quiet;
        throw error;
      }
      fail(error, kind, failOptions);
    }
    token = result.token;
  }

  let data: unknown;
  try {
    data = await sendHttp({ method, path, query, body, token, signal, responseType });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    fail(error, kind, failOptions);
  }

  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  fail(
    new ApiError({ kind: 'invalid-response', message: `Unexpected answer from ${path}.`, body: data }),
    kind,
    failOptions,
  );
}
