import { describe, expect, it } from 'vitest';
import { createChild, createSuperAdmin } from '@kinderly/db';
import {
  type ParentRecord,
  type Subscription,
  type WaitlistChild,
  type WaitlistChosenFilters,
  type WaitlistTicket,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { NOW, parentWithChild } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, selections, TORONTO, waitlistProvider } from './waitlist-helpers.ts';

// The calls of SPEC section 7 the waitlist added in session 9 (ADR 023): reading a ticket, POST filters, children,
// parents and subscriptions.

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

const ticketUrl = (childId: string, ticket: string) =>
  paths.updateEntry.replace('{id}', childId).replace('{ticket}', ticket);
const subscriptionsUrl = (email: string) => paths.subscriptions.replace('{email}', encodeURIComponent(email));
const postFilters = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: paths.filters, headers, payload });

describe('GET child/{id}/waitlist/{ticket}', () => {
  it("reads the family's ticket with every selection; another family, child or a provider cannot", async () => {
    const family = await familyWithTicket(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: ticketUrl(family.childId, family.ticketId),
      headers: family.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WaitlistTicket>()).toMatchObject({
      waitlistTicketId: family.ticketId,
      childId: family.childId,
      selections,
    });

    const stranger = await parentWithChild(ctx.app, { card: false });
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: ticketUrl(family.childId, family.ticketId),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    // Their own child with someone else's ticket is 404 too.
    const mixed = await ctx.app.inject({
      method: 'GET',
      url: ticketUrl(stranger.childId, family.ticketId),
      headers: stranger.headers,
    });
    expect(mixed.statusCode).toBe(404);
    const provider = await waitlistProvider(ctx.app);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: ticketUrl(family.childId, family.ticketId),
      headers: provider.headers,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: ticketUrl(family.childId, 'nope'),
      headers: family.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST waitlist filters', () => {
  it('marks what the selections chose and counts the providers they match around the family', async () => {
    const family = await familyWithTicket(ctx.app);
    // The database is the file's: count what this test's providers add.
    const count = async (payload: object) =>
      (await postFilters(family.headers, payload)).json<WaitlistChosenFilters>().matchingProviders!;
    const before = await count({ ...selections, childId: family.childId });
    const beforeFar = await count({ ...selections, Distance: 100 });
    await waitlistProvider(ctx.app, { businessName: 'Near', latitude: 43.66, longitude: -79.4 });
    await waitlistProvider(ctx.app, {
      businessName: 'Unlicenced',
      providerType: 12,
      latitude: 43.66,
      longitude: -79.4,
    });
    await waitlistProvider(ctx.app, { businessName: 'Ottawa', latitude: 45.42, longitude: -75.69 });
    const res = await postFilters(family.headers, { ...selections, childId: family.childId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WaitlistChosenFilters>();
    const chosen = (items: { id: number; selected: boolean }[]) => items.filter((i) => i.selected).map((i) => i.id);
    expect(chosen(body.providerTypes)).toEqual([11, 12]);
    expect(chosen(body.childcareTypes)).toEqual([21, 24]);
    expect(chosen(body.schoolPlans)).toEqual([1, 2]);
    expect(chosen(body.paymentOptions)).toEqual([2]);
    expect(body.schoolPlans).toHaveLength(8);
    expect(body.matchingProviders).toBe(before + 2);

    // Ottawa is 350 km away, beyond 100 km too; one provider type only counts its own.
    expect(await count({ ...selections, Distance: 100 })).toBe(beforeFar + 2);
    // Every other provider of this file is licenced (the factory's type).
    expect(await count({ ...selections, ProviderTypes: [12] })).toBe(1);
    expect(await count({ ...selections, ChildcareTypes: [22] })).toBe(0);

    // Per option: the count were it its list's only choice, the other answers unchanged.
    const perOption = (items: { id: number; matchingProviders: number | null }[]) =>
      Object.fromEntries(items.map((item) => [item.id, item.matchingProviders]));
    expect(perOption(body.providerTypes)).toEqual({ 11: before + 1, 12: 1, 13: 0 });
    expect(perOption(body.childcareTypes)).toMatchObject({ 21: before + 2, 22: 0 });
    // School plans and payment options do not narrow the matching: theirs is the whole count.
    expect(new Set(body.schoolPlans.map((item) => item.matchingProviders))).toEqual(new Set([before + 2]));
  });

  it('answers a null count without a saved location, 400 with a field map, 404 for a child of another family', async () => {
    const { headers, childId } = await parentWithChild(ctx.app, { card: false });
    const res = await postFilters(headers, { ProviderTypes: [11] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WaitlistChosenFilters>().matchingProviders).toBeNull();
    expect(res.json<WaitlistChosenFilters>().providerTypes.map((item) => item.matchingProviders)).toEqual([
      null,
      null,
      null,
    ]);

    const bad = await postFilters(headers, { ProviderTypes: [99], Distance: 500, SchoolPlans: [1] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Distance', 'ProviderTypes']);
    const unknown = await postFilters(headers, { SchoolPlans: [99], PaymentOptions: [77] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['PaymentOptions', 'SchoolPlans']);

    const family = await familyWithTicket(ctx.app);
    expect((await postFilters(headers, { ...selections, childId: family.childId })).statusCode).toBe(404);
    expect((await postFilters(family.headers, { childId })).statusCode).toBe(404);
  });
});

describe('GET /api/children', () => {
  it("lists the family's enrolled children with their address, entries and allowance; a provider gets 403", async () => {
    const family = await familyWithTicket(ctx.app);
    const provider = await waitlistProvider(ctx.app);
    expect((await join(ctx.app, family, [provider.id])).statusCode).toBe(200);
    await createChild(ctx.app.db, { parentId: family.userId, stage: 'started', child: { firstName: 'Unfinished' } });
    const stranger = await parentWithChild(ctx.app, { card: false, firstName: 'Other' });

    const res = await ctx.app.inject({ method: 'GET', url: paths.children, headers: family.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: WaitlistChild[] }>().items;
    expect(items).toEqual([
      expect.objectContaining({
        id: family.childId,
        firstName: 'Léa',
        activeEntries: 1,
        allowance: { free: 3, purchased: 0, limit: 3, used: 1 },
      }),
    ]);
    expect(items[0]!.ageGroupId).toEqual(expect.any(Number));
    expect(items[0]!.homeAddressSameAsParent || items[0]!.childAddress !== null).toBe(true);
    const theirs = await ctx.app.inject({ method: 'GET', url: paths.children, headers: stranger.headers });
    expect(theirs.json<{ items: WaitlistChild[] }>().items.map((child) => child.firstName)).toEqual(['Other']);
    expect((await ctx.app.inject({ method: 'GET', url: paths.children, headers: provider.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/parents', () => {
  it("answers the signed-in parent's own record with the saved location; a provider gets 403", async () => {
    const family = await familyWithTicket(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: paths.parents, headers: family.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [parent, ...others] = res.json<{ items: ParentRecord[] }>().items;
    expect(others).toEqual([]);
    expect(parent).toMatchObject({ id: family.userId, email: family.email, location: TORONTO });
    const provider = await waitlistProvider(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: paths.parents, headers: provider.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/users/{email}/subscriptions', () => {
  it("lists the user's own purchases newest first; another's e-mail is 404 except for the SuperAdmin", async () => {
    const family = await parentWithChild(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: paths.checkout,
          headers: family.headers,
          payload: { childId: family.childId },
        })
      ).statusCode,
    ).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: paths.checkout,
      headers: family.headers,
      payload: { childId: family.childId },
    });

    const res = await ctx.app.inject({ method: 'GET', url: subscriptionsUrl(family.email), headers: family.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Subscription[] }>().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      childFirstName: 'Léa',
      entries: 5,
      amountCents: 999,
      currency: 'cad',
      status: 'paid',
    });
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
    // The e-mail's case does not matter.
    const upper = await ctx.app.inject({
      method: 'GET',
      url: subscriptionsUrl(family.email.toUpperCase()),
      headers: family.headers,
    });
    expect(upper.json<{ items: Subscription[] }>().items).toHaveLength(2);

    const stranger = await parentWithChild(ctx.app, { card: false });
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: subscriptionsUrl(family.email),
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: subscriptionsUrl(stranger.email),
      headers: stranger.headers,
    });
    expect(own.json()).toEqual({ items: [] });
    const nobody = await ctx.app.inject({
      method: 'GET',
      url: subscriptionsUrl('nobody@example.com'),
      headers: stranger.headers,
    });
    expect(nobody.statusCode).toBe(404);
    const invalid = await ctx.app.inject({
      method: 'GET',
      url: subscriptionsUrl('not-an-email'),
      headers: stranger.headers,
    });
    expect(invalid.statusCode).toBe(400);

    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.app.db)));
    const read = await ctx.app.inject({ method: 'GET', url: subscriptionsUrl(family.email), headers: admin });
    expect(read.json<{ items: Subscription[] }>().items).toHaveLength(2);
  });
});
