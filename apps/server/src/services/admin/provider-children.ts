import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  childGuardians,
  children,
  daycareOrders,
  providers,
  users,
  waitlistRequests,
  type Database,
} from '@kinderly/db';
import { WAITLIST_ACTIVE_STATUSES, type AdminProviderChildrenResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * SPEC section 7 "GET children of a provider (userId)" (issue 18): the children with bookings (drafts left out) or
 * an active waitlist entry at the provider the user owns, with their guardians. A view of children's records, so it
 * is written to the audit log. A user who owns no provider is 404.
 */
export async function listProviderChildren(input: {
  db: Database;
  actor: Actor;
  userId: string;
  ip: string | undefined;
}): Promise<AdminProviderChildrenResponse> {
  const { db } = input;
  const [provider] = await db
    .select({ providerId: providers.id, userId: providers.userId, businessName: providers.businessName })
    .from(providers)
    .where(eq(providers.userId, input.userId));
  if (!provider) throw AppError.notFound('This user has no childcare business.');
  const today = sql`current_date`;
  const [booked, waiting] = await Promise.all([
    db
      .select({
        childId: daycareOrders.childId,
        n: count(),
        next: sql<string | null>`(min(${daycareOrders.careDate}) filter (where ${daycareOrders.careDate} >= ${today}
          and ${daycareOrders.status} in ('requested', 'approved')))::text`,
      })
      .from(daycareOrders)
      .where(and(eq(daycareOrders.providerId, provider.providerId), ne(daycareOrders.status, 'draft')))
      .groupBy(daycareOrders.childId),
    db
      .select({ childId: waitlistRequests.childId, status: waitlistRequests.status })
      .from(waitlistRequests)
      .where(
        and(
          eq(waitlistRequests.providerId, provider.providerId),
          inArray(waitlistRequests.status, [...WAITLIST_ACTIVE_STATUSES]),
        ),
      ),
  ]);
  const childIds = [...new Set([...booked.map((row) => row.childId), ...waiting.map((row) => row.childId)])];
  const [kids, guardians] =
    childIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: children.id,
              firstName: children.firstName,
              lastName: children.lastName,
              dateOfBirth: children.dateOfBirth,
            })
            .from(children)
            .where(inArray(children.id, childIds))
            .orderBy(asc(children.firstName), asc(children.lastName)),
          db
            .select({
              childId: childGuardians.childId,
              userId: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
            })
            .from(childGuardians)
            .innerJoin(users, eq(users.id, childGuardians.userId))
            .where(inArray(childGuardians.childId, childIds)),
        ]);
  await recordAudit(db, {
    actor: input.actor,
    action: 'provider.children.view',
    targetType: 'user',
    targetId: input.userId,
    ip: input.ip,
    details: { children: childIds.length },
  });
  return {
    provider,
    items: kids.map((kid) => {
      const bookings = booked.find((row) => row.childId === kid.id);
      return {
        ...kid,
        dateOfBirth: String(kid.dateOfBirth),
        guardians: guardians
          .filter((guardian) => guardian.childId === kid.id)
          .map((guardian) => ({
            userId: guardian.userId,
            name: `${guardian.firstName} ${guardian.lastName}`.trim(),
            email: guardian.email,
          })),
        bookings: Number(bookings?.n ?? 0),
        nextCareDate: bookings?.next ?? null,
        waitlistStatus: waiting.find((row) => row.childId === kid.id)?.status ?? null,
      };
    }),
  };
}
