import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  createHomeProvider,
  createNanny,
  createParent,
  createSuperAdmin,
  type DaycareOrderRow,
} from '@kinderly/db';
import { API_PATHS, type AdminChildBookingInfoResponse, type AdminProviderBookingInfoResponse } from '@kinderly/shared';
import { orderHistory } from '../src/services/admin/booking-info.ts';
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
import type { Headers } from './provider-enrolment-helpers.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock } });
let admin: Headers;
let adminId: string;

const providerUrl = (userId: string, query = '') =>
  API_PATHS.admin.bookingInfoProvider.replace('{userId}', userId) + query;
const childUrl = (childId: string, query = '') =>
  API_PATHS.admin.bookingInfoChild.replace('{childId}', childId) + query;

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db);
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});
beforeEach(() => clock.set(NOW));

const cancel = (headers: Headers, orderId: string) =>
  ctx.app.inject({ method: 'POST', url: `${API_PATHS.booking.cancelOrder}?orderId=${orderId}`, headers });

describe('GET booking info for a provider', () => {
  it("lists two children's orders, latest day first, with states, payments, refunds and history, and audits", async () => {
    const provider = await bookableProvider(ctx.db.db, { businessName: 'Maple Nest' });
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    const ana = await parentWithChild(ctx.app, { firstName: 'Ana' });
    const bo = await parentWithChild(ctx.app, { firstName: 'Bo' });
    const at = { childcareProviderId: provider.id };
    // Ana: a day held at approval, captured at check-in, then picked up; another day still waiting for an answer.
    const cared = await bookedOrder(ctx.app, ana.headers, { ...at, childId: ana.childId, date: '2027-03-02' });
    await providerCall(ctx.app, providerAuth, 'approveOrder', cared.orderId);
    const waiting = await bookedOrder(ctx.app, ana.headers, { ...at, childId: ana.childId, date: '2027-03-10' });
    // Bo: a day held at approval, then cancelled by the provider: the hold is released, all of it refunded.
    const dropped = await bookedOrder(ctx.app, bo.headers, { ...at, childId: bo.childId, date: '2027-03-03' });
    await providerCall(ctx.app, providerAuth, 'approveOrder', dropped.orderId);
    expect((await cancel(providerAuth, dropped.orderId)).statusCode).toBe(200);
    clock.set('2027-03-02T13:10:00Z');
    await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', cared.orderId);
    clock.set('2027-03-02T22:00:00Z');
    await providerCall(ctx.app, providerAuth, 'setPickUpTimeStamp', cared.orderId);

    const response = await ctx.app.inject({ method: 'GET', url: providerUrl(provider.userId), headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminProviderBookingInfoResponse>();
    expect(body.provider).toEqual({ providerId: provider.id, userId: provider.userId, businessName: 'Maple Nest' });
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items.map((item) => [item.order.orderId, item.order.childFirstName, item.order.status])).toEqual([
      [waiting.orderId, 'Ana', 'requested'],
      [dropped.orderId, 'Bo', 'cancelled'],
      [cared.orderId, 'Ana', 'picked_up'],
    ]);
    const [open, cancelled, done] = body.items;
    expect(open).toMatchObject({ payment: null, order: { paymentState: 'none', totalCents: 6050, currency: 'cad' } });
    expect(open!.history.map((step) => [step.from, step.to, step.by])).toEqual([
      [null, 'draft', 'parent'],
      ['draft', 'requested', 'parent'],
    ]);
    expect(cancelled).toMatchObject({
      order: { paymentState: 'released', refundCents: 6050, chargedCents: 0, cancelledBy: 'provider' },
      payment: { status: 'canceled', amountCents: 6050, capturedCents: 0, refundedCents: 0, currency: 'cad' },
    });
    expect(cancelled!.history.at(-1)).toMatchObject({ from: 'approved', to: 'cancelled', by: 'provider' });
    expect(done).toMatchObject({
      order: {
        parentUserId: ana.userId,
        bookedDays: [{ date: '2027-03-02', startTime: '08:00', endTime: '17:00', priceCents: 5500 }],
        subtotalCents: 5500,
        feeCents: 550,
        paymentState: 'captured',
        chargedCents: 6050,
      },
      payment: { status: 'succeeded', amountCents: 6050, capturedCents: 6050 },
      paymentFailures: 0,
    });
    expect(done!.history).toEqual([
      // The draft's time is the row's creation, by the database's clock.
      { from: null, to: 'draft', at: expect.any(String), by: 'parent' },
      { from: 'draft', to: 'requested', at: NOW.replace('Z', '.000Z'), by: 'parent' },
      { from: 'requested', to: 'approved', at: NOW.replace('Z', '.000Z'), by: 'provider' },
      { from: 'approved', to: 'checked_in', at: '2027-03-02T13:10:00.000Z', by: 'provider' },
      { from: 'checked_in', to: 'picked_up', at: '2027-03-02T22:00:00.000Z', by: 'provider' },
    ]);

    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, provider.userId));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'booking-info.provider.view',
        targetType: 'user',
        details: { page: 1, orders: 3 },
      }),
    ]);
  });

  it('pages on the server and answers an empty page past the end', async () => {
    const provider = await bookableProvider(ctx.db.db);
    const parent = await parentWithChild(ctx.app);
    const dates = ['2027-03-08', '2027-03-09', '2027-03-10'];
    for (const date of dates)
      await bookedOrder(ctx.app, parent.headers, { childcareProviderId: provider.id, childId: parent.childId, date });
    const read = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: providerUrl(provider.userId, query),
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminProviderBookingInfoResponse>();
    };
    const second = await read('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.order.bookedDays[0]!.date)).toEqual(['2027-03-08']);
    expect((await read('?page=1&pageSize=2')).items.map((item) => item.order.bookedDays[0]!.date)).toEqual([
      '2027-03-10',
      '2027-03-09',
    ]);
    expect((await read('?page=3&pageSize=2')).items).toEqual([]);
    const tooBig = await ctx.app.inject({
      method: 'GET',
      url: providerUrl(provider.userId, '?pageSize=101'),
      headers: admin,
    });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('GET booking info for a child', () => {
  it('lists the orders at two providers, latest day first, and audits the view', async () => {
    const first = await bookableProvider(ctx.db.db, { businessName: 'First Steps', withApprovalRequest: false });
    const second = await bookableProvider(ctx.db.db, { businessName: 'Second Home' });
    const parent = await parentWithChild(ctx.app, { firstName: 'Cleo' });
    const instant = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: first.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    const asked = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: second.id,
      childId: parent.childId,
      date: '2027-03-09',
    });
    // Someone else's child at the same provider stays out.
    const other = await parentWithChild(ctx.app);
    await bookedOrder(ctx.app, other.headers, {
      childcareProviderId: first.id,
      childId: other.childId,
      date: '2027-03-04',
    });

    const response = await ctx.app.inject({ method: 'GET', url: childUrl(parent.childId), headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminChildBookingInfoResponse>();
    expect(body.child).toMatchObject({ id: parent.childId, firstName: 'Cleo' });
    expect(body.total).toBe(2);
    expect(body.items.map((item) => [item.order.orderId, item.order.providerName, item.order.status])).toEqual([
      [asked.orderId, 'Second Home', 'requested'],
      [instant.orderId, 'First Steps', 'approved'],
    ]);
    // Booked without approval within 6 days: approved by the parent's booking and held at once.
    expect(body.items[1]).toMatchObject({
      order: { providerId: first.userId, paymentState: 'held' },
      payment: { status: 'requires_capture', amountCents: 6050 },
    });
    expect(body.items[1]!.history.map((step) => [step.from, step.to, step.by])).toEqual([
      [null, 'draft', 'parent'],
      ['draft', 'approved', 'parent'],
    ]);
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, parent.childId));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'booking-info.child.view',
        targetType: 'child',
        details: { page: 1, orders: 2 },
      }),
    ]);
  });
});

