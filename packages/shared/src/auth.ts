import { z } from 'zod';
import { LOGIN_MESSAGES } from './account-messages.ts';
import { RoleSchema } from './role-schema.ts';

/**
 * Access-token claims (SPEC section 3). The web app reads them from the token (see `readTokenClaims`);
 * the server builds them in one place and signs them with HS256. `sid` is the session (refresh-token family)
 * the token belongs to; logout revokes it.
 */
export const TokenClaimsSchema = z.object({
  sub: z.string().describe('User id'),
  role: RoleSchema.describe('Current role: HomeProvider 0, Parent 1, SuperAdmin 2, Nanny 3'),
  isTemporary: z.boolean(),
  childrenCount: z.number().int(),
  creditCardsCount: z.number().int(),
  registrationComplete: z.boolean(),
  autoLoginRole: RoleSchema.nullable(),
  autoLoginUrl: z.string().nullable(),
  email: z.string(),
  numberInQueue: z.number().int(),
  sid: z.string(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** Everything inside a signed access token: our claims plus the registered JWT ones. */
export const AccessTokenPayloadSchema = TokenClaimsSchema.extend({
  iat: z.number().int(),
  exp: z.number().int(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  jti: z.string(),
});
export type AccessTokenPayload = z.infer<typeof AccessTokenPayloadSchema>;

export const ACCESS_TOKEN_ISSUER = 'kinderly';
export const ACCESS_TOKEN_AUDIENCE = 'kinderly-app';

/**
 * Reads the claims of an access token without checking its signature (only the server can): for the
 * web app to route and show things. Returns null for anything that is not one of our tokens.
 */
export function readTokenClaims(accessToken: string): AccessTokenPayload | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed = AccessTokenPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored auth token (SPEC section 3): what login, refresh, confirmemail and switchCurrentRole answer. */
export const LoginResponseSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiry: z.iso.datetime().describe('When the access token expires (ISO 8601, UTC)'),
  refreshToken: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginRequestSchema = z.object({
  userNameOrEmail: z.string().trim().min(1, LOGIN_MESSAGES.loginRequired).max(254),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(1000),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** `POST /api/account/refresh` (SPEC section 4): the access token may be expired, not forged. */
export const RefreshRequestSchema = z.object({
  accessToken: z.string().min(1).max(4000),
  refreshToken: z.string().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;
export const RefreshResponseSchema = LoginResponseSchema;
export type RefreshResponse = LoginResponse;
