import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { providerAgeGroups, providerAvailableSpaces, providerDaySpaces, providers } from '@kinderly/db';
import { PUBLIC_COORDINATE_GRID_DEGREES } from '@kinderly/shared';

/** SQL pieces every provider list shares: where a provider is shown to be, its distance, its lowest price. */

export interface Point {
  latitude: number;
  longitude: number;
}

/** A value in a statement: itself, or a placeholder filled when a prepared statement runs. */
export type Value = number | string | Placeholder;
export interface PointValue {
  latitude: Value;
  longitude: Value;
}

/**
 * The predicate of the partial GiST index `providers_earth_idx` (migration 0008), written out so the planner
 * can prove the index applies: a listed provider with both coordinates.
 */
export const searchable = sql`${providers.isListed} and ${providers.latitude} is not null and ${providers.longitude} is not null`;

/**
 * At least one free space in an age group the provider accepts (one of the array `ageGroups` names, if any).
 * Bookings do not exist yet, so a free space is `spaces > 0`: the booking issue subtracts the children booked for
 * the day here.
 */
export const freeSpaceIn = (date: Placeholder, ageGroups?: Placeholder) => sql`exists (
  select 1 from ${providerAvailableSpaces}
  join ${providerAgeGroups} on ${providerAgeGroups.providerId} = ${providerAvailableSpaces.providerId}
    and ${providerAgeGroups.ageGroupId} = ${providerAvailableSpaces.ageGroupId}
  left join ${providerDaySpaces} on ${providerDaySpaces.providerId} = ${providerAvailableSpaces.providerId}
    and ${providerDaySpaces.ageGroupId} = ${providerAvailableSpaces.ageGroupId} and ${providerDaySpaces.careDate} = ${date}::date
  where ${providerAvailableSpaces.providerId} = ${providers.id}
    and ${providerAvailableSpaces.spaces} > coalesce(${providerDaySpaces.taken}, 0)
  ${ageGroups === undefined ? sql`` : sql`and ${providerAvailableSpaces.ageGroupId} = any(${ageGroups})`})`;

/**
 * Accepting bookings (ADR 020): a start date and a free space in an accepted age group, read from the providers
 * row (`search_free_age_groups`, kept by the triggers of migration 0009) rather than the child tables.
 */
export const acceptingBookings = sql`${providers.acceptingBookings} and ${providers.startDate} is not null and ${providers.searchFreeAgeGroups} <> '{}'::integer[]`;

// The grid in millionths of a degree (3,000): k * 3000 / 1e6 is the double nearest to k grid steps, the value
// toPublicCoordinate gives in JavaScript (it snaps, then keeps six decimals); floor(x + 0.5) is Math.round.
const GRID_MICRODEGREES = Math.round(PUBLIC_COORDINATE_GRID_DEGREES * 1e6);
const snapped = (column: AnyPgColumn) =>
  sql<number>`floor(${column} / ${sql.raw(String(PUBLIC_COORDINATE_GRID_DEGREES))} + 0.5) * ${sql.raw(String(GRID_MICRODEGREES))} / 1000000`;

/** The public point of a provider: its coordinates snapped to the grid of toPublicCoordinate (ADR 020). */
export const publicLatitude = snapped(providers.latitude);
export const publicLongitude = snapped(providers.longitude);

/**
 * Great-circle metres between `point` and (lat, lng) on earthdistance's sphere (radius `earth()`): the value of
 * `earth_distance(ll_to_earth(point), ll_to_earth(lat, lng))` to within a micrometre. Written out because
 * PostgreSQL runs `ll_to_earth` and `sec_to_gc` as SQL functions it cannot inline here, about 3.5 µs a row
 * against 0.5 for this (ADR 020).
 */
const greatCircleMetres = (point: PointValue, lat: SQL, lng: SQL) => sql<number>`2 * earth() * asin(least(1, sqrt(
  power(sin(radians(${lat} - ${point.latitude}::float8) / 2), 2)
  + cos(radians(${lat})) * cos(radians(${point.latitude}::float8)) * power(sin(radians(${lng} - ${point.longitude}::float8) / 2), 2))))`;

/**
 * Metres from `point` to the provider's public (snapped) point: what parents see and what the distance filter
 * uses, so moving the search point finds the grid cell, not the house.
 */
export const metresFrom = (point: PointValue) => greatCircleMetres(point, publicLatitude, publicLongitude);

/** The public point on earthdistance's sphere: the expression `providers_earth_idx` is built on (migration 0012). */
const publicEarth = sql`ll_to_earth(${publicLatitude}, ${publicLongitude})`;
/**
 * The search point on the sphere, as a scalar subquery: PostgreSQL runs it once per statement (an InitPlan). Written
 * inline, a prepared statement's generic plan (used after five runs) evaluates the SQL function `ll_to_earth` of
 * the parameters again and again during the index scan: 2.0 ms against 1.1 ms a search at 10,000 providers, and
 * 743 against 1,291 searches a second from 20 clients (ADR 020, addendum of session 13).
 */
const earthOf = (point: PointValue) => sql`(select ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8))`;

/**
 * Providers whose public point may lie within `metres` of `point`, found through `providers_earth_idx`;
 * `metresFrom` then decides (earth_box is a cube, larger than the circle).
 */
export const withinBox = (point: PointValue, metres: Value) =>
  sql`(select earth_box(ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8), ${metres}::float8)) @> ${publicEarth}`;

/**
 * Distance from `point` to the public point as the index orders it (`<->` on cubes: the straight chord through
 * the sphere, which grows with the great-circle distance), so `order by` it reads the index nearest first.
 */
export const chordFrom = (point: PointValue) => sql<number>`${publicEarth} <-> ${earthOf(point)}`;

/** Lowest daily price in cents, null when the provider only has hourly prices (kept on the row, migration 0009). */
export const lowestDailyPrice = sql<number | null>`${providers.searchMinDailyPriceCents}`;
