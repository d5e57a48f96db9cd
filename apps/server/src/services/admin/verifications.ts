import { and, count, desc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import { providerBadges, providerFiles, providers, users, type Database } from '@kinderly/db';
import {
  QUALIFICATION_NAMES,
  type AdminVerificationProvider,
  type AdminVerificationsQuery,
  type AdminVerificationsResponse,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { proofWaiting } from './summary.ts';

/**
 * Badge verification (issue 18): the providers whose qualification proofs wait for the administrator, the most
 * waiting first. The proofs themselves and the activate flags are the provider enrolment's own calls (getBadges
 * and activateQualification with `providerId`), so there is one place that reads and changes a badge.
 */

// Per provider: qualification proofs waiting and verified, and when the newest proof was uploaded.
function badgeStats(db: Database) {
  return db
    .select({
      providerId: providerBadges.providerId,
      waiting: sql<number>`count(*) filter (where ${proofWaiting})`.mapWith(Number).as('waiting'),
      verified: sql<number>`count(*) filter (where ${providerBadges.activate})`.mapWith(Number).as('verified'),
      lastUploadAt: max(providerFiles.createdAt).as('last_upload_at'),
    })
    .from(providerBadges)
    .leftJoin(providerFiles, eq(providerFiles.fileId, providerBadges.fileId))
    .where(and(eq(providerBadges.has, true), inArray(providerBadges.name, [...QUALIFICATION_NAMES])))
    .groupBy(providerBadges.providerId)
    .as('badge_stats');
}

function selectProviders(db: Database) {
  const stats = badgeStats(db);
  const insuranceWaiting = sql<number>`(case when ${providers.insurancePolicyNumber} <> '' and not ${providers.insuranceActivate} then 1 else 0 end)`;
  const insuranceVerified = sql<number>`(case when ${providers.insuranceActivate} then 1 else 0 end)`;
  const waiting = sql<number>`(coalesce(${stats.waiting}, 0) + ${insuranceWaiting})`.mapWith(Number);
  const verified = sql<number>`(coalesce(${stats.verified}, 0) + ${insuranceVerified})`.mapWith(Number);
  const fields = {
    providerId: providers.id,
    userId: providers.userId,
    businessName: providers.businessName,
    ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    email: users.email,
    waiting,
    verified,
    lastUploadAt: stats.lastUploadAt,
  };
  return { stats, waiting, verified, fields };
}

const toItem = (row: {
  providerId: string;
  userId: string;
  businessName: string | null;
  ownerName: string;
  email: string;
  waiting: number;
  verified: number;
  lastUploadAt: Date | string | null;
}): AdminVerificationProvider => ({
  ...row,
  // A max() in a subquery comes back as text from the driver, a Date from the column.
  lastUploadAt: row.lastUploadAt === null ? null : new Date(row.lastUploadAt).toISOString(),
});

export async function listVerifications(
  db: Database,
  query: AdminVerificationsQuery,
): Promise<AdminVerificationsResponse> {
  const { stats, waiting, verified, fields } = selectProviders(db);
  const where = query.state === 'waiting' ? gt(waiting, 0) : or(gt(waiting, 0), gt(verified, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select(fields)
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .leftJoin(stats, eq(stats.providerId, providers.id))
      .where(where)
      .orderBy(desc(waiting), sql`${stats.lastUploadAt} asc nulls last`, providers.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(providers).leftJoin(stats, eq(stats.providerId, providers.id)).where(where),
  ]);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** One provider's line of the list, for the head of its verification page; an unknown provider is 404. */
export async function getVerification(db: Database, providerId: string): Promise<AdminVerificationProvider> {
  const { stats, fields } = selectProviders(db);
  const [row] = await db
    .select(fields)
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(stats, eq(stats.providerId, providers.id))
    .where(eq(providers.id, providerId));
  if (!row) throw AppError.notFound('There is no provider with this id.');
  return toItem(row);
}
