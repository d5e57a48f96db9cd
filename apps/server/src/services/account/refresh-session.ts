import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '@kinderly/db';
import type { LoginResponse, RefreshRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps } from './deps.ts';
import { findUserById } from './find-user.ts';
import { hashToken, issueSession, revokeFamily } from './session-tokens.ts';

const refused = () => AppError.unauthorized('The session has ended. Please sign in again.');

export interface RefreshSessionInput extends Pick<AccountDeps, 'db' | 'tokens' | 'sessions'> {
  input: RefreshRequest;
}

/**
 * Rotates the refresh token (SPEC section 4). The access token may have expired but must be ours and
 * belong to the same user. A refresh token that was already rotated is a stolen or replayed copy: the
 * whole family is revoked, so whoever holds its newest token must sign in again too.
 */
export async function refreshSession({ db, tokens, sessions, input }: RefreshSessionInput): Promise<LoginResponse> {
  const claims = await tokens.verifyIgnoringExpiry(input.accessToken);
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)));
  if (!row || row.userId !== claims.sub || row.revokedAt) throw refused();
  if (row.usedAt) {
    await revokeFamily({ db, sessions }, row.familyId);
    throw refused();
  }
  if (row.expiresAt <= new Date()) throw refused();
  const user = await findUserById(db, row.userId);
  if (!user) throw refused();

  const outcome = await db.transaction(async (tx) => {
    // Claiming with a condition makes a concurrent second use of the same token lose, as reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    const next = await issueSession({ db: tx, tokens, user, familyId: row.familyId });
    await tx.update(refreshTokens).set({ replacedById: next.refreshTokenId }).where(eq(refreshTokens.id, row.id));
    return next.result;
  });
  if (!outcome) {
    await revokeFamily({ db, sessions }, row.familyId);
    throw refused();
  }
  return outcome;
}
