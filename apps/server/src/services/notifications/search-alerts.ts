import { and, count, desc, eq, sql } from 'drizzle-orm';
import { searchAlertMatches, searchAlerts, users, type Database } from '@kinderly/db';
import {
  MAX_ACTIVE_SEARCH_ALERTS,
  SEARCH_ALERT_MESSAGES,
  type CreatedSearchAlert,
  type CreateSearchAlert,
  type SearchAlert,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { findAlertMatches } from './search-alert-sql.ts';

type AlertRow = typeof searchAlerts.$inferSelect;

function toSearchAlert(row: AlertRow, announced: number): SearchAlert {
  return {
    id: row.id,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distanceKm,
    ageGroups: row.ageGroups,
    careTypes: row.careTypes,
    providerTypes: row.providerTypes,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    announced,
  };
}

// The matches recorded at creation carry the alert's own created_at: only later ones were announced.
const announcedCount =
  sql<number>`count(${searchAlertMatches.providerId}) filter (where ${searchAlertMatches.announcedAt} > ${searchAlerts.createdAt})`.mapWith(
    Number,
  );

/** The person's active alerts, newest first, each with how many providers it announced so far. */
export async function listSearchAlerts(db: Database, userId: string): Promise<SearchAlert[]> {
  const rows = await db
    .select({ alert: searchAlerts, announced: announcedCount })
    .from(searchAlerts)
    .leftJoin(searchAlertMatches, eq(searchAlertMatches.alertId, searchAlerts.id))
    .where(and(eq(searchAlerts.userId, userId), eq(searchAlerts.active, true)))
    .groupBy(searchAlerts.id)
    .orderBy(desc(searchAlerts.createdAt), desc(searchAlerts.id));
  return rows.map((row) => toSearchAlert(row.alert, row.announced));
}

/**
 * Saves an alert and records every provider it matches now, so the check announces only those that come later.
 * The person's row is locked first: two saves at once cannot both pass the limit.
 */
export async function createSearchAlert(
  db: Database,
  userId: string,
  input: CreateSearchAlert,
  now: Date,
): Promise<CreatedSearchAlert> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(searchAlerts)
      .where(and(eq(searchAlerts.userId, userId), eq(searchAlerts.active, true)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_SEARCH_ALERTS) {
      throw new AppError('CONFLICT', SEARCH_ALERT_MESSAGES.tooMany, {
        errors: { Alerts: [SEARCH_ALERT_MESSAGES.tooMany] },
      });
    }
    const [row] = await tx
      .insert(searchAlerts)
      .values({ userId, ...input, createdAt: now })
      .returning();
    const alert = row!;
    const matches = await findAlertMatches(tx, alert);
    if (matches.length > 0) {
      await tx
        .insert(searchAlertMatches)
        .values(matches.map((match) => ({ alertId: alert.id, providerId: match.id, announcedAt: now })))
        .onConflictDoNothing();
    }
    return { alert: toSearchAlert(alert, 0), matchingNow: matches.length };
  });
}

/** Stops one of the person's alerts; another person's, or one stopped already, is a 404. */
export async function stopSearchAlert(db: Database, userId: string, alertId: string): Promise<void> {
  const stopped = await db
    .update(searchAlerts)
    .set({ active: false })
    .where(and(eq(searchAlerts.id, alertId), eq(searchAlerts.userId, userId), eq(searchAlerts.active, true)))
    .returning({ id: searchAlerts.id });
  if (stopped.length === 0) throw AppError.notFound(SEARCH_ALERT_MESSAGES.notFound);
}
