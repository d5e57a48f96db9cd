import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { jobs, providers, waitlistRequestEvents } from '@kinderly/db';
import { API_PATHS, type ProviderWaitlistEntry, type WaitlistRequest } from '@kinderly/shared';
import { outbox } from './account-helpers.ts';
import { NOW, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, requestsOf, waitlistProvider } from './waitlist-helpers.ts';

// ADR 023 session 9: the provider's answer window, and an offered place passed on when its entry leaves the list.

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });

async function providerWithThree() {
  clock.set(NOW);
  const provider = await waitlistProvider(ctx.app);
  const families = [];
  for (const name of ['Ana', 'Ben', 'Chloé']) {
    const family = await familyWithTicket(ctx.app, name);
    await join(ctx.app, family, [provider.id]);
    families.push(family);
  }
  const res = await ctx.app.inject({ method: 'GET', url: paths.providerWaitlist, headers: provider.headers });
  const requestIds = res.json<{ items: ProviderWaitlistEntry[] }>().items.map((item) => item.requestId);
  return { provider, families, requestIds };
}

const patch = (headers: Headers, requestId: string, status: 'offered' | 'removed') =>
  ctx.app.inject({
    method: 'PATCH',
    url: paths.providerEntry.replace('{requestId}', requestId),
    headers,
    payload: { status },
  });
const settings = (headers: Headers, payload?: object) =>
  ctx.app.inject({ method: payload ? 'PUT' : 'GET', url: API_PATHS.waitlist.providerSettings, headers, payload });
/** The mails as they are sent: the notification centre's jobs run first (ADR 029). */
async function mailsTo(email: string) {
  await ctx.app.jobs.runDue();
  return (await outbox(ctx.app)).filter((mail) => mail.to === email);
}
const requestOf = async (headers: Headers, requestId: string) =>
  (await requestsOf(ctx.app, headers)).find((r) => r.requestId === requestId) as WaitlistRequest;
const expiryJobs = (requestId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(eq(jobs.singletonKey, `waitlist.offer-expire:${requestId}`));
const statusEvents = async (requestId: string) =>
  (
    await ctx.app.db
      .select()
      .from(waitlistRequestEvents)
      .where(eq(waitlistRequestEvents.requestId, requestId))
      .orderBy(asc(waitlistRequestEvents.id))
  )
    .filter((event) => event.kind === 'status')
    .map((event) => [event.fromStatus, event.toStatus]);

describe("the provider's offer window: GET and PUT provider/waitlist/settings", () => {
  it('is 48 hours until the provider chooses another; the next offers take it, the mail shows their deadline', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana, ben] = families;
    const initial = await settings(provider.headers);
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toEqual({ offerHours: 48 });

    expect((await patch(provider.headers, requestIds[0]!, 'offered')).statusCode).toBe(200);
    const saved = await settings(provider.headers, { offerHours: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ offerHours: 24 });
    expect((await settings(provider.headers)).json()).toEqual({ offerHours: 24 });

    // The offer made before keeps its 48 hours; the next one gets 24.
    expect((await requestOf(ana!.headers, requestIds[0]!)).offerExpiresAt).toBe('2027-03-03T14:00:00.000Z');
    expect((await patch(provider.headers, requestIds[1]!, 'offered')).statusCode).toBe(200);
    expect((await requestOf(ben!.headers, requestIds[1]!)).offerExpiresAt).toBe('2027-03-02T14:00:00.000Z');
    expect((await expiryJobs(requestIds[1]!))[0]!.runAt.toISOString()).toBe('2027-03-02T14:00:00.000Z');
    const [mail] = await mailsTo(ben!.email);
    expect(mail!.text).toContain('answer by Tuesday, March 2, 2027');

    // A place passed on by the deadline's job takes the window too.
    await settings(provider.headers, { offerHours: 96 });
    clock.set('2027-03-02T14:00:00Z');
    await ctx.app.jobs.runDue();
    expect((await requestOf(families[2]!.headers, requestIds[2]!)).offerExpiresAt).toBe('2027-03-06T14:00:00.000Z');
  });

  it('answers 400 with OfferHours for a value off the list, 403 to a family, 404 without a provider record', async () => {
    const provider = await waitlistProvider(ctx.app);
    for (const payload of [{ offerHours: 36 }, { offerHours: '48' }, {}]) {
      const res = await settings(provider.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['OfferHours']);
    }
    const [row] = await ctx.app.db
      .select({ hours: providers.waitlistOfferHours })
      .from(providers)
      .where(eq(providers.id, provider.id));
    expect(row!.hours).toBe(48);
    // The column's check holds the list too.
    await expect(
      ctx.app.db.update(providers).set({ waitlistOfferHours: 36 }).where(eq(providers.id, provider.id)),
    ).rejects.toThrow();

    const family = await familyWithTicket(ctx.app);
    expect((await settings(family.headers)).statusCode).toBe(403);
    expect((await settings(family.headers, { offerHours: 24 })).statusCode).toBe(403);
  });
});

describe('an offered place is passed on when its entry leaves the list', () => {
  it('the family leaving an offered entry ends the offer, cancels its job and offers the next family', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana, ben] = families;
    await patch(provider.headers, requestIds[0]!, 'offered');
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: paths.requests,
      headers: ana!.headers,
      payload: { providerId: provider.id, ticketId: ana!.ticketId },
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await statusEvents(requestIds[0]!)).toEqual([
      ['waiting', 'offered'],
      ['offered', 'left'],
    ]);
    expect(await expiryJobs(requestIds[0]!)).toHaveLength(0);
    expect(await requestOf(ben!.headers, requestIds[1]!)).toMatchObject({
      status: 'offered',
      position: 1,
      offerExpiresAt: '2027-03-03T14:00:00.000Z',
    });
    expect(await expiryJobs(requestIds[1]!)).toHaveLength(1);
    expect((await mailsTo(ben!.email))[0]!.subject).toMatch(/^A place is offered at .+ for Ben$/);
  });

  it('the provider removing an offered entry does the same; removing a waiting one offers nobody', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [, ben, chloe] = families;
    await patch(provider.headers, requestIds[0]!, 'offered');
    const removed = await patch(provider.headers, requestIds[0]!, 'removed');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ items: ProviderWaitlistEntry[] }>().items.map((item) => item.status)).toEqual([
      'offered',
      'waiting',
    ]);
    expect(await statusEvents(requestIds[0]!)).toEqual([
      ['waiting', 'offered'],
      ['offered', 'removed'],
    ]);
    expect(await expiryJobs(requestIds[0]!)).toHaveLength(0);
    expect((await requestOf(ben!.headers, requestIds[1]!)).status).toBe('offered');
    expect(await mailsTo(ben!.email)).toHaveLength(1);

    // Chloé was waiting: removing her is no answer to any offer, so nothing more is offered.
    expect((await patch(provider.headers, requestIds[2]!, 'removed')).statusCode).toBe(200);
    expect(await mailsTo(chloe!.email)).toHaveLength(0);
    expect((await requestOf(ben!.headers, requestIds[1]!)).status).toBe('offered');
  });
});
