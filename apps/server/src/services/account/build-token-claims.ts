import { sql } from 'drizzle-orm';
import { childGuardians, childQueueEntries, creditCards, type Database, type UserRow } from '@kinderly/db';
import { RoleSchema, type TokenClaims } from '@kinderly/shared';

export interface BuildTokenClaimsInput {
  db: Database;
  user: UserRow;
  sessionId: string;
}

/**
 * The claims of SPEC section 3, computed in this one place: children, saved cards and the general queue are
 * counted here (the navigation rule "no card -> payment-info" reads the counts); auto-login comes later.
 */
export async function buildTokenClaims({ db, user, sessionId }: BuildTokenClaimsInput): Promise<TokenClaims> {
  // One round trip: the children the user is an accepted guardian of, the saved cards, and the best place in
  // the general queue among the user's children (0 when none is queued).
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${childGuardians} g where g.user_id = ${user.id} and g.accepted) as children,
      (select count(*)::int from ${creditCards} c where c.user_id = ${user.id}) as cards,
      (select count(*)::int from ${childQueueEntries} q2 where q2.position <= (
        select min(q.position) from ${childQueueEntries} q
        join ${childGuardians} g on g.child_id = q.child_id and g.user_id = ${user.id} and g.accepted
      )) as queue`);
  const counts = (result as unknown as { rows: { children: number; cards: number; queue: number }[] }).rows[0];
  return {
    sub: user.id,
    role: RoleSchema.parse(user.currentRole),
    isTemporary: user.isTemporary,
    childrenCount: Number(counts?.children ?? 0),
    creditCardsCount: Number(counts?.cards ?? 0),
    registrationComplete: user.registrationComplete,
    autoLoginRole: null,
    autoLoginUrl: null,
    email: user.email,
    numberInQueue: Number(counts?.queue ?? 0),
    sid: sessionId,
  };
}
