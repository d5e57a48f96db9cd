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
 * Providers whose public point may lie within `metres` of `point`, found through `providers_earth_idx`;
 * `metresFrom` then decides (earth_box is a cube, larger than the circle).
 */
export const withinBox = (point: PointValue, metres: Value) =>
  sql`(select earth_box(ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8), ${metres}::float8)) @> ${publicEarth}`;

/** earthdistance's sphere: `earth()`, the radius in metres. */
const EARTH_METRES = 6378168;

/** The point as a unit vector from the sphere's centre (ll_to_earth's axes). */
function unitVectorOf(point: Point): [number, number, number] {
  const lat = (point.latitude * Math.PI) / 180;
  const lng = (point.longitude * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** `ll_to_earth(point)` computed here, as a cube literal: the point on earthdistance's sphere. */
export function earthCubeOf(point: Point): string {
  const [x, y, z] = unitVectorOf(point).map((coordinate) => EARTH_METRES * coordinate) as [number, number, number];
  return `(${x}, ${y}, ${z})`;
}

/** Metres the box of `earthBoxOf` is widened by on each side, far above the rounding of either side's arithmetic. */
const BOX_MARGIN_METRES = 1;

/**
 * The smallest box (a cube literal) holding every point of earthdistance's sphere within `metres` along the great
 * circle of `point`: the spherical cap around it. On each axis, a cap of angle t around a direction at angle a from
 * the axis reaches from R cos(min(pi, a + t)) to R cos(max(0, a - t)). `earth_box` (the cube of side two chords
 * around the point) holds the cap too, and much more of the sphere where the cap is tilted to the axes: 10 km
 * around Toronto among 10,000 seeded providers, 358 listed ones in earth_box against 200 in this box (160 within
 * 10 km), each read from the index and refused by the exact distance (ADR 020, addendum of session 19).
 * Computed here, a search's statement runs no SQL function of its parameters: `ll_to_earth` and `earth_box` are SQL
 * functions with a domain check, which PostgreSQL ran as InitPlans at about a fifth of a search's execution (ADR
 * 020, addendum of session 15).
 */
export function earthBoxOf(point: Point, metres: number): string {
  const angle = Math.max(0, metres) / EARTH_METRES;
  const low: number[] = [];
  const high: number[] = [];
  for (const coordinate of unitVectorOf(point)) {
    const fromAxis = Math.acos(Math.min(1, Math.max(-1, coordinate)));
    low.push(EARTH_METRES * Math.cos(Math.min(Math.PI, fromAxis + angle)) - BOX_MARGIN_METRES);
    high.push(EARTH_METRES * Math.cos(Math.max(0, fromAxis - angle)) + BOX_MARGIN_METRES);
  }
  return `(${low.join(', ')}),(${high.join(', ')})`;
}

/** `withinBox` for a box made by `earthBoxOf` (a parameter). */
export const withinEarthBox = (box: Value) => sql`${box}::cube @> ${publicEarth}`;

/**
 * Distance from a point made by `earthCubeOf` (a parameter) to the public point as the index orders it (`<->` on
 * cubes: the straight chord through the sphere, which grows with the great-circle distance), so `order by` it
 * reads the index nearest first.
 */
export const chordTo = (earth: Value) => sql<number>`${publicEarth} <-> ${earth}::cube`;

/** Lowest daily price in cents, null when the provider only has hourly prices (kept on the row, migration 0009). */
export const lowestDailyPrice = sql<number | null>`${providers.searchMinDailyPriceCents}`;
