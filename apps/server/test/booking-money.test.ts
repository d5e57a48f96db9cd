import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditCards, daycareOrders, jobs, notifications, payments, sandboxObjects, users } from '@kinderly/db';
import { API_PATHS, SANDBOX_TEST_CARDS, type DaycareOrder } from '@kinderly/shared';
import { outboxDir, type Mailer, type MailMessage } from '../src/integrations/mail/index.ts';
import { OutboxMailer } from '../src/integrations/mail/outbox.ts';
import { outbox } from './account-helpers.ts';
import {
  bookableProvider,
  bookedOrder,
  bookOrders,
  draftOrder,
  NOW,
  parentWithChild,
  providerCall,
  providerHeaders,
} from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-booking-money-'));
/** The outbox /dev/mail reads, except that the next `failures` deliveries fail (a mail server down). */
const mailer = new (class implements Mailer {
  readonly kind = 'outbox';
  failures = 0;
  private readonly inner = new OutboxMailer(outboxDir({ dataDir }));
  async send(message: MailMessage) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail server down');
    }
    await this.inner.send(message);
  }
})();
const ctx = useTestApp({
  deps: { clock, mailer },
  env: { PUBLIC_URL: 'https://kinderly.test', DATA_DIR: dataDir },
});

async function orderRow(orderId: string) {
  const [row] = await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId));
  return row!;
}
async function paymentOf(orderId: string) {
  const order = await orderRow(orderId);
  const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.id, order.paymentId!));
  return payment!;
}
async function intentOf(paymentIntentId: string) {
  const [row] = await ctx.app.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, paymentIntentId));
  return row!.body as {
    status: string;
    amountReceivedCents: number;
    amountCapturableCents: number;
    refundedCents: number;
  };
}
async function mailsTo(userId: string) {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.id, userId));
  return (await outbox(ctx.app)).filter((mail) => mail.to === user!.email);
}

async function setup(options: { approval?: boolean; cardNumber?: string } = {}) {
  clock.set(NOW);
  const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: options.approval ?? false });
  const parent = await parentWithChild(ctx.app, options.cardNumber ? { cardNumber: options.cardNumber } : {});
  return { provider, parent, providerAuth: await providerHeaders(ctx.app, provider.userId) };
}

describe('holds and captures', () => {
  it('holds a day within 6 days at once, as a destination charge with the fee, and captures it at check-in', async () => {
    const { provider, parent, providerAuth } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const row = await orderRow(order.orderId);
    expect(row.paymentState).toBe('held');
    const payment = await paymentOf(order.orderId);
    expect(payment).toMatchObject({
      status: 'requires_capture',
      amountCents: 6050,
      applicationFeeCents: 550,
      reference: order.orderId,
      userId: parent.userId,
    });
    expect(payment.connectedAccountId).toMatch(/^acct_/);
    expect((await intentOf(payment.paymentIntentId)).amountCapturableCents).toBe(6050);
    clock.set('2027-03-04T13:10:00Z');
    await providerCall(ctx.app, providerAuth, 'setCheckInTimeStamp', order.orderId);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });
    expect((await intentOf(payment.paymentIntentId)).status).toBe('succeeded');
    // The parent sees the charge on the order.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getDaycareOrder}?orderId=${order.orderId}`,
      headers: parent.headers,
    });
    expect(seen.json<{ data: DaycareOrder }>().data).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });
  });

  it('holds a day further ahead 6 days before it, by the job runner', async () => {
    const { provider, parent } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-22',
    });
    expect((await orderRow(order.orderId)).paymentState).toBe('none');
    clock.set('2027-03-16T11:59:00Z');
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).paymentState).toBe('none');
    clock.set('2027-03-16T12:00:00Z'); // 08:00 EDT on the 22nd, less 6 days
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).paymentState).toBe('held');
    await ctx.app.jobs.runDue();
    const holds = await ctx.app.db.select().from(payments).where(eq(payments.reference, order.orderId));
    expect(holds).toHaveLength(1);
  });

  it('charges a no-show as booked', async () => {
    const { provider, parent, providerAuth } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-02',
    });
    clock.set('2027-03-02T14:00:00Z');
    await providerCall(ctx.app, providerAuth, 'setNoShowChild', order.orderId);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'no_show',
      paymentState: 'captured',
      chargedCents: 6050,
    });
  });
});

