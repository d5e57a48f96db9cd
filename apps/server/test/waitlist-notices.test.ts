import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { jobs, notifications, users } from '@kinderly/db';
import { API_PATHS, type ProviderWaitlistEntry } from '@kinderly/shared';
import { outbox } from './account-helpers.ts';
import { NOW, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { familyWithTicket, join, paths, waitlistProvider } from './waitlist-helpers.ts';

// Issue 19: the waitlist's notices through the notification centre (ADR 029): the offer's reminder, and a family's
// move up the list.

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });

async function providerWith(names: string[]) {
  clock.set(NOW);
  const provider = await waitlistProvider(ctx.app);
  const families = [];
  for (const name of names) {
    const family = await familyWithTicket(ctx.app, name);
    await join(ctx.app, family, [provider.id]);
    families.push(family);
  }
  const res = await ctx.app.inject({ method: 'GET', url: paths.providerWaitlist, headers: provider.headers });
  const requestIds = res.json<{ items: ProviderWaitlistEntry[] }>().items.map((item) => item.requestId);
  return { provider, families, requestIds };
}

const offer = (headers: Headers, requestId: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: paths.providerEntry.replace('{requestId}', requestId),
    headers,
    payload: { status: 'offered' },
  });
const accept = (headers: Headers, requestId: string) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.waitlist.acceptOffer.replace('{requestId}', requestId), headers });
const settings = (headers: Headers, offerHours: number) =>
  ctx.app.inject({ method: 'PUT', url: API_PATHS.waitlist.providerSettings, headers, payload: { offerHours } });
const savePriorities = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: paths.providerPriorities, headers, payload });

async function mailsTo(email: string) {
  await ctx.app.jobs.runDue();
  return (await outbox(ctx.app)).filter((mail) => mail.to === email);
}
async function noticesOf(userId: string, kind: string) {
  await ctx.app.jobs.runDue();
  return ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
const reminderJobs = (requestId: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(eq(jobs.singletonKey, `waitlist.offer-remind:${requestId}`));

describe('the offer reminder: the waitlist.offer-remind job', () => {
  it('reminds the family halfway through a 24-hour window, by the bell always and by mail when it is on', async () => {
    const { provider, families, requestIds } = await providerWith(['Ana']);
    const [ana] = families;
    expect((await settings(provider.headers, 24)).statusCode).toBe(200);
    expect((await offer(provider.headers, requestIds[0]!)).statusCode).toBe(200);
    expect((await reminderJobs(requestIds[0]!))[0]!.runAt.toISOString()).toBe('2027-03-02T02:00:00.000Z');

    clock.set('2027-03-02T01:59:00Z');
    expect(await noticesOf(ana!.userId, 'waitlist.offer_expiring')).toHaveLength(0);
    clock.set('2027-03-02T02:00:00Z');
    const [reminder] = await noticesOf(ana!.userId, 'waitlist.offer_expiring');
    expect(reminder).toMatchObject({ link: '/app/waitlist/waitlist-card' });
    expect(reminder!.title.fr).toMatch(/^Rappel : répondez à la place offerte chez .+ pour Ana$/);
    const [mail] = await mailsTo(ana!.email);
    expect(mail!.subject).toBe(reminder!.title.en);
    expect(mail!.text).toContain('waits for your answer until Tuesday, March 2, 2027');
    expect(mail!.text).toContain('https://kinderly.test/app/waitlist/waitlist-card');
  });

  it("follows the family's e-mail switch: off, the reminder is in the bell and nothing is mailed", async () => {
    const { provider, families, requestIds } = await providerWith(['Ana']);
    const [ana] = families;
    await ctx.app.db.update(users).set({ emailNotifications: false }).where(eq(users.id, ana!.userId));
    await offer(provider.headers, requestIds[0]!);
    clock.set('2027-03-02T14:00:00Z');
    expect(await noticesOf(ana!.userId, 'waitlist.offer')).toHaveLength(1);
    expect(await noticesOf(ana!.userId, 'waitlist.offer_expiring')).toHaveLength(1);
    expect(await mailsTo(ana!.email)).toHaveLength(0);
  });

  it('does nothing once the offer is answered: the job is cancelled, and a run already claimed sends nothing', async () => {
    const { provider, families, requestIds } = await providerWith(['Ana']);
    const [ana] = families;
    await offer(provider.headers, requestIds[0]!);
    expect(await reminderJobs(requestIds[0]!)).toHaveLength(1);
    expect((await accept(ana!.headers, requestIds[0]!)).statusCode).toBe(204);
    expect(await reminderJobs(requestIds[0]!)).toHaveLength(0);

    // As if a process had claimed the reminder before the answer committed.
    await ctx.app.jobs.enqueue(ctx.app.db, { name: 'waitlist.offer-remind', payload: { requestId: requestIds[0] } });
    clock.set('2027-03-02T14:00:00Z');
    expect(await noticesOf(ana!.userId, 'waitlist.offer_expiring')).toHaveLength(0);
    expect((await mailsTo(ana!.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^A place is offered at /),
    ]);
  });
});

describe('a family moving up the list', () => {
  it('is told its new position when someone ahead leaves, once per position, never when it moves down', async () => {
    const { provider, families, requestIds } = await providerWith(['Ana', 'Ben', 'Chloé']);
    const [ana, ben, chloe] = families;
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: paths.requests,
      headers: ana!.headers,
      payload: { providerId: provider.id, ticketId: ana!.ticketId },
    });
    expect(left.statusCode, left.body).toBe(204);
    const [benMoved] = await noticesOf(ben!.userId, 'waitlist.position');
    expect(benMoved).toMatchObject({ dedupeKey: `waitlist:${requestIds[1]}:position:1`, emailedAt: null });
    expect(benMoved!.title.en).toMatch(/^Ben moved up on the waitlist of /);
    expect(benMoved!.body.en).toMatch(/^Ben is now number 1 of 2 on the waitlist of /);
    expect(benMoved!.body.fr).toMatch(/^Place de Ben sur la liste d'attente de .+ : 1 sur 2\.$/);
    expect((await noticesOf(chloe!.userId, 'waitlist.position')).map((row) => row.dedupeKey)).toEqual([
      `waitlist:${requestIds[2]}:position:2`,
    ]);

    // The provider puts Chloé first (Ben moves down: no notice), then back, then first again.
    const order = (first: typeof ben, second: typeof ben) => ({
      providerId: provider.id,
      priorities: [
        { ticketId: first!.ticketId, priority: 1 },
        { ticketId: second!.ticketId, priority: 2 },
      ],
    });
    expect((await savePriorities(provider.headers, order(chloe, ben))).statusCode).toBe(200);
    expect((await savePriorities(provider.headers, order(ben, chloe))).statusCode).toBe(200);
    expect((await savePriorities(provider.headers, order(chloe, ben))).statusCode).toBe(200);
    // One job ran both reorders' notices at the same clock time: compared as a set.
    expect((await noticesOf(chloe!.userId, 'waitlist.position')).map((row) => row.dedupeKey).sort()).toEqual([
      `waitlist:${requestIds[2]}:position:1`,
      `waitlist:${requestIds[2]}:position:2`,
    ]);
    // Ben moved back up to the first place he was already told of.
    expect(await noticesOf(ben!.userId, 'waitlist.position')).toHaveLength(1);
    expect(await mailsTo(chloe!.email)).toHaveLength(0);
  });
});
