import { beforeAll, describe, expect, it } from 'vitest';
import { createHomeProvider, createParent, createProvider, createSuperAdmin } from '@kinderly/db';
import { API_PATHS, toPublicCoordinate, type ProviderListResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';
import { listedProvider, offset, TORONTO } from './provider-search-helpers.ts';

const ctx = useTestApp();
const list = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${API_PATHS.providers.list}${query}`, headers });
const ids = (res: { json<T>(): T }) => res.json<ProviderListResponse>().items.map((item) => item.id);
let older = '';
let newer = '';
let started = '';

beforeAll(async () => {
  const db = ctx.db.db;
  older = (await listedProvider(db, { businessName: 'Older Daycare', ...offset(TORONTO, 1, 1) })).id;
  // Listed but full: the list shows every listed provider, accepting bookings or not.
  newer = (
    await listedProvider(db, {
      businessName: 'Newer Daycare',
      ...offset(TORONTO, 3, 0),
      ageGroupIds: [15],
      spaces: [{ ageGroupId: 15, spaces: 0 }],
    })
  ).id;
  // Half-way through the wizard: no type, no location, not listed.
  started = (await createProvider(db, { businessName: 'Just Started' })).id;
});

describe('GET /api/providers', () => {
  it('lists listed providers newest first with rounded points, to any signed-in role', async () => {
    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const res = await list(parent);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([newer, older]);
    const body = res.json<ProviderListResponse>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.items[1]).toMatchObject({ displayName: 'Older Daycare', distanceKm: null, favourite: false });
    const exact = offset(TORONTO, 1, 1);
    expect(body.items[1]!.latitude).toBe(toPublicCoordinate(exact.latitude));
    expect(body.items[1]!.latitude).not.toBe(exact.latitude);
    const provider = bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
    expect(ids(await list(provider))).toEqual([newer, older]);
    expect((await list({})).statusCode).toBe(401);
  });

  it('shows the SuperAdmin unlisted providers too, with what is missing as null', async () => {
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
    const body = (await list(admin)).json<ProviderListResponse>();
    expect(body.items.map((item) => item.id)).toEqual([started, newer, older]);
    expect(body.total).toBe(3);
    expect(body.items[0]).toMatchObject({ providerType: null, latitude: null, longitude: null, dailyPriceCents: null });
  });

  it('pages, with the total past the end, and refuses bad paging with a field map', async () => {
    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    expect(ids(await list(parent, '?pageSize=1'))).toEqual([newer]);
    expect(ids(await list(parent, '?pageSize=1&page=2'))).toEqual([older]);
    expect((await list(parent, '?pageSize=1&page=3')).json()).toMatchObject({ items: [], total: 2, page: 3 });
    const bad = await list(parent, '?page=0&pageSize=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Page', 'PageSize']);
  });
});
