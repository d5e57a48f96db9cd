import { createHash } from 'node:crypto';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { providerHolidays, providerHours, providers, type Database } from '@kinderly/db';
import {
  DEFAULT_PROVIDER_TYPE_IDS,
  SEARCH_COUNT_AHEAD,
  type ProviderSearchItem,
  type ProviderSearchQuery,
  type ProviderSearchResult,
} from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { countAll, pageColumns, summaryPageOf, summaryStatement } from '../../lib/provider-list/provider-summaries.ts';
import {
  acceptingBookings,
  chordTo,
  earthBoxOf,
  earthCubeOf,
  freeSpaceIn,
  lowestDailyPrice,
  metresFrom,
  searchable,
  withinEarthBox,
  type Point,
} from '../../lib/provider-list/provider-sql.ts';
import { resolveSearchPoint } from './search-point.ts';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const wordsOf = (q: string | undefined) => q?.split(/\s+/).filter(Boolean) ?? [];

/**
 * What decides the text of a search statement: at most 3 x 2^6 shapes. Everything else travels as parameters,
 * so each shape is built, parsed and planned once and then only executed (a named prepared statement on
 * PostgreSQL, kept by each pooled connection).
 */
interface SearchShape {
  sort: ProviderSearchQuery['sort'];
  ageGroups: boolean;
  careTypes: boolean;
  date: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  words: boolean;
}

const shapeOf = (query: ProviderSearchQuery): SearchShape => ({
  sort: query.sort,
  ageGroups: Boolean(query.ageGroups?.length),
  careTypes: Boolean(query.careTypes?.length),
  date: query.date !== undefined,
  minPrice: query.minPrice !== undefined,
  maxPrice: query.maxPrice !== undefined,
  words: wordsOf(query.q).length > 0,
});

/** The parameters of a search, by placeholder name. */
function valuesOf(query: ProviderSearchQuery, center: Point, viewerId: string) {
  const offset = (query.page - 1) * query.pageSize;
  return {
    lat: center.latitude,
    lng: center.longitude,
    earth: earthCubeOf(center),
    box: earthBoxOf(center, query.distanceKm * 1000),
    metres: query.distanceKm * 1000,
    types: [...(query.providerTypes ?? DEFAULT_PROVIDER_TYPE_IDS)],
    ageGroups: query.ageGroups ?? [],
    careTypes: query.careTypes ?? [],
    date: query.date ?? null,
    weekday: query.date ? isoWeekday(query.date) : null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    words: wordsOf(query.q).map((word) => `%${escapeLike(word)}%`),
    viewerId,
    limit: query.pageSize,
    offset,
    cap: offset + SEARCH_COUNT_AHEAD,
  };
}

const $ = sql.placeholder;
const CENTER = { latitude: $('lat'), longitude: $('lng') };

/** The WHERE of a search: the index's own predicate and box first, then the exact distance and the filters. */
function searchConditions(shape: SearchShape): SQL[] {
  const conditions: SQL[] = [
    searchable,
    withinEarthBox($('box')),
    sql`${metresFrom(CENTER)} <= ${$('metres')}::float8`,
    acceptingBookings,
    sql`${providers.providerType} = any(${$('types')})`,
  ];
  const ofProvider = (table: { providerId: AnyPgColumn }) => sql`${table.providerId} = ${providers.id}`;
  // Any of the groups or care types asked for: the arrays kept on the row (migration 0009), no child row read.
  if (shape.ageGroups) conditions.push(sql`${providers.searchAgeGroups} && ${$('ageGroups')}::integer[]`);
  if (shape.careTypes) conditions.push(sql`${providers.searchCareTypes} && ${$('careTypes')}::integer[]`);
  if (shape.date) {
    conditions.push(
      sql`${providers.startDate} <= ${$('date')}::date`,
      sql`exists (select 1 from ${providerHours} where ${ofProvider(providerHours)} and ${providerHours.weekday} = ${$('weekday')})`,
      sql`not exists (select 1 from ${providerHolidays} where ${ofProvider(providerHolidays)} and ${providerHolidays.date} = ${$('date')}::date)`,
      freeSpaceIn($('date'), shape.ageGroups ? $('ageGroups') : undefined),
    );
  }
  if (shape.minPrice) conditions.push(sql`${lowestDailyPrice} >= ${$('minPrice')}`);
  if (shape.maxPrice) conditions.push(sql`${lowestDailyPrice} <= ${$('maxPrice')}`);
  // Every word must appear in the business name or the program statement, whatever the case. The words travel
  // as one array, so their number does not make another statement to prepare.
  if (shape.words) {
    conditions.push(sql`not exists (select 1 from unnest(${$('words')}::text[]) as word(pattern)
      where not (coalesce(${providers.businessName}, '') ilike word.pattern
        or coalesce(${providers.programStatement}, '') ilike word.pattern))`);
  }
  return conditions;
}

