import { and, eq, sql, type SQL } from 'drizzle-orm';
import { providers, searchAlertMatches, users, type Database } from '@kinderly/db';
import { displayNameOf } from '../../lib/provider-list/provider-summaries.ts';
import { acceptingBookings, metresFrom, searchable, withinBox } from '../../lib/provider-list/provider-sql.ts';

/** What an alert asks for: the fields of a `search_alerts` row the match needs. */
export interface AlertCriteria {
  latitude: number;
  longitude: number;
  distanceKm: number;
  ageGroups: number[];
  careTypes: number[];
  providerTypes: number[];
}

export interface MatchedProvider {
  id: string;
  name: string;
  metres: number;
}

// Whole numbers only (the schema's ids), so the literal cannot carry anything else.
const intArray = (ids: number[]) => sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::integer[]`);

/**
 * The providers a search with these criteria finds today (ADR 020: listed, accepting bookings, within the
 * distance of the public point), nearest first; with `alertId`, only those the alert has not recorded yet.
 * An empty list of age groups or care types means any.
 */
export async function findAlertMatches(
  db: Pick<Database, 'select'>,
  alert: AlertCriteria,
  options: { alertId?: string } = {},
): Promise<MatchedProvider[]> {
  const point = { latitude: alert.latitude, longitude: alert.longitude };
  const metres = alert.distanceKm * 1000;
  const distance = metresFrom(point);
  const conditions: SQL[] = [
    searchable,
    withinBox(point, metres),
    sql`${distance} <= ${metres}::float8`,
    acceptingBookings,
    sql`${providers.providerType} = any(${intArray(alert.providerTypes)})`,
  ];
  if (alert.ageGroups.length > 0) conditions.push(sql`${providers.searchAgeGroups} && ${intArray(alert.ageGroups)}`);
  if (alert.careTypes.length > 0) conditions.push(sql`${providers.searchCareTypes} && ${intArray(alert.careTypes)}`);
  if (options.alertId) {
    conditions.push(sql`not exists (select 1 from ${searchAlertMatches}
      where ${searchAlertMatches.alertId} = ${options.alertId} and ${searchAlertMatches.providerId} = ${providers.id})`);
  }
  const rows = await db
    .select({
      id: providers.id,
      businessName: providers.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      metres: sql<number>`${distance}`.mapWith(Number),
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(...conditions))
    .orderBy(distance, providers.id);
  return rows.map((row) => ({
    id: row.id,
    name: displayNameOf(row.businessName, row.firstName ?? '', row.lastName ?? ''),
    metres: row.metres,
  }));
}
