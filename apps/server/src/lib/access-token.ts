import { randomUUID } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AccessTokenPayloadSchema,
  type AccessTokenPayload,
  type TokenClaims,
} from '@kinderly/shared';
import { AppError } from './app-error.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
// Verified tokens kept by verify(); past this many, the oldest are verified again when they come back.
const MAX_VERIFIED_TOKENS = 10_000;
// Pinned: a token naming any other algorithm (none, RS256 with our secret as a "public key") is refused.
const ALGORITHM = 'HS256';

export interface AccessTokens {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Signature, algorithm, issuer, audience, expiry and claim shape; any failure is a 401. */
  verify(token: string): Promise<AccessTokenPayload>;
  /** The same but accepting an expired token: refresh needs to know whose token it was. */
  verifyIgnoringExpiry(token: string): Promise<AccessTokenPayload>;
}

function parsePayload(payload: unknown): AccessTokenPayload {
  const parsed = AccessTokenPayloadSchema.safeParse(payload);
  if (!parsed.success) throw AppError.unauthorized('The access token is not valid.');
  const { iss, aud } = parsed.data;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (iss !== ACCESS_TOKEN_ISSUER || !audiences.includes(ACCESS_TOKEN_AUDIENCE)) {
    throw AppError.unauthorized('The access token is not valid.');
  }
  return parsed.data;
}

export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // A signed-in client sends the same token on every call for up to 15 minutes: its signature and claims are
  // checked once (the HMAC through WebCrypto is a large part of a small request), then only its expiry. The key
  // is the whole token, so a token that differs in any character is verified afresh.
  const verified = new Map<string, AccessTokenPayload>();
  return {
    async sign(claims) {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date((now + ttlSeconds) * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the current whole second reaches `exp`.
        if (Math.floor(Date.now() / 1000) < known.exp) return known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = Object.freeze(parsePayload(payload));
        verified.set(token, claims);
        if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw AppError.unauthorized(expired ? 'The access token has expired.' : 'The access token is not valid.');
      }
    },
    async verifyIgnoringExpiry(token) {
      let payload: unknown;
      try {
        const result = await compactVerify(token, key, { algorithms: [ALGORITHM] });
        payload = JSON.parse(new TextDecoder().decode(result.payload));
      } catch {
        throw AppError.unauthorized('The access token is not valid.');
      }
      return parsePayload(payload);
    },
  };
}
