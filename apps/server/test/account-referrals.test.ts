import { describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { Role, type ReferralsResponse } from '@kinderly/shared';
import { bearer, freshAddress, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
const URL = '/api/account/getReferrals';
const read = async (who: { email: string }, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers: bearer(await loginAs(ctx.app, who)) });

describe('GET getReferrals', () => {
  it('lists who registered through my link, newest first, with a first name, an initial and a date only', async () => {
    const referrer = await createParent(ctx.db.db);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/register?referralToken=${referrer.referralToken}`,
      remoteAddress: freshAddress(),
      payload: {
        userName: `newcomer-${Date.now()}`,
        firstName: 'Léa',
        lastName: 'martin',
        email: `newcomer-${Date.now()}@example.com`,
        password: 'Quiet-Harbour-42',
        role: Role.Parent,
        doesAgree: true,
        acceptBooking: false,
        rejectBooking: false,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const older = await createParent(ctx.db.db, {
      firstName: 'Omar',
      lastName: 'Haddad',
      referrerId: referrer.id,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    });
    // Someone else's referral and a deleted account are not mine to see.
    const stranger = await createParent(ctx.db.db);
    await createParent(ctx.db.db, { firstName: 'Zoé', referrerId: stranger.id });
    await createParent(ctx.db.db, { firstName: 'Gone', referrerId: referrer.id, deletedAt: new Date() });

    const res = await read(referrer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReferralsResponse>();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.items.map((item) => [item.firstName, item.lastInitial])).toEqual([
      ['Léa', 'M'],
      ['Omar', 'H'],
    ]);
    expect(body.items[1]!.joinedAt).toBe(older.createdAt.toISOString());
    expect(Object.keys(body.items[0]!).sort()).toEqual(['firstName', 'joinedAt', 'lastInitial']);
    expect(res.body).not.toContain('@');

    const second = (await read(referrer, '?page=2&pageSize=1')).json<ReferralsResponse>();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.firstName)).toEqual(['Omar']);
    expect((await read(stranger)).json<ReferralsResponse>().items.map((item) => item.firstName)).toEqual(['Zoé']);
  });

  it('refuses a bad page with a PascalCase field map, and anyone not signed in', async () => {
    const parent = await createParent(ctx.db.db);
    const bad = await read(parent, '?page=0&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['Page']);
    expect(bad.json().errors).toHaveProperty(['PageSize']);
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
