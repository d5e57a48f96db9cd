import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { ReferralsQuery, ReferralsResponse } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';

/**
 * getReferrals: who registered through the signed-in user's link, newest first. A referrer learns a first name,
 * an initial and a date, nothing that would let them reach the person outside the site (ADR 027: deleted
 * accounts are gone from it too).
 */
export async function getReferrals({
  db,
  actor,
  query,
}: ActorInput & { query: ReferralsQuery }): Promise<ReferralsResponse> {
  const user = await requireActorUser(db, actor.userId);
  const mine = and(eq(users.referrerId, user.id), isNull(users.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
      .from(users)
      .where(mine)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      firstName: row.firstName,
      lastInitial: row.lastName.trim().charAt(0).toUpperCase(),
      joinedAt: row.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
