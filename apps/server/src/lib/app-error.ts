import type { FieldErrors } from '@kinderly/shared';

export type AppErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL';

export const statusOf: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  INVALID_TOKEN: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into a response. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field map for VALIDATION; any extra JSON the client needs otherwise; response headers (Retry-After). */
    readonly details?: { errors?: FieldErrors; body?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return statusOf[this.code];
  }

  static validation(errors: FieldErrors, message = 'One or more fields are invalid.'): AppError {
    return new AppError('VALIDATION', message, { errors });
  }

  static unauthorized(message = 'Sign in to continue.'): AppError {
    return new AppError('UNAUTHORIZED', message, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
  }

  static forbidden(message = 'Your role may not do this.'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('NOT_FOUND', message);
  }
}
