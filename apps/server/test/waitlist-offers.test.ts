import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { jobs, notifications, providers, users, waitlistRequestEvents } from '@kinderly/db';
import { API_PATHS, type ProviderWaitlistEntry, type WaitlistRequest } from '@kinderly/shared';
import { outbox } from './account-helpers.ts';
import { NOW, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, requestsOf, waitlistProvider } from './waitlist-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });

/** A provider with Ana, Ben and Chloé waiting in that order. */
async function providerWithThree() {
  clock.set(NOW);
  const provider = await waitlistProvider(ctx.app);
  const families = [];
  for (const name of ['Ana', 'Ben', 'Chloé']) {
    const family = await familyWithTicket(ctx.app, name);
    await join(ctx.app, family, [provider.id]);
    families.push(family);
  }
  const list = await listOf(provider.headers);
  return { provider, families, requestIds: list.map((item) => item.requestId) };
}

async function listOf(headers: Headers) {
  const res = await ctx.app.inject({ method: 'GET', url: paths.providerWaitlist, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ProviderWaitlistEntry[] }>().items;
}

const patch = (headers: Headers, requestId: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: paths.providerEntry.replace('{requestId}', requestId), headers, payload });
const offer = (headers: Headers, requestId: string) => patch(headers, requestId, { status: 'offered' });
const answer = (headers: Headers, requestId: string, verb: 'acceptOffer' | 'declineOffer') =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.waitlist[verb].replace('{requestId}', requestId), headers });

/** The mails as they are sent: the notification centre's jobs run first (ADR 029). */
async function mailsTo(email: string) {
  await ctx.app.jobs.runDue();
  return (await outbox(ctx.app)).filter((mail) => mail.to === email);
}
const noticesOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
const requestOf = async (headers: Headers, requestId: string) =>
  (await requestsOf(ctx.app, headers)).find((r) => r.requestId === requestId) as WaitlistRequest;
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

