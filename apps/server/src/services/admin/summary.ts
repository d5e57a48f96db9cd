import { and, count, countDistinct, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { daycareOrders, providerBadges, providers, users, type Database } from '@kinderly/db';
import { QUALIFICATION_NAMES, type AdminSummary } from '@kinderly/shared';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A qualification proof the administrator has not verified yet (the vulnerable sector check has no flag). */
export const proofWaiting = and(
  eq(providerBadges.has, true),
  isNotNull(providerBadges.fileId),
  eq(providerBadges.activate, false),
  inArray(providerBadges.name, [...QUALIFICATION_NAMES]),
)!;

/** An insurance policy number given and not verified. */
export const insuranceWaiting = and(ne(providers.insurancePolicyNumber, ''), eq(providers.insuranceActivate, false))!;

/** The index's counts (issue 18): four small counts, each read on its own index or a short scan. */
export async function getAdminSummary(db: Database, now: Date): Promise<AdminSummary> {
  const [[newUsers], [awaiting], [statuses]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(gt(users.createdAt, new Date(now.getTime() - WEEK_MS))),
    db
      .select({ n: countDistinct(providers.id) })
      .from(providers)
      .leftJoin(providerBadges, and(eq(providerBadges.providerId, providers.id), proofWaiting))
      .where(or(isNotNull(providerBadges.providerId), insuranceWaiting)),
    db
      .select({
        requested: sql<number>`count(*) filter (where ${daycareOrders.status} = 'requested')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${daycareOrders.status} = 'payment_failed')`.mapWith(Number),
      })
      .from(daycareOrders)
      .where(inArray(daycareOrders.status, ['requested', 'payment_failed'])),
  ]);
  return {
    newUsersThisWeek: Number(newUsers?.n ?? 0),
    providersAwaitingVerification: Number(awaiting?.n ?? 0),
    openBookingRequests: statuses?.requested ?? 0,
    failedPayments: statuses?.failed ?? 0,
  };
}
