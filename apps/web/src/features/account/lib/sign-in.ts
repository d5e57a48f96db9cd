import {
  AccountErrorCode,
  EmailNotConfirmedErrorSchema,
  LoginRequestSchema,
  readTokenClaims,
  type LoginRequest,
  type LoginResponse,
} from '@kinderly/shared';
import { isApiError } from '../../../lib/api/index.ts';
import { rememberUnconfirmedUser, safeReturnPath, signIn } from '../../../lib/auth/index.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

// What the login form needs once it is sent, and not before: the schemas (and zod) and the auth store. The login
// page fetches this module on the first submit, so its first load goes without them (ADR 018).

export { LoginResponseSchema } from '@kinderly/shared';

export const loginResolver = zodFormResolver<LoginRequest, LoginRequest>(LoginRequestSchema);

/** SPEC section 4: stores the session; returns the page the token's claims send the user to, if any. */
export function completeSignIn(result: LoginResponse): string | null {
  signIn(result);
  return safeReturnPath(readTokenClaims(result.accessToken)?.autoLoginUrl);
}

/** Keeps the user a 403 EMAIL_NOT_CONFIRMED carries and says true; false for any other failure. */
export function keepUnconfirmedUser(error: unknown): boolean {
  if (!isApiError(error) || error.code !== AccountErrorCode.EmailNotConfirmed) return false;
  const body = error.body as { user?: unknown } | undefined;
  const user = EmailNotConfirmedErrorSchema.shape.user.safeParse(body?.user).data;
  if (!user) return false;
  rememberUnconfirmedUser(user);
  return true;
}