async function ownerOf(providerId: string) {
  const [row] = await ctx.app.db
    .select({ id: users.id, email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  return row!;
}

describe('offering a place: PATCH provider/waitlist/{requestId} {status: offered}', () => {
  it('offers the first family a place for 48 hours, tells and mails it, and the family accepts; the others move up', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana, ben, chloe] = families;
    const owner = await ownerOf(provider.id);
    const res = await offer(provider.headers, requestIds[0]!);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<{ items: ProviderWaitlistEntry[] }>().items;
    expect(first).toMatchObject({ status: 'offered', offerExpiresAt: '2027-03-03T14:00:00.000Z', position: 1 });
    expect(await requestOf(ana!.headers, requestIds[0]!)).toMatchObject({
      status: 'offered',
      offeredAt: '2027-03-01T14:00:00.000Z',
      offerExpiresAt: '2027-03-03T14:00:00.000Z',
    });
    const [mail] = await mailsTo(ana!.email);
    expect(mail!.subject).toMatch(/^A place is offered at .+ for Ana$/);
    expect(mail!.text).toContain('answer by Wednesday, March 3, 2027');
    expect(mail!.text).toContain('https://kinderly.test/app/waitlist/waitlist-card');
    // Through the notification centre: the bell's row in both languages, mailed once.
    const [offered] = await noticesOf(ana!.userId);
    expect(offered).toMatchObject({
      kind: 'waitlist.offer',
      aboutUserId: owner.id,
      link: '/app/waitlist/waitlist-card',
      title: { en: mail!.subject },
    });
    expect(offered!.title.fr).toMatch(/^Une place est offerte chez .+ pour Ana$/);
    expect(offered!.emailedAt).not.toBeNull();
    expect(await mailsTo(ana!.email)).toHaveLength(1);
    expect(
      await ctx.app.db
        .select()
        .from(jobs)
        .where(eq(jobs.singletonKey, `waitlist.offer-expire:${requestIds[0]}`)),
    ).toHaveLength(1);

    clock.set('2027-03-02T10:00:00Z');
    const accepted = await answer(ana!.headers, requestIds[0]!, 'acceptOffer');
    expect(accepted.statusCode, accepted.body).toBe(204);
    // The accepted entry carries what pre-fills the weekly booking: the ticket's start date and weekdays.
    expect(await requestOf(ana!.headers, requestIds[0]!)).toMatchObject({
      status: 'accepted',
      position: null,
      requestedStartDate: '2027-09-06',
      weekdays: [1, 3],
    });
    expect(await requestOf(ben!.headers, requestIds[1]!)).toMatchObject({ status: 'waiting', position: 1, total: 2 });
    expect(await statusEvents(requestIds[0]!)).toEqual([
      ['waiting', 'offered'],
      ['offered', 'accepted'],
    ]);
    const [told] = await mailsTo(owner.email);
    expect(told!.subject).toBe('Ana accepted the place you offered');
    expect(told!.text).toContain(ana!.email);
    expect(await noticesOf(owner.id)).toEqual([
      expect.objectContaining({
        kind: 'waitlist.offer_accepted',
        aboutUserId: ana!.userId,
        link: '/app/provider/waitlist',
        title: { en: 'Ana accepted the place you offered', fr: 'Ana a accepté la place offerte' },
      }),
    ]);
    // Those behind moved up and hear of their new place (the bell, not a mail).
    const [benNotice] = await noticesOf(ben!.userId);
    expect(benNotice).toMatchObject({ kind: 'waitlist.position', emailedAt: null });
    expect(benNotice!.body.en).toMatch(/^Ben is now number 1 of 2 on the waitlist of /);
    expect((await noticesOf(chloe!.userId))[0]!.body.en).toMatch(/^Chloé is now number 2 of 2 /);
    expect(await mailsTo(ben!.email)).toHaveLength(0);
    // The expiry and reminder jobs went with the answer; a second answer is refused.
    for (const job of ['offer-expire', 'offer-remind']) {
      expect(
        await ctx.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.singletonKey, `waitlist.${job}:${requestIds[0]}`)),
      ).toHaveLength(0);
    }
    expect((await answer(ana!.headers, requestIds[0]!, 'declineOffer')).statusCode).toBe(409);
  });

  it('declining ends the offer and offers the place to the next waiting family', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana, ben, chloe] = families;
    await offer(provider.headers, requestIds[0]!);
    const res = await answer(ana!.headers, requestIds[0]!, 'declineOffer');
    expect(res.statusCode, res.body).toBe(204);
    expect((await requestOf(ana!.headers, requestIds[0]!)).status).toBe('declined');
    expect(await requestOf(ben!.headers, requestIds[1]!)).toMatchObject({ status: 'offered', position: 1 });
    expect(await mailsTo(ben!.email)).toHaveLength(1);
    // Ben moved up and was offered the place: the offer says it all. Chloé hears she moved up.
    expect((await noticesOf(ben!.userId)).map((row) => row.kind)).toEqual(['waitlist.offer']);
    expect((await noticesOf(chloe!.userId)).map((row) => [row.kind, row.dedupeKey])).toEqual([
      ['waitlist.position', `waitlist:${requestIds[2]}:position:2`],
    ]);
  });

  it('answers 404 to another provider and another family, 409 to an entry not waiting, 400 to a bad body', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const stranger = await waitlistProvider(ctx.app);
    expect((await offer(stranger.headers, requestIds[0]!)).statusCode).toBe(404);
    expect((await offer(provider.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await patch(provider.headers, requestIds[0]!, { status: 'accepted' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Status']);
    expect((await patch(provider.headers, 'not-a-uuid', { status: 'offered' })).statusCode).toBe(400);

    expect((await offer(provider.headers, requestIds[0]!)).statusCode).toBe(200);
    const again = await offer(provider.headers, requestIds[0]!);
    expect(again.statusCode).toBe(409);
    // Another family cannot answer Ana's offer, and Ben has nothing offered to answer.
    const [, ben] = families;
    expect((await answer(ben!.headers, requestIds[0]!, 'acceptOffer')).statusCode).toBe(404);
    expect((await answer(ben!.headers, requestIds[1]!, 'acceptOffer')).json()).toMatchObject({
      code: 'WAITLIST_NOT_OFFERED',
    });
    expect((await answer(provider.headers, requestIds[0]!, 'acceptOffer')).statusCode).toBe(403);
  });
});

describe('the offer mail', () => {
  it("is written in the family's language, with the deadline in the provider's time zone", async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana] = families;
    await ctx.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, ana!.userId));
    expect((await offer(provider.headers, requestIds[0]!)).statusCode).toBe(200);
    const [mail] = await mailsTo(ana!.email);
    expect(mail!.subject).toMatch(/^Une place est offerte chez .+ pour Ana$/);
    // 14:00 UTC is 09:00 in Toronto (EST) on March 3.
    expect(mail!.text).toMatch(/répondez avant le mercredi 3 mars 2027 à 0?9 h 00/);
  });
});

