import type { ZodType } from 'zod';
import type { QueryParams } from '../api-path.ts';
import { ApiError } from './api-error.ts';
import { applyFailureRoute, routeFailure, type CallKind } from './error-routing.ts';
import { sendHttp, type HttpMethod } from './http.ts';
import { getAccessToken, liveAccessToken } from './token-refresh.ts';

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
  /** Failures this accepts go back to the caller, which shows them in the page; the others are routed as usual. */
  handledByCaller?: (error: ApiError) => boolean;
  /** `blob` for files (see `downloadFile`); JSON otherwise. */
  responseType?: 'json' | 'blob';
};

function fail(error: ApiError, kind: CallKind, quiet: boolean | ((error: ApiError) => boolean)): never {
  const toCaller = typeof quiet === 'function' ? quiet(error) : quiet;
  throw toCaller ? error : applyFailureRoute(error, routeFailure(error, kind));
}

/**
 * The one way the web app calls the API: attaches the bearer token to every non-public call (refreshing it first
 * when it has expired) and routes failures by the error catalogue of SPEC section 8 (see error-routing.ts).
 */
export async function apiRequest<T = unknown>(options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', path, query, body, kind = 'bearer', schema, signal, responseType } = options;
  const quiet = options.quiet ?? false;
  const toCaller = quiet || (options.handledByCaller ?? false);

  let token: string | null = kind === 'optional' ? liveAccessToken() : null;
  if (kind === 'bearer') {
    const result = await getAccessToken({ quiet });
    if ('failure' in result) {
      const error = new ApiError({ kind: 'unauthenticated', status: 401, message: 'Sign in to continue.' });
      // A failed refresh has already taken the user to login or /error.
      if (result.failure === 'refresh-failed') {
        error.handled = !quiet;
        throw error;
      }
      fail(error, kind, quiet);
    }
    token = result.token;
  }

  let data: unknown;
  try {
    data = await sendHttp({ method, path, query, body, token, signal, responseType });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    fail(error, kind, toCaller);
  }

  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  fail(new ApiError({ kind: 'invalid-response', message: `Unexpected answer from ${path}.`, body: data }), kind, quiet);
}