describe('who may read booking info', () => {
  it('is 404 for an unknown child or a user with no business, and writes no audit row then', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.app.inject({ method: 'GET', url: childUrl(unknown), headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: providerUrl(unknown), headers: admin })).statusCode).toBe(404);
    const parent = await createParent(ctx.db.db);
    expect((await ctx.app.inject({ method: 'GET', url: providerUrl(parent.id), headers: admin })).statusCode).toBe(404);
    const rows = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, unknown));
    expect(rows).toEqual([]);
  });

  it('is 401 signed out and 403 for a home provider, a parent and a nanny', async () => {
    const provider = await bookableProvider(ctx.db.db);
    const family = await parentWithChild(ctx.app, { card: false });
    const urls = [providerUrl(provider.userId), childUrl(family.childId)];
    for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const others = [
      await providerHeaders(ctx.app, provider.userId),
      family.headers,
      bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db))),
      bearer(await loginAs(ctx.app, await createNanny(ctx.db.db))),
    ];
    for (const headers of others)
      for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
  });
});

describe("the history read from an order's timestamps", () => {
  const created = new Date('2027-03-01T14:00:00Z');
  const requested = new Date('2027-03-01T14:05:00Z');
  const base = {
    status: 'requested',
    createdAt: created,
    requestedAt: requested,
    answerBy: new Date('2027-03-03T14:05:00Z'),
    startsAt: new Date('2027-03-10T13:00:00Z'),
    approvedAt: null,
    refusedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    checkInAt: null,
    pickUpAt: null,
    noShowAt: null,
    paymentFailures: 0,
  } as unknown as DaycareOrderRow;
  const steps = (order: Partial<DaycareOrderRow>) =>
    orderHistory({ ...base, ...order }).map(
      (step) => `${step.from ?? '-'}>${step.to}:${step.by ?? '?'}@${step.at ?? '?'}`,
    );

  it('reads a refusal, an expiry at the answer deadline and a failed hold that was paid again', () => {
    expect(steps({ status: 'refused', refusedAt: new Date('2027-03-02T10:00:00Z') }).slice(2)).toEqual([
      'requested>refused:provider@2027-03-02T10:00:00.000Z',
    ]);
    expect(steps({ status: 'expired' }).slice(2)).toEqual(['requested>expired:system@2027-03-03T14:05:00.000Z']);
    const approvedAt = new Date('2027-03-02T09:00:00Z');
    expect(steps({ status: 'approved', approvedAt, paymentFailures: 2 }).slice(2)).toEqual([
      'requested>approved:provider@2027-03-02T09:00:00.000Z',
      'approved>payment_failed:system@?',
      'payment_failed>approved:?@?',
    ]);
    expect(
      steps({
        status: 'cancelled',
        approvedAt,
        paymentFailures: 1,
        cancelledAt: approvedAt,
        cancelledBy: 'system',
      }).slice(3),
    ).toEqual(['approved>payment_failed:system@?', 'payment_failed>cancelled:system@2027-03-02T09:00:00.000Z']);
    expect(steps({ status: 'no_show', approvedAt, noShowAt: new Date('2027-03-10T15:00:00Z') }).at(-1)).toBe(
      'approved>no_show:provider@2027-03-10T15:00:00.000Z',
    );
  });
});
