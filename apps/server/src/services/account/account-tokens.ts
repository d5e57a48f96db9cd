import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountTokens, type AccountTokenPurpose, type Database } from '@kinderly/db';
import { hashToken, newRandomToken } from './session-tokens.ts';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'confirm-email': 48 * 60 * 60_000,
  'reset-password': 60 * 60_000,
};

/** A new single-use e-mail token; earlier unused ones of the same purpose stop working. Returns the raw token. */
export async function issueAccountToken(db: Database, userId: string, purpose: AccountTokenPurpose): Promise<string> {
  const token = newRandomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Uses the token up if it is the user's, of this purpose, unused and unexpired. One conditional update,
 * so two requests racing with the same link cannot both succeed.
 */
export async function consumeAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ id: accountTokens.id });
  return used.length === 1;
}
