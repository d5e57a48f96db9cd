import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, type Database, type UserRow } from '@kinderly/db';
import type { LoginResponse } from '@kinderly/shared';
import type { AccessTokens } from '../../lib/access-token.ts';
import type { LiveSessions } from '../../lib/live-sessions.ts';
import { buildTokenClaims } from './build-token-claims.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newRandomToken = () => randomBytes(32).toString('base64url');

export interface IssueSessionInput {
  db: Database;
  tokens: AccessTokens;
  user: UserRow;
  /** Continue this family (refresh); absent starts a new one (sign-in). */
  familyId?: string;
}

/** Signs an access token and stores a new refresh token: the login result of SPEC section 3. */
export async function issueSession({ db, tokens, user, familyId = randomUUID() }: IssueSessionInput) {
  const refreshToken = newRandomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  const claims = await buildTokenClaims({ db, user, sessionId: familyId });
  const { token, expiresAt } = await tokens.sign(claims);
  const result: LoginResponse = { accessToken: token, accessTokenExpiry: expiresAt.toISOString(), refreshToken };
  return { result, refreshTokenId: row!.id };
}

/**
 * Every refresh token of the family stops working, and so do its access tokens (the auth guard asks `sessions`,
 * which forgets the family here and tells the other processes). Not inside a transaction: the other processes
 * would ask the database again before the commit.
 */
export async function revokeFamily(
  { db, sessions }: { db: Database; sessions: LiveSessions },
  familyId: string,
  userId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        userId ? eq(refreshTokens.userId, userId) : undefined,
      ),
    );
  await sessions.ended(userId ? { familyId, userId } : { familyId });
}

/** Every session of the user ends (a new password); the caller tells `LiveSessions.ended` after the commit. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
