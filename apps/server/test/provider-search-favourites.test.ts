import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent, createSuperAdmin, providerFavourites } from '@kinderly/db';
import { API_PATHS, type ProviderListResponse, type ProviderSearchResult } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';
import { listedProvider, offset, searchProviders, TORONTO } from './provider-search-helpers.ts';

const ctx = useTestApp();
let parent: Headers;
let parentId = '';
let near = '';
let far = '';
let unlisted = '';

const toggle = (headers: Headers, providerId: string) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.booking.saveFavoritesLiked, headers, payload: { providerId } });
const favourites = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${API_PATHS.booking.getFavoritesLiked}${query}`, headers });

beforeAll(async () => {
  const db = ctx.db.db;
  near = (await listedProvider(db, { businessName: 'Near Daycare', ...offset(TORONTO, 2, 0) })).id;
  far = (await listedProvider(db, { businessName: 'Far Daycare', ...offset(TORONTO, 0, 30) })).id;
  unlisted = (await listedProvider(db, { businessName: 'Hidden Daycare', payout: 'pending', ...TORONTO })).id;
  const user = await createParent(db);
  parentId = user.id;
  parent = bearer(await loginAs(ctx.app, user));
});

describe('saveFavoritesLiked and getFavoritesLiked', () => {
  it('toggles a provider in and out of the favourites, which search and the list both show', async () => {
    const liked = await toggle(parent, near);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ data: { providerId: near, favourite: true } });
    expect((await toggle(parent, far)).json().data.favourite).toBe(true);

    const list = (await favourites(parent)).json<ProviderListResponse>();
    // The latest liked first; no saved location, so no distance.
    expect(list.items.map((item) => item.id)).toEqual([far, near]);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.items.every((item) => item.favourite && item.distanceKm === null)).toBe(true);
    const search = (
      await searchProviders(ctx.app, parent, { lat: TORONTO.latitude, lng: TORONTO.longitude })
    ).json<ProviderSearchResult>();
    expect(search.items.find((item) => item.id === near)?.favourite).toBe(true);

    // Another parent's search does not see this parent's favourite.
    const other = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const theirs = (
      await searchProviders(ctx.app, other, { lat: TORONTO.latitude, lng: TORONTO.longitude })
    ).json<ProviderSearchResult>();
    expect(theirs.items.find((item) => item.id === near)?.favourite).toBe(false);
    expect((await favourites(other)).json<ProviderListResponse>()).toMatchObject({ items: [], total: 0 });

    expect((await toggle(parent, far)).json().data.favourite).toBe(false);
    const after = (await favourites(parent)).json<ProviderListResponse>();
    expect(after.items.map((item) => item.id)).toEqual([near]);
    expect(after.total).toBe(1);
  });

  it('pages the list and gives the distance from the saved location', async () => {
    const user = await createParent(ctx.db.db);
    const headers = bearer(await loginAs(ctx.app, user));
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.account.saveUserLocation,
      headers,
      payload: TORONTO,
    });
    await toggle(headers, near);
    await toggle(headers, far);
    const first = (await favourites(headers, '?pageSize=1')).json<ProviderListResponse>();
    expect(first.items.map((item) => item.id)).toEqual([far]);
    expect(first.total).toBe(2);
    expect(first.items[0]!.distanceKm).toBeGreaterThan(29);
    const second = (await favourites(headers, '?pageSize=1&page=2')).json<ProviderListResponse>();
    expect(second.items.map((item) => item.id)).toEqual([near]);
    expect(second.items[0]!.distanceKm).toBeCloseTo(2, 0);
    expect((await favourites(headers, '?pageSize=1&page=3')).json()).toMatchObject({ items: [], total: 2 });
    expect((await favourites(headers, '?pageSize=51')).statusCode).toBe(400);
  });

  it('answers 404 for an unlisted or unknown provider and 400 for a malformed id', async () => {
    expect((await toggle(parent, unlisted)).statusCode).toBe(404);
    expect((await toggle(parent, randomUUID())).statusCode).toBe(404);
    const bad = await toggle(parent, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['ProviderId']);
  });

  it('is for the roles that may book: a nanny and the SuperAdmin may, a home provider may not, nobody unsigned', async () => {
    const nanny = bearer(await loginAs(ctx.app, await createNanny(ctx.db.db)));
    expect((await toggle(nanny, near)).json().data.favourite).toBe(true);
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
    expect((await favourites(admin)).statusCode).toBe(200);
    const provider = bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
    expect((await toggle(provider, near)).statusCode).toBe(403);
    expect((await favourites(provider)).statusCode).toBe(403);
    expect((await toggle({}, near)).statusCode).toBe(401);
    expect((await favourites({})).statusCode).toBe(401);
  });

  // On PostgreSQL the toggles run at once (a select-then-insert toggle fails here with a 500); PGlite runs one
  // statement at a time, so there it only shows the answers stay consistent.
  it('survives toggles racing each other: every answer is 200 and the stored state is one of the answers', async () => {
    const user = await createParent(ctx.db.db);
    const headers = bearer(await loginAs(ctx.app, user));
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => toggle(headers, near)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const rows = await ctx.db.db
        .select()
        .from(providerFavourites)
        .where(and(eq(providerFavourites.userId, user.id), eq(providerFavourites.providerId, near)));
      expect(rows.length).toBeLessThanOrEqual(1);
      const states = answers.map((answer) => answer.json<{ data: { favourite: boolean } }>().data.favourite);
      expect(states).toContain(rows.length === 1);
    }
    // The parent of the first test still has exactly one row for `near`.
    const mine = await ctx.db.db.select().from(providerFavourites).where(eq(providerFavourites.userId, parentId));
    expect(mine.map((row) => row.providerId)).toEqual([near]);
  });
});
