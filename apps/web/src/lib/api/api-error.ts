import type { FieldErrors } from '@kinderly/shared';

export type ApiErrorKind =
  /** The server answered with a status outside 2xx. */
  | 'http'
  /** No response at all (offline, DNS, connection refused). */
  | 'network'
  /** A call that needs a session was made without one, or its session could not be refreshed. */
  | 'unauthenticated'
  /** A 2xx answer that does not have the shape the contract promises. */
  | 'invalid-response';

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  code?: string | undefined;
  fieldErrors?: FieldErrors | null;
  body?: unknown;
  cause?: unknown;
};

/** Every failure of `apiRequest`. `handled` says the client already acted on it (went to login or /error). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | undefined;
  /** The `{ errors: { Field: [...] } }` map of a 400, keys in the server's PascalCase. */
  readonly fieldErrors: FieldErrors | null;
  readonly body: unknown;
  handled = false;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? null;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the client has taken the user elsewhere, so the caller should show nothing more. */
export function isHandledApiError(error: unknown): boolean {
  return isApiError(error) && error.handled;
}
