import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, createSuperAdmin } from '@kinderly/db';
import { API_PATHS, type AdminProviderChildrenResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { bookableProvider, bookedOrder, draftOrder, NOW, parentWithChild, providerHeaders } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import type { Headers } from './provider-enrolment-helpers.ts';
import { familyWithTicket, join } from './waitlist-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });
let admin: Headers;
let adminId: string;

const childrenUrl = (userId: string) => API_PATHS.admin.providerChildren.replace('{userId}', userId);

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db);
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});

describe('GET children of a provider', () => {
  it('lists the children booked (no drafts) or waiting there, with guardians, and audits the view', async () => {
    const provider = await bookableProvider(ctx.db.db, { businessName: 'Willow House' });
    const other = await bookableProvider(ctx.db.db);
    const booked = await parentWithChild(ctx.app, { firstName: 'Ana' });
    await bookedOrder(ctx.app, booked.headers, {
      childcareProviderId: provider.id,
      childId: booked.childId,
      date: '2027-03-02',
    });
    const drafted = await parentWithChild(ctx.app, { firstName: 'Dora' });
    await draftOrder(ctx.app, drafted.headers, {
      childcareProviderId: provider.id,
      childId: drafted.childId,
      date: '2027-03-03',
    });
    const elsewhere = await parentWithChild(ctx.app, { firstName: 'Elsa' });
    await bookedOrder(ctx.app, elsewhere.headers, {
      childcareProviderId: other.id,
      childId: elsewhere.childId,
      date: '2027-03-02',
    });
    const waiting = await familyWithTicket(ctx.app, 'Wren');
    expect((await join(ctx.app, waiting, [provider.id])).statusCode).toBe(200);

    const response = await ctx.app.inject({ method: 'GET', url: childrenUrl(provider.userId), headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminProviderChildrenResponse>();
    expect(body.provider).toEqual({ providerId: provider.id, userId: provider.userId, businessName: 'Willow House' });
    expect(body.items.map((child) => child.firstName)).toEqual(['Ana', 'Wren']);
    expect(body.items[0]).toMatchObject({
      id: booked.childId,
      bookings: 1,
      nextCareDate: '2027-03-02',
      waitlistStatus: null,
      guardians: [{ userId: booked.userId, email: booked.email }],
    });
    expect(body.items[1]).toMatchObject({
      id: waiting.childId,
      bookings: 0,
      nextCareDate: null,
      waitlistStatus: 'waiting',
    });
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, provider.userId));
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: adminId, action: 'provider.children.view', details: { children: 2 } }),
    ]);
  });

  it('is 404 for a user with no business, 403 for the provider itself and 401 signed out', async () => {
    const parent = await parentWithChild(ctx.app, { card: false });
    expect((await ctx.app.inject({ method: 'GET', url: childrenUrl(parent.userId), headers: admin })).statusCode).toBe(
      404,
    );
    const provider = await bookableProvider(ctx.db.db);
    const own = await providerHeaders(ctx.app, provider.userId);
    expect((await ctx.app.inject({ method: 'GET', url: childrenUrl(provider.userId), headers: own })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: childrenUrl(provider.userId) })).statusCode).toBe(401);
  });
});
