import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { waitlistRequestEvents, waitlistRequests } from '@kinderly/db';
import type { WaitlistProviders } from '@kinderly/shared';
import { NOW, parentWithChild } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import {
  familyWithTicket,
  join,
  paths,
  providersUrl,
  requestsOf,
  ticketsOf,
  selections,
  waitlistProvider,
} from './waitlist-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

describe('matching providers: GET child/{id}/waitlist/providers', () => {
  it("finds the providers of the ticket's types and care types within its distance, nearest first", async () => {
    const family = await familyWithTicket(ctx.app);
    const near = await waitlistProvider(ctx.app, { businessName: 'Near Daycare', latitude: 43.66, longitude: -79.4 });
    const farther = await waitlistProvider(ctx.app, {
      businessName: 'Farther Daycare',
      latitude: 43.7,
      longitude: -79.42,
    });
    // Ottawa: beyond 12 km. Drop-in type, hourly care only, and weekend hours: not what the ticket asks for.
    await waitlistProvider(ctx.app, { businessName: 'Ottawa', latitude: 45.42, longitude: -75.69 });
    await waitlistProvider(ctx.app, { businessName: 'Drop-in', providerType: 13 });
    await waitlistProvider(ctx.app, {
      businessName: 'Hourly only',
      prices: [{ careTypeId: 26, unit: 'hourly', amountCents: 1500 }],
    });
    await waitlistProvider(ctx.app, { businessName: 'Weekends', hours: { 6: [480, 1020], 7: [480, 1020] } });

    const res = await ctx.app.inject({ method: 'GET', url: providersUrl(family.childId), headers: family.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WaitlistProviders>();
    expect(body.ticketId).toBe(family.ticketId);
    expect(body.items.map((item) => item.displayName)).toEqual(['Near Daycare', 'Farther Daycare']);
    expect(body.total).toBe(2);
    expect(body.items.every((item) => !item.joined)).toBe(true);

    expect((await join(ctx.app, family, [near.id])).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `${providersUrl(family.childId)}?page=1&pageSize=1`,
      headers: family.headers,
    });
    expect(again.json<WaitlistProviders>().items.map((item) => [item.id, item.joined])).toEqual([[near.id, true]]);
    expect(again.json<WaitlistProviders>().total).toBe(2);
    expect(farther.id).not.toBe(near.id);
  });

  it('answers 409 without a ticket, 404 for another family, 400 for a bad page, 403 for a provider', async () => {
    const family = await familyWithTicket(ctx.app);
    const noTicket = await parentWithChild(ctx.app, { card: false });
    const res = await ctx.app.inject({ method: 'GET', url: providersUrl(noTicket.childId), headers: noTicket.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_WAITLIST_TICKET');
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: providersUrl(family.childId),
      headers: noTicket.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${providersUrl(family.childId)}?page=0`,
      headers: family.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Page']);
    const provider = await waitlistProvider(ctx.app);
    const wrongRole = await ctx.app.inject({
      method: 'GET',
      url: providersUrl(family.childId),
      headers: provider.headers,
    });
    expect(wrongRole.statusCode).toBe(403);
  });
});

describe('joining: POST child/{id}/waitlist/providers', () => {
  it('joins several providers at the end of each list, idempotently, and records the join', async () => {
    const first = await familyWithTicket(ctx.app, 'Ana');
    const second = await familyWithTicket(ctx.app, 'Ben');
    const a = await waitlistProvider(ctx.app);
    const b = await waitlistProvider(ctx.app);
    expect((await join(ctx.app, first, [a.id])).statusCode).toBe(200);

    const res = await join(ctx.app, second, [a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    const byProvider = new Map(
      res
        .json()
        .items.map((r: { childcareProviderId: string; position: number; total: number }) => [
          r.childcareProviderId,
          [r.position, r.total],
        ]),
    );
    expect(byProvider.get(a.id)).toEqual([2, 2]);
    expect(byProvider.get(b.id)).toEqual([1, 1]);

    expect((await join(ctx.app, second, [a.id])).statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(waitlistRequests).where(eq(waitlistRequests.ticketId, second.ticketId));
    expect(rows).toHaveLength(2);
    const events = await ctx.app.db
      .select()
      .from(waitlistRequestEvents)
      .where(eq(waitlistRequestEvents.kind, 'joined'));
    expect(events.filter((e) => rows.some((r) => r.id === e.requestId))).toHaveLength(2);
  });

  it('holds one active request per ticket and provider when two joins race', async () => {
    const family = await familyWithTicket(ctx.app);
    const provider = await waitlistProvider(ctx.app);
    // On PGlite (one connection) the two calls interleave between statements; on PostgreSQL (DATABASE_URL) they run
    // in two transactions at once. Either way the second insert meets the partial unique index and does nothing.
    const [one, two] = await Promise.all([join(ctx.app, family, [provider.id]), join(ctx.app, family, [provider.id])]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const rows = await ctx.app.db
      .select()
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.ticketId, family.ticketId), eq(waitlistRequests.providerId, provider.id)));
    expect(rows).toHaveLength(1);
    // The index itself refuses a second active row, whatever the service does.
    await expect(
      ctx.app.db
        .insert(waitlistRequests)
        .values({ ticketId: family.ticketId, childId: family.childId, providerId: provider.id }),
    ).rejects.toThrow();
  });

  it("answers 404 for another family's ticket or an unknown provider, 400 for a bad body, 403 for a provider", async () => {
    const family = await familyWithTicket(ctx.app);
    const other = await familyWithTicket(ctx.app);
    const provider = await waitlistProvider(ctx.app);
    const foreignTicket = await join(ctx.app, { ...other, ticketId: family.ticketId }, [provider.id]);
    expect(foreignTicket.statusCode).toBe(404);
    const foreignChild = await join(ctx.app, { ...other, childId: family.childId }, [provider.id]);
    expect(foreignChild.statusCode).toBe(404);
    const unknown = await join(ctx.app, family, ['7d1e3b4a-1111-4222-8333-944455556666']);
    expect(unknown.statusCode).toBe(404);
    const empty = await join(ctx.app, family, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.ProviderIds).toEqual(['Choose from 1 to 20 providers.']);
    const wrongRole = await join(ctx.app, { ...family, headers: provider.headers }, [provider.id]);
    expect(wrongRole.statusCode).toBe(403);
  });
});

describe('the current provider: GET children/{childId}/waitlist/providers/{childcareProviderId}', () => {
  it("answers the provider and the child's entry there; 404 for another family or an unknown provider", async () => {
    const family = await familyWithTicket(ctx.app);
    const other = await familyWithTicket(ctx.app);
    const provider = await waitlistProvider(ctx.app, { businessName: 'Little Maples' });
    const url = (childId: string, providerId = provider.id) =>
      paths.currentProvider.replace('{childId}', childId).replace('{childcareProviderId}', providerId);

    const before = await ctx.app.inject({ method: 'GET', url: url(family.childId), headers: family.headers });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().provider.displayName).toBe('Little Maples');
    expect(before.json().request).toBeNull();
    await join(ctx.app, family, [provider.id]);
    const after = await ctx.app.inject({ method: 'GET', url: url(family.childId), headers: family.headers });
    expect(after.json().request).toEqual(expect.objectContaining({ status: 'waiting', position: 1, total: 1 }));

    expect((await ctx.app.inject({ method: 'GET', url: url(family.childId), headers: other.headers })).statusCode).toBe(
      404,
    );
    const unknown = url(family.childId, '7d1e3b4a-1111-4222-8333-944455556666');
    expect((await ctx.app.inject({ method: 'GET', url: unknown, headers: family.headers })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: url('nope'), headers: family.headers });
    expect(bad.statusCode).toBe(400);
    const asProvider = await ctx.app.inject({ method: 'GET', url: url(family.childId), headers: provider.headers });
    expect(asProvider.statusCode).toBe(403);
  });
});

describe("the family's requests: GET and DELETE waitlist/requests", () => {
  it('lists entries with "n of m"; leaving moves the others up and records both changes', async () => {
    const first = await familyWithTicket(ctx.app, 'Ana');
    const second = await familyWithTicket(ctx.app, 'Ben');
    const provider = await waitlistProvider(ctx.app, { businessName: 'Little Maples' });
    await join(ctx.app, first, [provider.id]);
    await join(ctx.app, second, [provider.id]);

    const [entry] = await requestsOf(ctx.app, second.headers);
    expect(entry).toEqual(
      expect.objectContaining({
        childFirstName: 'Ben',
        providerName: 'Little Maples',
        status: 'waiting',
        position: 2,
        total: 2,
        ticketId: second.ticketId,
      }),
    );

    const leave = await ctx.app.inject({
      method: 'DELETE',
      url: paths.requests,
      headers: first.headers,
      payload: { providerId: provider.id, ticketId: first.ticketId },
    });
    expect(leave.statusCode, leave.body).toBe(204);
    expect(await requestsOf(ctx.app, first.headers)).toEqual([]);
    // Without an entry, the child still has its ticket on the card.
    expect(await ticketsOf(ctx.app, first.headers)).toEqual([
      expect.objectContaining({ ticketId: first.ticketId, childFirstName: 'Ana' }),
    ]);
    const [moved] = await requestsOf(ctx.app, second.headers);
    expect([moved!.position, moved!.total]).toEqual([1, 1]);
    const events = await ctx.app.db
      .select()
      .from(waitlistRequestEvents)
      .where(eq(waitlistRequestEvents.requestId, moved!.requestId));
    expect(events.map((e) => [e.kind, e.fromPosition, e.toPosition])).toEqual([
      ['joined', null, 2],
      ['position', 2, 1],
    ]);
    const [left] = await ctx.app.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.ticketId, first.ticketId));
    expect(left!.status).toBe('left');

    // Joining again after leaving makes a new request at the end.
    expect((await join(ctx.app, first, [provider.id])).json().items[0].position).toBe(2);
  });

  it("answers 404 for another family's request, 400 for a bad body, 403 for a provider", async () => {
    const family = await familyWithTicket(ctx.app);
    const other = await familyWithTicket(ctx.app);
    const provider = await waitlistProvider(ctx.app);
    await join(ctx.app, family, [provider.id]);
    const del = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'DELETE', url: paths.requests, headers, payload });

    expect((await del(other.headers, { providerId: provider.id, ticketId: family.ticketId })).statusCode).toBe(404);
    expect((await del(family.headers, { providerId: provider.id, ticketId: other.ticketId })).statusCode).toBe(404);
    expect(await requestsOf(ctx.app, other.headers)).toEqual([]);
    expect((await ticketsOf(ctx.app, other.headers)).map((t) => t.ticketId)).toEqual([other.ticketId]);
    const bad = await del(family.headers, { providerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['ProviderId', 'TicketId']);
    expect((await del(provider.headers, { providerId: provider.id, ticketId: family.ticketId })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: paths.requests, headers: provider.headers })).statusCode).toBe(
      403,
    );
    expect(selections.Distance).toBe(12);
  });
});
