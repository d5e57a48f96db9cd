import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  createHomeProvider,
  createNanny,
  createParent,
  createProvider,
  createSuperAdmin,
  daycareOrders,
  users,
} from '@kinderly/db';
import {
  API_PATHS,
  type AdminBookingsResponse,
  type AdminSummary,
  type AdminVerificationProvider,
  type AdminVerificationsResponse,
  type NotificationList,
} from '@kinderly/shared';
import { attachDemoProofs, DEMO_PROOF_PROVIDER } from '../src/lib/demo-proofs.ts';
import { bearer, loginAs } from './account-helpers.ts';
import {
  bookableProvider,
  bookedOrder,
  NOW,
  parentWithChild,
  providerCall,
  providerHeaders,
} from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import { JPEG, multipart, PDF, providerIdOf, type Headers } from './provider-enrolment-helpers.ts';

// Issue 18: the index's counts, the bookings list they open, and the badge verification list.
const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });
let admin: Headers;

beforeAll(async () => {
  admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
});

const get = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const summary = async () => (await get(API_PATHS.admin.summary)).json<AdminSummary>();
const verifications = async (query = '') =>
  (await get(`${API_PATHS.admin.verifications}${query}`)).json<AdminVerificationsResponse>();

async function saveBadges(headers: Headers, fields: Record<string, string>, files: { name: string; data: Buffer }[]) {
  const form = multipart(fields, files);
  const res = await ctx.app.inject({
    method: 'POST',
    url: API_PATHS.childcareProvider.saveBadges,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const activate = (providerId: string, name: string, on = true) =>
  ctx.app.inject({
    method: 'PUT',
    url: API_PATHS.childcareProvider.activateQualification,
    headers: admin,
    payload: { providerId, name, activate: on },
  });

describe('admin overview calls', () => {
  it('refuses the other three roles (403) and a visitor (401)', async () => {
    const paths = [
      API_PATHS.admin.summary,
      API_PATHS.admin.bookings,
      API_PATHS.admin.verifications,
      API_PATHS.admin.verification.replace('{providerId}', '00000000-0000-4000-8000-000000000000'),
    ];
    const others = [await createParent(ctx.db.db), await createNanny(ctx.db.db), await createHomeProvider(ctx.db.db)];
    for (const path of paths) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
      for (const user of others) expect((await get(path, bearer(await loginAs(ctx.app, user)))).statusCode).toBe(403);
    }
  });
});

describe('badge verification list and the index counts', () => {
  it('lists providers with proofs to check, most waiting first, and counts them until every proof is verified', async () => {
    const before = await summary();
    const first = await createHomeProvider(ctx.db.db);
    const second = await createHomeProvider(ctx.db.db);
    const firstAuth = bearer(await loginAs(ctx.app, first));
    const secondAuth = bearer(await loginAs(ctx.app, second));
    // First: two proofs and an insurance number; the vulnerable sector check has no flag to set (not counted).
    await saveBadges(firstAuth, { insurancePolicyNumber: 'INS-7' }, [
      { name: 'firstAid.pdf', data: PDF },
      { name: 'cpr.jpg', data: JPEG },
      { name: 'vulnerableSector.pdf', data: PDF },
    ]);
    // Second: one proof; a flag without a file is nothing to verify.
    await saveBadges(secondAuth, { ece: 'true' }, [{ name: 'firstAid.pdf', data: PDF }]);
    const firstId = await providerIdOf(ctx.app, firstAuth);
    const secondId = await providerIdOf(ctx.app, secondAuth);

    expect((await summary()).providersAwaitingVerification).toBe(before.providersAwaitingVerification + 2);
    const list = await verifications();
    const mine = list.items.filter((item) => [firstId, secondId].includes(item.providerId));
    expect(mine.map((item) => [item.providerId, item.waiting, item.verified])).toEqual([
      [firstId, 3, 0],
      [secondId, 1, 0],
    ]);
    expect(mine[0]).toMatchObject({
      userId: first.id,
      email: first.email,
      ownerName: `${first.firstName} ${first.lastName}`,
    });
    expect(Date.parse(mine[0]!.lastUploadAt!)).not.toBeNaN();

    for (const name of ['firstAid', 'cpr', 'insurance']) expect((await activate(firstId, name)).statusCode).toBe(200);
    expect((await summary()).providersAwaitingVerification).toBe(before.providersAwaitingVerification + 1);
    const waiting = await verifications();
    expect(waiting.items.map((item) => item.providerId)).not.toContain(firstId);
    const all = await verifications('?state=all');
    expect(all.items.find((item) => item.providerId === firstId)).toMatchObject({ waiting: 0, verified: 3 });

    const one = await get(API_PATHS.admin.verification.replace('{providerId}', secondId));
    expect(one.statusCode).toBe(200);
    expect(one.json<AdminVerificationProvider>()).toMatchObject({ providerId: secondId, waiting: 1, verified: 0 });
    const unknown = API_PATHS.admin.verification.replace('{providerId}', '00000000-0000-4000-8000-000000000000');
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await get(`${API_PATHS.admin.verifications}?state=some`)).statusCode).toBe(400);

    // Each verification tells the provider (issue 19): in the bell, in both languages, leading to their badges.
    await ctx.app.jobs.runDue();
    const told = (await get(API_PATHS.notifications.list, firstAuth))
      .json<NotificationList>()
      .items.filter((item) => item.kind === 'badge.verified');
    expect(told.map((item) => item.title.en).sort()).toEqual([
      'Verified: CPR certificate',
      'Verified: First aid certificate',
      'Verified: Liability insurance',
    ]);
    expect(told[0]).toMatchObject({ link: '/app/badges', title: { fr: expect.stringMatching(/^Vérifié : /) } });

    // Withdrawing a verification puts the provider back in the list, and tells nobody.
    expect((await activate(firstId, 'cpr', false)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(
      (await get(API_PATHS.notifications.list, firstAuth))
        .json<NotificationList>()
        .items.filter((item) => item.kind === 'badge.verified'),
    ).toHaveLength(3);
    expect((await verifications()).items.find((item) => item.providerId === firstId)).toMatchObject({
      waiting: 1,
      verified: 2,
    });
  });

  it('counts the accounts of the last seven days', async () => {
    const before = (await summary()).newUsersThisWeek;
    const parent = await createParent(ctx.db.db);
    // The week is the app's clock's (2027-03-01 here): a day old counts, eight days old does not.
    await ctx.db.db
      .update(users)
      .set({ createdAt: new Date('2027-02-28T12:00:00Z') })
      .where(eq(users.id, parent.id));
    expect((await summary()).newUsersThisWeek).toBe(before + 1);
    await ctx.db.db
      .update(users)
      .set({ createdAt: new Date('2027-02-20T00:00:00Z') })
      .where(eq(users.id, parent.id));
    expect((await summary()).newUsersThisWeek).toBe(before);
  });
});

describe('open booking requests and failed payments', () => {
  it('counts and lists them across providers, soonest first, and audits the list', async () => {
    const before = await summary();
    const provider = await bookableProvider(ctx.db.db, { businessName: 'Cedar Den' });
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    const family = await parentWithChild(ctx.app, { firstName: 'Lou' });
    const at = { childcareProviderId: provider.id, childId: family.childId };
    const later = await bookedOrder(ctx.app, family.headers, { ...at, date: '2027-03-11' });
    const sooner = await bookedOrder(ctx.app, family.headers, { ...at, date: '2027-03-04' });
    const failed = await bookedOrder(ctx.app, family.headers, { ...at, date: '2027-03-09' });
    await providerCall(ctx.app, providerAuth, 'approveOrder', failed.orderId);
    // What a declined off-session hold leaves (booking-money.test.ts drives the real path).
    await ctx.db.db
      .update(daycareOrders)
      .set({ status: 'payment_failed', paymentFailures: 1 })
      .where(eq(daycareOrders.id, failed.orderId));

    expect(await summary()).toMatchObject({
      openBookingRequests: before.openBookingRequests + 2,
      failedPayments: before.failedPayments + 1,
    });
    const requested = await get(`${API_PATHS.admin.bookings}?status=requested`);
    expect(requested.statusCode, requested.body).toBe(200);
    const body = requested.json<AdminBookingsResponse>();
    expect(body.status).toBe('requested');
    const ids = body.items.map((item) => item.order.orderId);
    expect(ids.indexOf(sooner.orderId)).toBeLessThan(ids.indexOf(later.orderId));
    expect(ids).not.toContain(failed.orderId);
    expect(body.items.find((item) => item.order.orderId === sooner.orderId)?.order).toMatchObject({
      childFirstName: 'Lou',
      providerName: 'Cedar Den',
      status: 'requested',
    });

    const failing = (await get(`${API_PATHS.admin.bookings}?status=payment_failed`)).json<AdminBookingsResponse>();
    expect(failing.items.find((item) => item.order.orderId === failed.orderId)).toMatchObject({ paymentFailures: 1 });
    expect(failing.items.every((item) => item.order.status === 'payment_failed')).toBe(true);
    expect((await get(`${API_PATHS.admin.bookings}?status=approved`)).statusCode).toBe(400);

    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.action, 'bookings.list.view'));
    expect(audit.map((row) => row.targetId).sort()).toEqual(['payment_failed', 'requested']);
  });
});

describe("the demo's proof to verify", () => {
  it("gives the demo provider's first aid a PDF certificate waiting for the administrator, once", async () => {
    const owner = await createHomeProvider(ctx.db.db, { email: DEMO_PROOF_PROVIDER });
    const provider = await createProvider(ctx.db.db, {
      userId: owner.id,
      complete: true,
      badges: [{ name: 'firstAid', activate: true }],
    });
    expect(await attachDemoProofs(ctx.db.db, ctx.app.fileStorage)).toBe(true);
    expect(await attachDemoProofs(ctx.db.db, ctx.app.fileStorage)).toBe(false);

    const line = await get(API_PATHS.admin.verification.replace('{providerId}', provider.id));
    expect(line.json<AdminVerificationProvider>()).toMatchObject({ waiting: 1 });
    const badges = await get(`${API_PATHS.childcareProvider.getBadges}?providerId=${provider.id}`);
    const firstAid = badges.json().data.badges.find((badge: { name: string }) => badge.name === 'firstAid');
    expect(firstAid).toMatchObject({ has: true, activate: false, file: { fileName: 'firstAid.pdf' } });
    const file = await get(firstAid.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('Standard First Aid with CPR Level C');
  });
});
