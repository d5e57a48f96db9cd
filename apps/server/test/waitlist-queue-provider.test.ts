import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { waitlistRequestEvents } from '@kinderly/db';
import type { ProviderWaitlistEntry } from '@kinderly/shared';
import { NOW, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, requestsOf, selections, waitlistProvider } from './waitlist-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

async function providerWithThree() {
  const provider = await waitlistProvider(ctx.app);
  const families = [];
  for (const name of ['Ana', 'Ben', 'Chloé']) {
    const family = await familyWithTicket(ctx.app, name);
    await join(ctx.app, family, [provider.id]);
    families.push(family);
  }
  return { provider, families };
}

const listOf = async (headers: Headers) => {
  const res = await ctx.app.inject({ method: 'GET', url: paths.providerWaitlist, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ providerId: string; items: ProviderWaitlistEntry[] }>();
};

const savePriorities = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: paths.providerPriorities, headers, payload });

describe("the provider's waitlist: GET provider/waitlist", () => {
  it("lists entries in join order with what the family asked for, and no parent's contact details", async () => {
    const { provider, families } = await providerWithThree();
    const list = await listOf(provider.headers);
    expect(list.providerId).toBe(provider.id);
    expect(list.items.map((item) => [item.childFirstName, item.position, item.priority])).toEqual([
      ['Ana', 1, null],
      ['Ben', 2, null],
      ['Chloé', 3, null],
    ]);
    const [first] = list.items;
    expect(first).toEqual(
      expect.objectContaining({
        ticketId: families[0]!.ticketId,
        ageGroupId: 16,
        requestedStartDate: '2027-09-06',
        selections,
        status: 'waiting',
      }),
    );
    const text = JSON.stringify(list);
    expect(text).not.toContain(families[0]!.email);
    expect(text).not.toMatch(/lastName|email|phone|street/i);
  });

  it('answers 403 to a family, and an empty list to a provider nobody joined', async () => {
    const family = await familyWithTicket(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: paths.providerWaitlist, headers: family.headers })).statusCode,
    ).toBe(403);
    const lonely = await waitlistProvider(ctx.app);
    expect((await listOf(lonely.headers)).items).toEqual([]);
  });
});

describe('priorities: GET and POST provider/waitlist/priorities', () => {
  it("saves the provider's order; the families' positions follow and each move is recorded", async () => {
    const { provider, families } = await providerWithThree();
    const [ana, ben, chloe] = families;
    const res = await savePriorities(provider.headers, {
      providerId: provider.id,
      priorities: [
        { ticketId: chloe!.ticketId, priority: 1 },
        { ticketId: ana!.ticketId, priority: 2 },
        { ticketId: ben!.ticketId, priority: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: ProviderWaitlistEntry) => item.childFirstName)).toEqual(['Chloé', 'Ana', 'Ben']);

    const got = await ctx.app.inject({ method: 'GET', url: paths.providerPriorities, headers: provider.headers });
    expect(got.json()).toEqual({
      providerId: provider.id,
      items: [
        { ticketId: chloe!.ticketId, priority: 1 },
        { ticketId: ana!.ticketId, priority: 2 },
        { ticketId: ben!.ticketId, priority: 3 },
      ],
    });
    const [benEntry] = await requestsOf(ctx.app, ben!.headers);
    expect([benEntry!.position, benEntry!.total]).toEqual([3, 3]);
    const moves = await ctx.app.db
      .select()
      .from(waitlistRequestEvents)
      .where(eq(waitlistRequestEvents.requestId, benEntry!.requestId));
    expect(moves.map((e) => [e.kind, e.fromPosition, e.toPosition])).toEqual([
      ['joined', null, 2],
      ['position', 2, 3],
    ]);

    // A newcomer joins after every ranked entry.
    const dan = await familyWithTicket(ctx.app, 'Dan');
    await join(ctx.app, dan, [provider.id]);
    expect((await listOf(provider.headers)).items.map((item) => item.childFirstName)).toEqual([
      'Chloé',
      'Ana',
      'Ben',
      'Dan',
    ]);
  });

  it('refuses a partial or stale list (409), a bad one (400), another provider (404) and a family (403)', async () => {
    const { provider, families } = await providerWithThree();
    const other = await waitlistProvider(ctx.app);
    const all = families.map((family, i) => ({ ticketId: family.ticketId, priority: i + 1 }));

    const partial = await savePriorities(provider.headers, { providerId: provider.id, priorities: all.slice(0, 2) });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().code).toBe('STALE_WAITLIST');
    const gaps = await savePriorities(provider.headers, {
      providerId: provider.id,
      priorities: all.map((p, i) => ({ ...p, priority: i * 2 + 1 })),
    });
    expect(gaps.statusCode).toBe(400);
    expect(gaps.json().errors.Priorities).toEqual([
      'List every entry of your waitlist once, with priorities 1, 2, 3 and so on.',
    ]);
    expect((await savePriorities(other.headers, { providerId: provider.id, priorities: all })).statusCode).toBe(404);
    const asFamily = await ctx.app.inject({
      method: 'GET',
      url: paths.providerPriorities,
      headers: families[0]!.headers,
    });
    expect(asFamily.statusCode).toBe(403);
    expect((await savePriorities(families[0]!.headers, { providerId: provider.id, priorities: all })).statusCode).toBe(
      403,
    );
    expect((await listOf(provider.headers)).items.every((item) => item.priority === null)).toBe(true);
  });
});

describe('PATCH provider/waitlist/{requestId}', () => {
  it('takes an entry off the list; the family sees it removed and the others move up', async () => {
    const { provider, families } = await providerWithThree();
    const list = await listOf(provider.headers);
    const url = paths.providerEntry.replace('{requestId}', list.items[0]!.requestId);

    const foreign = await waitlistProvider(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers: foreign.headers, payload: { status: 'removed' } }))
        .statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ method: 'PATCH', url, headers: provider.headers, payload: { status: 'gone' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Status']);
    const family = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: families[0]!.headers,
      payload: { status: 'removed' },
    });
    expect(family.statusCode).toBe(403);

    const res = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: provider.headers,
      payload: { status: 'removed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: ProviderWaitlistEntry) => [item.childFirstName, item.position])).toEqual([
      ['Ben', 1],
      ['Chloé', 2],
    ]);
    const [removed] = await requestsOf(ctx.app, families[0]!.headers);
    expect(removed).toEqual(expect.objectContaining({ status: 'removed', position: null, total: null }));
    const again = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: provider.headers,
      payload: { status: 'removed' },
    });
    expect(again.statusCode).toBe(409);
  });
});
