import { and, asc, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  providerAgeGroups,
  providerHolidays,
  providerHours,
  providerPrices,
  providers,
  type Database,
} from '@kinderly/db';
import {
  DEFAULT_PROVIDER_TYPE_IDS,
  type ProviderSearchItem,
  type ProviderSearchQuery,
  type ProviderSearchResult,
} from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { buildProviderSummaries, countAll, countRows, pageColumns, summaryStatement } from './provider-summaries.ts';
import {
  acceptingBookings,
  freeSpaceIn,
  lowestDailyPrice,
  metresFrom,
  searchable,
  withinBox,
  type Point,
} from './provider-sql.ts';
import { resolveSearchPoint } from './search-point.ts';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The WHERE of a search: the index's own predicate and box first, then the exact distance and the filters. */
function searchConditions(query: ProviderSearchQuery, center: Point): SQL[] {
  const metres = query.distanceKm * 1000;
  const conditions: SQL[] = [
    searchable,
    withinBox(center, metres),
    sql`${metresFrom(center)} <= ${metres}::float8`,
    acceptingBookings,
    inArray(providers.providerType, [...(query.providerTypes ?? DEFAULT_PROVIDER_TYPE_IDS)]),
  ];
  const ofProvider = (table: { providerId: AnyPgColumn }) => sql`${table.providerId} = ${providers.id}`;
  if (query.ageGroups?.length) {
    conditions.push(
      sql`exists (select 1 from ${providerAgeGroups} where ${ofProvider(providerAgeGroups)} and ${inArray(providerAgeGroups.ageGroupId, query.ageGroups)})`,
    );
  }
  if (query.careTypes?.length) {
    conditions.push(
      sql`exists (select 1 from ${providerPrices} where ${ofProvider(providerPrices)} and ${inArray(providerPrices.careTypeId, query.careTypes)})`,
    );
  }
  if (query.date) {
    conditions.push(
      sql`${providers.startDate} <= ${query.date}::date`,
      sql`exists (select 1 from ${providerHours} where ${ofProvider(providerHours)} and ${providerHours.weekday} = ${isoWeekday(query.date)})`,
      sql`not exists (select 1 from ${providerHolidays} where ${ofProvider(providerHolidays)} and ${providerHolidays.date} = ${query.date}::date)`,
      freeSpaceIn(query.ageGroups?.length ? query.ageGroups : undefined),
    );
  }
  if (query.minPrice !== undefined) conditions.push(sql`${lowestDailyPrice} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${lowestDailyPrice} <= ${query.maxPrice}`);
  // Every word must appear in the business name or the program statement, whatever the case.
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(providers.businessName, pattern), ilike(providers.programStatement, pattern))!);
  }
  return conditions;
}

function orderOf(sort: ProviderSearchQuery['sort'], center: Point): SQL[] {
  const distance = metresFrom(center);
  if (sort === 'price') return [sql`${lowestDailyPrice} asc nulls last`, asc(distance), asc(providers.id)];
  if (sort === 'newest') return [desc(providers.createdAt), desc(providers.id)];
  return [asc(distance), asc(providers.id)];
}

/** The page of a search as a subquery: ids in order, with the total. */
function searchPage(db: Database, query: ProviderSearchQuery, center: Point) {
  const order = orderOf(query.sort, center);
  return db
    .select({ id: providers.id, ...pageColumns(order) })
    .from(providers)
    .where(and(...searchConditions(query, center)))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The one statement of a search (exported so a test can EXPLAIN it). */
export function searchStatement(db: Database, query: ProviderSearchQuery, center: Point, viewerId: string) {
  return summaryStatement(db, searchPage(db, query, center).as('page'), { viewerId, from: center });
}

/**
 * GET /api/booking/getAllProviders: listed providers accepting bookings within `distanceKm` of the point, filtered,
 * sorted and paged. The database does the distance (ADR 020): `providers_earth_idx` narrows to a box, the exact
 * distance decides. One statement finds the page, its total and every item's details.
 */
export async function findProviders({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: ProviderSearchQuery;
}): Promise<ProviderSearchResult> {
  const center = await resolveSearchPoint(db, actor.userId, query);
  const page = await buildProviderSummaries(db, searchPage(db, query, center).as('page'), {
    viewerId: actor.userId,
    from: center,
  });
  const total =
    page.total ??
    (query.page > 1
      ? await countRows(
          db
            .select({ n: countAll })
            .from(providers)
            .where(and(...searchConditions(query, center))),
        )
      : 0);
  return {
    items: page.items.map((item): ProviderSearchItem => {
      // Guaranteed by the WHERE (a type among those asked for, coordinates, a distance); a null is a bug.
      if (item.providerType === null || item.latitude === null || item.longitude === null || item.distanceKm === null)
        throw new Error(`search item ${item.id} lacks a type, coordinates or a distance`);
      return {
        ...item,
        providerType: item.providerType,
        latitude: item.latitude,
        longitude: item.longitude,
        distanceKm: item.distanceKm,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    center,
  };
}