describe('release and refunds', () => {
  it('releases the hold when the provider cancels, refunding everything', async () => {
    const { provider, parent, providerAuth } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    await ctx.app.inject({
      method: 'POST',
      url: `${API_PATHS.booking.cancelOrder}?orderId=${order.orderId}`,
      headers: providerAuth,
    });
    const payment = await paymentOf(order.orderId);
    expect(payment.status).toBe('canceled');
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'released', chargedCents: 0 });
    expect(
      (await mailsTo(parent.userId)).some((m) => /cancelled/.test(m.subject) && /Refund: \$60\.50/.test(m.text)),
    ).toBe(true);
  });

  it('takes the kept half of a held day when the parent cancels 3 days ahead under moderate', async () => {
    const { provider, parent } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PATHS.booking.cancelOrder}?orderId=${order.orderId}`,
      headers: parent.headers,
    });
    expect(res.json().data).toMatchObject({ refundCents: 3025, refundPercent: 50 });
    const payment = await paymentOf(order.orderId);
    expect(payment).toMatchObject({ status: 'succeeded', capturedCents: 3025 });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 3025 });
  });

  it('charges the kept half at once when a strict day not yet held is cancelled', async () => {
    clock.set(NOW);
    const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: false, cancellationOption: 'strict' });
    const parent = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-29',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PATHS.booking.cancelOrder}?orderId=${order.orderId}`,
      headers: parent.headers,
    });
    expect(res.json().data).toMatchObject({ refundCents: 3025, refundPercent: 50 });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 3025 });
    // The hold job of that day is gone with it.
    expect(
      (
        await ctx.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.singletonKey, `booking.hold:${order.orderId}`))
      ).filter((j) => j.state === 'pending'),
    ).toHaveLength(0);
  });
});