describe('the deadline: the waitlist.offer-expire job', () => {
  it('expires an unanswered offer and offers the next family, with its own mail and deadline; runs once', async () => {
    const { provider, families, requestIds } = await providerWithThree();
    const [ana, ben] = families;
    await offer(provider.headers, requestIds[0]!);
    clock.set('2027-03-03T13:59:00Z');
    await ctx.app.jobs.runDue();
    expect((await requestOf(ana!.headers, requestIds[0]!)).status).toBe('offered');
    // The reminder ran a day before the deadline (the outbox is newest first).
    expect((await mailsTo(ana!.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Reminder: answer the place offered at .+ for Ana$/),
      expect.stringMatching(/^A place is offered at .+ for Ana$/),
    ]);

    clock.set('2027-03-03T14:00:00Z');
    // Past the deadline the answer is refused even before the job ran.
    const late = await answer(ana!.headers, requestIds[0]!, 'acceptOffer');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'WAITLIST_OFFER_EXPIRED' });
    await ctx.app.jobs.runDue();
    expect(await requestOf(ana!.headers, requestIds[0]!)).toMatchObject({ status: 'expired', position: null });
    expect(await requestOf(ben!.headers, requestIds[1]!)).toMatchObject({
      status: 'offered',
      position: 1,
      offerExpiresAt: '2027-03-05T14:00:00.000Z',
    });
    expect(await statusEvents(requestIds[0]!)).toEqual([
      ['waiting', 'offered'],
      ['offered', 'expired'],
    ]);
    // Ana hears that the place went on, in the bell only: she was mailed the offer and its reminder.
    const anaNotices = new Map((await noticesOf(ana!.userId)).map((row) => [row.kind, row]));
    expect([...anaNotices].map(([kind, row]) => [kind, row.emailedAt === null]).sort()).toEqual([
      ['waitlist.offer', false],
      ['waitlist.offer_expired', true],
      ['waitlist.offer_expiring', false],
    ]);
    expect(anaNotices.get('waitlist.offer_expired')!.body.en).toMatch(
      /^The place offered at .+ for Ana was not answered by Wednesday, March 3, 2027/,
    );
    expect(await mailsTo(ana!.email)).toHaveLength(2);
    const benMails = await mailsTo(ben!.email);
    expect(benMails).toHaveLength(1);
    expect(benMails[0]!.subject).toContain('for Ben');
    expect((await answer(ana!.headers, requestIds[0]!, 'acceptOffer')).statusCode).toBe(409);

    // Running again changes nothing: Ben keeps his offer until his own deadline.
    await ctx.app.jobs.runDue();
    expect(await mailsTo(ben!.email)).toHaveLength(1);
    expect((await requestOf(ben!.headers, requestIds[1]!)).status).toBe('offered');
    clock.set('2027-03-04T09:00:00Z');
    expect((await answer(ben!.headers, requestIds[1]!, 'acceptOffer')).statusCode).toBe(204);
  });
});
