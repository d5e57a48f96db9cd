import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { waitlistRequests } from '@kinderly/db';
import type { WaitlistTicket } from '@kinderly/shared';
import { NOW } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, providersUrl, selections, waitlistProvider } from './waitlist-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });

/** A family whose child has two tickets (the wizard confirmed twice). */
async function childWithTwoTickets() {
  const family = await familyWithTicket(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: paths.createEntry.replace('{id}', family.childId),
    headers: family.headers,
    payload: { ...selections, Distance: 20 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { first: family, second: { ...family, ticketId: res.json<WaitlistTicket>().waitlistTicketId } };
}

const activeOf = (childId: string, providerId: string) =>
  ctx.app.db
    .select()
    .from(waitlistRequests)
    .where(
      and(
        eq(waitlistRequests.childId, childId),
        eq(waitlistRequests.providerId, providerId),
        inArray(waitlistRequests.status, ['waiting', 'offered']),
      ),
    );

describe("a child stands once in a provider's list, whatever the ticket", () => {
  it('joining with a second ticket answers the entry the child already has, as joining twice does', async () => {
    const { first, second } = await childWithTwoTickets();
    const provider = await waitlistProvider(ctx.app);
    const other = await waitlistProvider(ctx.app);
    const joined = await join(ctx.app, first, [provider.id]);
    expect(joined.statusCode, joined.body).toBe(200);
    const [entry] = joined.json<{ items: { requestId: string }[] }>().items;

    const again = await join(ctx.app, second, [provider.id, other.id]);
    expect(again.statusCode, again.body).toBe(200);
    const items = again.json<{ items: { requestId: string; ticketId: string; childcareProviderId: string }[] }>().items;
    expect(items).toHaveLength(2);
    // At the first provider: the entry made with the first ticket; at the other one: a new entry.
    expect(items.find((item) => item.childcareProviderId === provider.id)).toMatchObject({
      requestId: entry!.requestId,
      ticketId: first.ticketId,
    });
    expect(items.find((item) => item.childcareProviderId === other.id)?.ticketId).toBe(second.ticketId);
    expect(await activeOf(first.childId, provider.id)).toHaveLength(1);

    // The matching list marks the provider joined for the second ticket too.
    const matches = await ctx.app.inject({ method: 'GET', url: providersUrl(first.childId), headers: first.headers });
    expect(matches.statusCode, matches.body).toBe(200);
    const marked = matches.json<{ items: { id: string; joined: boolean }[] }>().items;
    expect(marked.find((item) => item.id === provider.id)?.joined).toBe(true);
  });

  it('leaves exactly one active request when two joins of the child with two tickets race', async () => {
    const { first, second } = await childWithTwoTickets();
    const provider = await waitlistProvider(ctx.app);
    // On PGlite the two calls interleave between statements; on PostgreSQL they run in two transactions at once,
    // and the partial unique index on (child, provider) turns the second insert into nothing.
    const [one, two] = await Promise.all([join(ctx.app, first, [provider.id]), join(ctx.app, second, [provider.id])]);
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([200, 200]);
    expect(await activeOf(first.childId, provider.id)).toHaveLength(1);
    // The index itself refuses a second active row for the child, whatever the service does.
    const [kept] = await activeOf(first.childId, provider.id);
    const otherTicketId = kept!.ticketId === first.ticketId ? second.ticketId : first.ticketId;
    await expect(
      ctx.app.db
        .insert(waitlistRequests)
        .values({ ticketId: otherTicketId, childId: first.childId, providerId: provider.id }),
    ).rejects.toThrow();
  });
});
