import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHomeProvider, createParent, providers } from '@kinderly/db';
import {
  API_PATHS,
  toPublicCoordinate,
  SEARCH_MESSAGES,
  type ProviderSearchItem,
  type ProviderSearchResult,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';
import { kmBetween, listedProvider, offset, pictureFile, searchProviders, TORONTO } from './provider-search-helpers.ts';

const ctx = useTestApp();
const at = TORONTO;
let parent: Headers;
const names = (result: ProviderSearchResult) => result.items.map((item) => item.displayName);
async function search(query: Record<string, string | number> = {}, headers = parent) {
  const res = await searchProviders(ctx.app, headers, { lat: at.latitude, lng: at.longitude, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderSearchResult>();
}

// Around Toronto's city hall. Listed and accepting within 10 km, by distance: Maple (1 km), Sunny (3), Fun_Place
// (6), FunXPlace (7). The others each miss one condition.
const MAPLE = { ...offset(at, 1, 0) };
MAPLE.latitude += 0.00037; // well off the public grid, so snapping shows
const SUNNY = offset(at, 0, 3);
const FUN_PLACE = offset(at, -6, 0);
const FUNX = offset(at, 7, 0);
let mapleId = '';
let sunnyUserId = '';
let photoId = '';

beforeAll(async () => {
  const db = ctx.db.db;
  const day: [number, number] = [420, 1080];
  const weekdays = { 1: day, 2: day, 3: day, 4: day, 5: day };
  const maple = await listedProvider(db, {
    businessName: 'Maple Leaf Home Daycare',
    providerType: 11,
    ...MAPLE,
    city: 'Toronto',
    province: 'ON',
    ageGroupIds: [14, 15],
    spaces: [
      { ageGroupId: 14, spaces: 2 },
      { ageGroupId: 15, spaces: 0 },
    ],
    prices: [{ careTypeId: 21, unit: 'daily', amountCents: 6000 }],
    hours: { ...weekdays },
    holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    badges: [{ name: 'firstAid', activate: true }, { name: 'ece' }, { name: 'vulnerableSector', activate: true }],
  });
  mapleId = maple.id;
  const sunny = await listedProvider(db, {
    businessName: 'Sunny Days Playhouse',
    programStatement: 'A forest school spirit: outdoors in every season.',
    providerType: 12,
    ...SUNNY,
    ageGroupIds: [15, 16],
    spaces: [
      { ageGroupId: 15, spaces: 1 },
      { ageGroupId: 16, spaces: 0 },
    ],
    prices: [
      { careTypeId: 21, unit: 'daily', amountCents: 4500 },
      { careTypeId: 24, unit: 'daily', amountCents: 2000 },
    ],
    hours: { ...weekdays, 6: [480, 960] },
    holidays: [],
    badges: [
      { name: 'cprInfant', activate: true },
      { name: 'firstAid', activate: true },
    ],
  });
  sunnyUserId = sunny.userId;
  photoId = await pictureFile(db, sunny.userId);
  await db.update(providers).set({ fileBackground2: photoId }).where(eq(providers.id, sunny.id));
  await listedProvider(db, {
    businessName: 'Fun_Place Childcare',
    providerType: 11,
    ...FUN_PLACE,
    ageGroupIds: [16],
    spaces: [{ ageGroupId: 16, spaces: 2 }],
    prices: [{ careTypeId: 22, unit: 'hourly', amountCents: 1800 }],
    startDate: '2027-01-04',
    holidays: [],
  });
  await listedProvider(db, {
    businessName: 'FunXPlace Daycare',
    providerType: 12,
    ...FUNX,
    ageGroupIds: [15],
    spaces: [{ ageGroupId: 15, spaces: 1 }],
    prices: [{ careTypeId: 21, unit: 'daily', amountCents: 5000 }],
    holidays: [],
  });
  const single = { ageGroupIds: [15 as const], spaces: [{ ageGroupId: 15 as const, spaces: 2 }] };
  await listedProvider(db, { businessName: 'Drop-in Corner', providerType: 13, ...offset(at, 0, -9), ...single });
  await listedProvider(db, {
    businessName: null,
    user: { firstName: 'Nora', lastName: 'béland' },
    ...offset(at, 20, 0),
    ...single,
  });
  // Not listed: the payout account is still being checked.
  await listedProvider(db, {
    businessName: 'Pending Payout Daycare',
    payout: 'pending',
    ...offset(at, 2, 0),
    ...single,
  });
  await listedProvider(db, {
    businessName: 'Full House Daycare',
    ...offset(at, 0, 4),
    ageGroupIds: [15],
    spaces: [{ ageGroupId: 15, spaces: 0 }],
  });
  await listedProvider(db, { businessName: 'No Start Daycare', ...offset(at, 0, -5), ...single, startDate: null });
  parent = bearer(await loginAs(ctx.app, await createParent(db)));
});

describe('getAllProviders: distance', () => {
  it('lists listed providers accepting bookings within 10 km, nearest first, with distance and rounded points', async () => {
    const result = await search();
    expect(names(result)).toEqual([
      'Maple Leaf Home Daycare',
      'Sunny Days Playhouse',
      'Fun_Place Childcare',
      'FunXPlace Daycare',
    ]);
    expect(result).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 20,
      center: { latitude: at.latitude, longitude: at.longitude },
    });
    for (const item of result.items) {
      expect(toPublicCoordinate(item.latitude)).toBe(item.latitude);
      expect(toPublicCoordinate(item.longitude)).toBe(item.longitude);
      expect(Math.round(item.distanceKm * 10) / 10).toBe(item.distanceKm);
      // The distance is the one to the public point, so a parent can check it against the map.
      expect(Math.abs(item.distanceKm - kmBetween(at, item))).toBeLessThanOrEqual(0.05);
    }
    const maple = result.items[0]!;
    expect(maple.latitude).not.toBe(MAPLE.latitude);
    expect(maple.latitude).toBe(toPublicCoordinate(MAPLE.latitude));
    expect(maple.longitude).toBe(toPublicCoordinate(MAPLE.longitude));
    expect(maple.distanceKm).toBeCloseTo(1, 0);
  });

  it('reaches farther with distanceKm, and answers the item fields the list and the map need', async () => {
    const result = await search({ distanceKm: 25 });
    expect(names(result)).toEqual([
      'Maple Leaf Home Daycare',
      'Sunny Days Playhouse',
      'Fun_Place Childcare',
      'FunXPlace Daycare',
      'Nora B.',
    ]);
    const [maple, sunny] = result.items as [ProviderSearchItem, ProviderSearchItem];
    expect(maple).toMatchObject({
      id: mapleId,
      providerType: 11,
      area: { neighbourhood: null, city: 'Toronto', province: 'ON' },
      dailyPriceCents: 6000,
      ageGroups: [14, 15],
      careTypes: [21],
      // Only activated qualifications; the vulnerable sector check is not a qualification badge.
      badges: ['firstAid'],
      photoUrl: null,
      favourite: false,
    });
    expect(new Date(maple.createdAt).toISOString()).toBe(maple.createdAt);
    expect(sunny).toMatchObject({
      userId: sunnyUserId,
      dailyPriceCents: 2000,
      careTypes: [21, 24],
      badges: ['firstAid', 'cprInfant'],
      photoUrl: API_PATHS.files.file.replace('{id}', photoId),
    });
  });
});

describe('getAllProviders: filters', () => {
  const cases: [string, Record<string, string | number>, string[]][] = [
    ['provider type 13 (off by default)', { providerTypes: '13' }, ['Drop-in Corner']],
    ['provider type 11', { providerTypes: '11' }, ['Maple Leaf Home Daycare', 'Fun_Place Childcare']],
    ['an age group', { ageGroups: '14' }, ['Maple Leaf Home Daycare']],
    [
      'any of two age groups',
      { ageGroups: '14,16' },
      ['Maple Leaf Home Daycare', 'Sunny Days Playhouse', 'Fun_Place Childcare'],
    ],
    ['a care type', { careTypes: '24' }, ['Sunny Days Playhouse']],
    ['any of two care types', { careTypes: '22,24' }, ['Sunny Days Playhouse', 'Fun_Place Childcare']],
    ['a holiday and a later start date', { date: '2026-12-25' }, ['Sunny Days Playhouse', 'FunXPlace Daycare']],
    ['a Saturday', { date: '2026-12-26' }, ['Sunny Days Playhouse']],
    [
      'a Wednesday after every start',
      { date: '2027-01-06' },
      ['Maple Leaf Home Daycare', 'Sunny Days Playhouse', 'Fun_Place Childcare', 'FunXPlace Daycare'],
    ],
    // Maple accepts 15 but has no free space in it; Fun_Place does not accept 15.
    [
      'a day with a free space in the age group',
      { date: '2027-01-06', ageGroups: '15' },
      ['Sunny Days Playhouse', 'FunXPlace Daycare'],
    ],
    [
      'an age group without the date',
      { ageGroups: '15' },
      ['Maple Leaf Home Daycare', 'Sunny Days Playhouse', 'FunXPlace Daycare'],
    ],
    ['a day with a free space in group 16', { date: '2027-01-06', ageGroups: '16' }, ['Fun_Place Childcare']],
    ['a lowest daily price from', { minPrice: 4600 }, ['Maple Leaf Home Daycare', 'FunXPlace Daycare']],
    ['a lowest daily price up to', { maxPrice: 4500 }, ['Sunny Days Playhouse']],
    ['an exact lowest daily price', { minPrice: 2000, maxPrice: 2000 }, ['Sunny Days Playhouse']],
    ['a word of the name, any case', { q: 'mAPLe' }, ['Maple Leaf Home Daycare']],
    ['two words, both needed', { q: 'maple sunny' }, []],
    ['a word of the program statement', { q: 'FOREST school' }, ['Sunny Days Playhouse']],
    ['an underscore, literally', { q: 'fun_place' }, ['Fun_Place Childcare']],
    ['a percent sign, literally', { q: '%' }, []],
    ['a quote and a backslash, literally', { q: "o'brien \\" }, []],
  ];
  it.each(cases)('narrows by %s', async (_, query, expected) => {
    const result = await search(query);
    expect(names(result)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('sorts by lowest daily price (none last) and by newest', async () => {
    expect(names(await search({ sort: 'price' }))).toEqual([
      'Sunny Days Playhouse',
      'FunXPlace Daycare',
      'Maple Leaf Home Daycare',
      'Fun_Place Childcare',
    ]);
    expect(names(await search({ sort: 'newest' }))).toEqual([
      'FunXPlace Daycare',
      'Fun_Place Childcare',
      'Sunny Days Playhouse',
      'Maple Leaf Home Daycare',
    ]);
  });

  it('pages with the total on every page, also past the end', async () => {
    const first = await search({ pageSize: 2 });
    expect(names(first)).toEqual(['Maple Leaf Home Daycare', 'Sunny Days Playhouse']);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    const second = await search({ pageSize: 2, page: 2 });
    expect(names(second)).toEqual(['Fun_Place Childcare', 'FunXPlace Daycare']);
    expect(second.total).toBe(4);
    const past = await search({ pageSize: 2, page: 3 });
    expect(past).toMatchObject({ items: [], total: 4, page: 3 });
    expect((await search({ q: 'nothing-matches', page: 2 })).total).toBe(0);
  });
});

describe('getAllProviders: the point, bad input and access', () => {
  it('asks for a location when none is given or saved, then uses the saved one', async () => {
    const headers = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const none = await searchProviders(ctx.app, headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ Lat: [SEARCH_MESSAGES.locationRequired] });
    const home = offset(at, 0, 3.5);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.account.saveUserLocation,
      headers,
      payload: { ...home, address: 'Somewhere in Toronto' },
    });
    expect(saved.statusCode).toBe(200);
    const result = (await searchProviders(ctx.app, headers, { distanceKm: 2 })).json<ProviderSearchResult>();
    expect(result.center).toEqual(home);
    expect(names(result)).toEqual(['Sunny Days Playhouse']);
    expect(result.items[0]!.distanceKm).toBeCloseTo(0.5, 0);
  });

  it('answers 400 with a field map for each bad value', async () => {
    const point = { lat: at.latitude, lng: at.longitude };
    const bad: [Record<string, string | number>, string][] = [
      [{ lat: 'north', lng: 1 }, 'Lat'],
      [{ lat: 43 }, 'Lng'],
      [{ lat: 91, lng: 0 }, 'Lat'],
      [{ ...point, distanceKm: 500 }, 'DistanceKm'],
      [{ ...point, providerTypes: '11,99' }, 'ProviderTypes'],
      [{ ...point, ageGroups: 'infants' }, 'AgeGroups'],
      [{ ...point, careTypes: '20' }, 'CareTypes'],
      [{ ...point, date: '2026-02-30' }, 'Date'],
      [{ ...point, minPrice: -1 }, 'MinPrice'],
      [{ ...point, minPrice: 5000, maxPrice: 4000 }, 'MinPrice'],
      [{ ...point, sort: 'cheapest' }, 'Sort'],
      [{ ...point, page: 0 }, 'Page'],
      [{ ...point, pageSize: 51 }, 'PageSize'],
    ];
    for (const [query, key] of bad) {
      const res = await searchProviders(ctx.app, parent, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(query)).toEqual([key]);
    }
  });

  it('needs a bearer token (401) and a role that may book (403 for a home provider)', async () => {
    const query = { lat: at.latitude, lng: at.longitude };
    expect((await searchProviders(ctx.app, {}, query)).statusCode).toBe(401);
    const provider = bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
    expect((await searchProviders(ctx.app, provider, query)).statusCode).toBe(403);
  });
});
