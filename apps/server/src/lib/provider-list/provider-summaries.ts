import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { providerBadges, providerFavourites, providers, users, type Database } from '@kinderly/db';
import {
  API_PATHS,
  QUALIFICATION_NAMES,
  type AgeGroupId,
  type CareTypeId,
  type ProviderSummary,
  type ProviderTypeId,
} from '@kinderly/shared';
import {
  lowestDailyPrice,
  metresFrom,
  publicLatitude,
  publicLongitude,
  type Point,
  type PointValue,
  type Value,
} from './provider-sql.ts';

/** Distance for people: kilometres with one decimal. */
export const kilometres = (metres: number) => Math.round(metres / 100) / 10;

/** The business name, or the person's first name and last initial when the provider gave none. */
export function displayNameOf(businessName: string | null, firstName: string, lastName: string): string {
  const name = businessName?.trim();
  if (name) return name;
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/**
 * The columns a list statement selects for its page: the rank of each row in the list's order and the number of
 * rows in the whole list (both computed over every row the WHERE keeps, before LIMIT and OFFSET).
 */
export const pageColumns = (order: SQL[]) => ({
  position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
  total: sql<number>`count(*) over ()`.as('total'),
});

export const countAll = sql<number>`count(*)`.mapWith(Number);

/** The count of a `select({ n: countAll })` statement: what a list's total is when its page came back empty. */
export async function countRows(statement: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await statement;
  return row?.n ?? 0;
}

/** A page of a list as a subquery (`.as('page')`): provider ids with their position and the list's total. */
export type ProviderPage = SubqueryWithSelection<
  { id: typeof providers.id; position: SQL.Aliased<number>; total: SQL.Aliased<number> },
  string
>;

export interface SummaryPage {
  items: ProviderSummary[];
  /** Null when the page is empty: past the end, or an empty list (the caller counts if it must know). */
  total: number | null;
}

/**
 * The statement that reads a page of providers' summaries: the page subquery picks the ids; the age groups, care
 * types and lowest daily price are columns of the providers row (migration 0009), the badges, favourite flag and
 * picture come from a subquery per row of the page over primary-key indexes. Coordinates are always the
 * public, snapped ones; `from` gives the distance (null without it), `viewerId` the favourite flag.
 */
export function summaryStatement(
  db: Database,
  page: ProviderPage,
  { viewerId, from }: { viewerId: Value; from: PointValue | null },
) {
  return db
    .select({
      id: providers.id,
      userId: providers.userId,
      businessName: providers.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      providerType: providers.providerType,
      city: providers.city,
      province: providers.province,
      latitude: publicLatitude,
      longitude: publicLongitude,
      metres: from ? metresFrom(from) : sql<null>`null`,
      dailyPriceCents: lowestDailyPrice,
      ageGroups: providers.searchAgeGroups,
      careTypes: providers.searchCareTypes,
      badges: sql<string[]>`array(select ${providerBadges.name} from ${providerBadges}
        where ${providerBadges.providerId} = ${providers.id} and ${providerBadges.has} and ${providerBadges.activate})`,
      photoFileId: sql<string | null>`coalesce(${providers.fileBackground1}, ${providers.fileBackground2},
        ${providers.fileBackground3}, ${providers.fileBackground4})`,
      favourite: sql<boolean>`exists (select 1 from ${providerFavourites}
        where ${providerFavourites.userId} = ${viewerId} and ${providerFavourites.providerId} = ${providers.id})`,
      createdAt: providers.createdAt,
      total: page.total,
    })
    .from(page)
    .innerJoin(providers, eq(providers.id, page.id))
    .innerJoin(users, eq(users.id, providers.userId))
    .orderBy(asc(page.position));
}

/**
 * The summaries of a page of providers, in one statement whatever the page size. Search, favourites and the
 * provider list all build their items here.
 */
export async function buildProviderSummaries(
  db: Database,
  page: ProviderPage,
  options: { viewerId: string; from: Point | null },
): Promise<SummaryPage> {
  return summaryPageOf(await summaryStatement(db, page, options));
}

/** The rows of a summary statement as the API answers them. */
export function summaryPageOf(rows: Awaited<ReturnType<typeof summaryStatement>>): SummaryPage {
  return {
    total: rows.length ? Number(rows[0]!.total) : null,
    items: rows.map((row) => {
      // Only qualifications count as badges: the vulnerable sector check has no activate flag (SPEC section 3).
      const badges = new Set(row.badges);
      return {
        id: row.id,
        userId: row.userId,
        displayName: displayNameOf(row.businessName, row.firstName, row.lastName),
        providerType: row.providerType as ProviderTypeId | null,
        area: { neighbourhood: null, city: row.city, province: row.province },
        distanceKm: row.metres === null ? null : kilometres(Number(row.metres)),
        latitude: row.latitude === null ? null : Number(row.latitude),
        longitude: row.longitude === null ? null : Number(row.longitude),
        dailyPriceCents: row.dailyPriceCents === null ? null : Number(row.dailyPriceCents),
        ageGroups: row.ageGroups.map(Number) as AgeGroupId[],
        careTypes: row.careTypes.map(Number) as CareTypeId[],
        badges: QUALIFICATION_NAMES.filter((name) => badges.has(name)),
        photoUrl: row.photoFileId ? API_PATHS.files.file.replace('{id}', row.photoFileId) : null,
        favourite: Boolean(row.favourite),
        createdAt: new Date(row.createdAt).toISOString(),
      };
    }),
  };
}
