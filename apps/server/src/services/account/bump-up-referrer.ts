import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { BumpUpReferrerResponse } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';

/**
 * Credits the person who referred the signed-in user, once. The credit (referralCount) is what moves a
 * referrer up the waitlist queue when that arrives.
 */
export async function bumpUpReferrerForUser({ db, actor }: ActorInput): Promise<BumpUpReferrerResponse> {
  const user = await requireActorUser(db, actor.userId);
  return db.transaction(async (tx) => {
    // The condition on referrer_credited_at makes a second call, even a concurrent one, a no-op.
    const marked = await tx
      .update(users)
      .set({ referrerCreditedAt: new Date() })
      .where(and(eq(users.id, user.id), isNotNull(users.referrerId), isNull(users.referrerCreditedAt)))
      .returning({ referrerId: users.referrerId });
    const referrerId = marked[0]?.referrerId;
    if (!referrerId) return { bumped: false, referrerId: user.referrerId };
    await tx
      .update(users)
      .set({ referralCount: sql`${users.referralCount} + 1` })
      .where(eq(users.id, referrerId));
    return { bumped: true, referrerId };
  });
}