describe('a card that fails off-session', () => {
  it('marks the day payment_failed, mails both sides, retries, and recovers when the parent fixes the card', async () => {
    const { provider, parent } = await setup({ cardNumber: SANDBOX_TEST_CARDS.chargeDeclined });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'payment_failed',
      paymentState: 'failed',
      paymentFailures: 1,
    });
    const parentMail = (await mailsTo(parent.userId)).find((m) => /card was not accepted/.test(m.subject));
    // The link opens the page where the parent pays this day.
    expect(parentMail?.text).toContain(`https://kinderly.test/app/credit-cards-list?payOrder=${order.orderId}`);
    expect((await mailsTo(provider.userId)).some((m) => /Payment pending/.test(m.subject))).toBe(true);
    // Still failing 6 hours later.
    clock.set('2027-03-01T20:00:00Z');
    await ctx.app.jobs.runDue();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'payment_failed', paymentFailures: 2 });
    // The parent saves a good card (the new default); the next retry holds the day.
    const add = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers: parent.headers,
      payload: {
        cardNumber: SANDBOX_TEST_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
        cardholderName: 'Camille Roy',
        postalCode: 'M5S 1G8',
      },
    });
    expect(add.statusCode).toBe(200);
    const [failing] = await ctx.app.db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.userId, parent.userId), eq(creditCards.isDefault, true)));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.payments.deleteCreditCard}?creditCardId=${failing!.id}`,
      headers: parent.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    clock.set('2027-03-02T02:00:00Z');
    await ctx.app.jobs.runDue();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'approved', paymentState: 'held' });
    expect((await mailsTo(provider.userId)).some((m) => /Payment confirmed/.test(m.subject))).toBe(true);
    // The deadline job does nothing now.
    clock.set('2027-03-03T13:00:00Z');
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).status).toBe('approved');
  });

  it('cancels the day 24 hours before the care when the card still fails, and tells both sides', async () => {
    const { provider, parent } = await setup({ cardNumber: SANDBOX_TEST_CARDS.chargeDeclined });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    expect((await orderRow(order.orderId)).status).toBe('payment_failed');
    clock.set('2027-03-02T12:59:00Z');
    await ctx.app.jobs.runDue();
    clock.set('2027-03-02T13:00:00Z');
    await ctx.app.jobs.runDue();
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      chargedCents: 0,
    });
    expect((await mailsTo(parent.userId)).some((m) => /for want of payment/.test(m.subject))).toBe(true);
    expect((await mailsTo(provider.userId)).some((m) => /for want of payment/.test(m.subject))).toBe(true);
  });
});

describe("mails in each reader's language", () => {
  it('writes to a French-speaking provider in French, amounts and dates included', async () => {
    const { provider, parent } = await setup({ approval: true });
    await ctx.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, provider.userId));
    await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    // Booking's mails are one job, committed with the booking and sent by the job runner.
    expect(await mailsTo(provider.userId)).toHaveLength(0);
    await ctx.app.jobs.runDue();
    const mail = (await mailsTo(provider.userId)).find((m) => /Nouvelle demande de réservation/.test(m.subject));
    expect(mail?.text).toMatch(/mercredi 10 mars 2027/);
    expect(mail?.text).toMatch(/60,50\s\$/);
    expect(mail?.text).toMatch(/\/bookings-history\?token=.+&lang=fr/);
  });
});

describe("booking's mails", () => {
  it('are sent by the job runner, which tries a failed delivery again', async () => {
    const { provider, parent } = await setup({ approval: true });
    await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    const requestMails = async () =>
      (await mailsTo(provider.userId)).filter((m) => /New booking request/.test(m.subject));
    mailer.failures = 1;
    await ctx.app.jobs.runDue();
    expect(await requestMails()).toHaveLength(0);
    clock.set('2027-03-01T15:00:00Z');
    await ctx.app.jobs.runDue();
    expect(await requestMails()).toHaveLength(1);
  });
});

describe("a call's days in one mail", () => {
  async function bookWeek(approval: boolean) {
    const { provider, parent } = await setup({ approval });
    const drafts = [];
    for (const date of ['2027-03-11', '2027-03-09', '2027-03-10'])
      drafts.push(
        await draftOrder(ctx.app, parent.headers, { childcareProviderId: provider.id, childId: parent.childId, date }),
      );
    const res = await bookOrders(
      ctx.app,
      parent.headers,
      drafts.map((draft) => draft.orderId),
    );
    expect(res.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    return { provider, parent };
  }

  it('tells the provider of three requested days in one mail listing them in date order, with the total', async () => {
    const { provider } = await bookWeek(true);
    const mails = await mailsTo(provider.userId);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New booking request: \S+, 3 days from Tuesday, March 9, 2027$/),
    ]);
    const text = mails[0]!.text;
    const days = ['Tuesday, March 9, 2027', 'Wednesday, March 10, 2027', 'Thursday, March 11, 2027'].map((day) =>
      text.indexOf(day),
    );
    expect(days.every((at) => at >= 0)).toBe(true);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(text).toMatch(/\$181\.50 in all/);
    // One bell item too.
    const items = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, provider.userId));
    expect(items.map((item) => item.kind)).toEqual(['booking.requested']);
  });

  it('tells the parent of three days approved at once in one mail', async () => {
    const { parent } = await bookWeek(false);
    const approved = (await mailsTo(parent.userId)).filter((m) => /^Booking approved/.test(m.subject));
    expect(approved.map((m) => m.subject)).toEqual([expect.stringMatching(/, 3 days from Tuesday, March 9, 2027$/)]);
    expect(approved[0]!.text).toMatch(/120 Harbord Street/);
  });
});

describe('requests nobody answers', () => {
  it('expire after 48 hours, free the space and tell the parent', async () => {
    const { provider, parent } = await setup({ approval: true });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    await ctx.app.jobs.runDue();
    expect((await mailsTo(provider.userId)).some((m) => /New booking request/.test(m.subject))).toBe(true);
    clock.set('2027-03-03T13:59:00Z');
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).status).toBe('requested');
    clock.set('2027-03-03T14:00:00Z');
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).status).toBe('expired');
    expect((await mailsTo(parent.userId)).some((m) => /expired/.test(m.subject))).toBe(true);
  });

  it('do not expire once approved, and the approval mail carries a signed link that opens the order read-only', async () => {
    const { provider, parent } = await setup({ approval: true });
    const providerAuth = await providerHeaders(ctx.app, provider.userId);
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-10',
    });
    await providerCall(ctx.app, providerAuth, 'approveOrder', order.orderId);
    clock.set('2027-03-04T14:00:00Z');
    await ctx.app.jobs.runDue();
    expect((await orderRow(order.orderId)).status).toBe('approved');
    const mail = (await mailsTo(parent.userId)).find((m) => /Booking approved/.test(m.subject))!;
    expect(mail.text).toMatch(/120 Harbord Street/);
    const link = new URL(mail.text.match(/https:\/\/kinderly\.test\/orders-history\?\S+/)![0]);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getOrderByLink}?token=${link.searchParams.get('token')}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ orderId: order.orderId, status: 'approved' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.booking.getOrderByLink}?token=${link.searchParams.get('token')}x`,
    });
    expect(forged.statusCode).toBe(404);
    clock.set('2027-04-05T14:00:00Z');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${API_PATHS.booking.getOrderByLink}?token=${link.searchParams.get('token')}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the payment calls on orders', () => {
  it("creditCardPayment pays a failed day with another saved card; a stranger's card is 404, a paid day 409", async () => {
    const { provider, parent } = await setup({ cardNumber: SANDBOX_TEST_CARDS.chargeDeclined });
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    expect((await orderRow(order.orderId)).status).toBe('payment_failed');
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers: parent.headers,
      payload: {
        cardNumber: SANDBOX_TEST_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
        cardholderName: 'Camille Roy',
        postalCode: 'M5S 1G8',
      },
    });
    const [good] = await ctx.app.db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.userId, parent.userId), eq(creditCards.isDefault, false)));
    const stranger = await parentWithChild(ctx.app);
    const [theirs] = await ctx.app.db.select().from(creditCards).where(eq(creditCards.userId, stranger.userId));
    const pay = (creditCardId: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: API_PATHS.payments.creditCardPayment,
        headers: parent.headers,
        payload: { orderId: order.orderId, creditCardId },
      });
    expect((await pay(theirs!.id)).statusCode).toBe(404);
    const paid = await pay(good!.id);
    expect(paid.json()).toMatchObject({ data: { status: 'approved' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'approved', paymentState: 'held' });
    expect((await pay(good!.id)).statusCode).toBe(409);
    // Another family cannot pay (or see) this order.
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.payments.creditCardPaymentAutomatically,
      headers: stranger.headers,
      payload: { orderId: order.orderId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("cancelPayment cancels the caller's side only, each order answered", async () => {
    const { provider, parent, providerAuth } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-09',
    });
    const asProvider = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.payments.cancelPayment}?whoCancelled=parent&typeOfOperation=cancel`,
      headers: providerAuth,
      payload: { orders: [order.orderId] },
    });
    expect(asProvider.json().data.failed).toHaveLength(1);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.payments.cancelPayment}?whoCancelled=parent&typeOfOperation=cancel`,
      headers: parent.headers,
      payload: { orders: [order.orderId] },
    });
    expect(res.json().data.orders[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'parent', refundCents: 6050 });
    const capture = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PATHS.payments.capture}?orderId=${order.orderId}`,
      headers: providerAuth,
    });
    expect(capture.statusCode).toBe(409);
  });
});