function orderOf(sort: SearchShape['sort']): SQL[] {
  const distance = metresFrom(CENTER);
  if (sort === 'price') return [sql`${lowestDailyPrice} asc nulls last`, asc(distance), asc(providers.id)];
  if (sort === 'newest') return [desc(providers.createdAt), desc(providers.id)];
  return [asc(distance), asc(providers.id)];
}

/**
 * The page of a distance search: the index hands out matches nearest first (`<->`), and the scan stops after `cap`
 * of them (and those tied with the last, so every position up to the cap is exact); they are counted and paged by
 * their distance, then id. Fewer than `cap` found means every match was counted.
 */
function nearestPage(db: Database, shape: SearchShape) {
  const chord = chordTo($('earth'));
  const nearest = db
    .select({ id: providers.id, chord: chord.as('chord') })
    .from(providers)
    .where(and(...searchConditions(shape)))
    .orderBy(chord)
    // Drizzle has no FETCH ... WITH TIES; it writes this after the ORDER BY as the OFFSET clause.
    .offset(sql`0 rows fetch first ${$('cap')} rows with ties` as unknown as number)
    .as('nearest');
  const order = [asc(nearest.chord), asc(nearest.id)];
  return db
    .select({ id: nearest.id, ...pageColumns(order) })
    .from(nearest)
    .orderBy(...order)
    .limit($('limit'))
    .offset($('offset'))
    .as('page');
}

/** The one statement of a search: the page (ids, positions, total) as a subquery, read into summaries. */
export function searchStatement(db: Database, shape: SearchShape) {
  if (shape.sort === 'distance')
    return summaryStatement(db, nearestPage(db, shape), { viewerId: $('viewerId'), from: CENTER });
  const order = orderOf(shape.sort);
  const page = db
    .select({ id: providers.id, ...pageColumns(order) })
    .from(providers)
    .where(and(...searchConditions(shape)))
    .orderBy(...order)
    .limit($('limit'))
    .offset($('offset'))
    .as('page');
  return summaryStatement(db, page, { viewerId: $('viewerId'), from: CENTER });
}

/** A search's total when its page came back empty (a page past the end). */
const countStatement = (db: Database, shape: SearchShape) =>
  db
    .select({ n: countAll })
    .from(providers)
    .where(and(...searchConditions(shape)));

/** Prepared statements by database and shape, named after their text (the same text gets the same name). */
const prepared = new WeakMap<Database, Map<string, { search: PreparedSearch; count: PreparedCount }>>();
type PreparedSearch = ReturnType<ReturnType<typeof searchStatement>['prepare']>;
type PreparedCount = ReturnType<ReturnType<typeof countStatement>['prepare']>;

function preparedFor(db: Database, shape: SearchShape) {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statements = byShape.get(key);
  if (!statements) {
    const name = (statement: { toSQL(): { sql: string } }, kind: string) =>
      `${kind}_${createHash('sha256').update(statement.toSQL().sql).digest('hex').slice(0, 24)}`;
    const search = searchStatement(db, shape);
    const count = countStatement(db, shape);
    statements = { search: search.prepare(name(search, 'search')), count: count.prepare(name(count, 'search_count')) };
    byShape.set(key, statements);
  }
  return statements;
}

/**
 * GET /api/booking/getAllProviders: listed providers accepting bookings within `distanceKm` of the point, filtered,
 * sorted and paged. The database does the distance (ADR 020): `providers_earth_idx` narrows to a box, the exact
 * distance decides. One prepared statement finds the page, its total and every item's details.
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
  const statements = preparedFor(db, shapeOf(query));
  const values = valuesOf(query, center, actor.userId);
  const page = summaryPageOf(await statements.search.execute(values));
  const counted = page.total ?? (query.page > 1 ? ((await statements.count.execute(values))[0]?.n ?? 0) : 0);
  // Only the distance sort stops counting (at `cap`, a little more with ties); the others read every match.
  const totalIsLowerBound = query.sort === 'distance' && page.total !== null && counted >= values.cap;
  const total = totalIsLowerBound ? values.cap : counted;
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
    totalIsLowerBound,
    page: query.page,
    pageSize: query.pageSize,
    center,
  };
}

export { shapeOf, valuesOf };
