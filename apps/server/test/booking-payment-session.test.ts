import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditCards, daycareOrders, jobs, payments, sandboxObjects, users } from '@kinderly/db';
import { API_PATHS, SANDBOX_TEST_CARDS } from '@kinderly/shared';
import type { GatewayEvent } from '../src/integrations/payments/index.ts';
import { moneyDeps } from '../src/routes/booking/effects.ts';
import { applyPaymentEvent } from '../src/routes/payments/webhook-route.ts';
import { outbox } from './account-helpers.ts';
import { bookableProvider, bookedOrder, NOW, parentWithChild, type Headers } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

// The payment session for an order and the webhook reconciliation of orders, on the sandbox gateway.
const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });

const URLS = { successUrl: 'https://kinderly.test/app/booking?paid=1', cancelUrl: 'https://kinderly.test/app/booking' };

const orderRow = async (orderId: string) =>
  (await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)))[0]!;

function openSession(headers: Headers, order: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: API_PATHS.payments.createPaymentSession,
    headers,
    payload: { ...URLS, order: { paymentMode: 'payment', ...order } },
  });
}

async function setup(options: { cardNumber?: string; approval?: boolean } = {}) {
  clock.set(NOW);
  const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: options.approval ?? false });
  const parent = await parentWithChild(ctx.app, options.cardNumber ? { cardNumber: options.cardNumber } : {});
  return { provider, parent };
}

/** A day within 6 days whose off-session hold was declined: payment_failed. */
async function failedDay() {
  const { provider, parent } = await setup({ cardNumber: SANDBOX_TEST_CARDS.chargeDeclined });
  const order = await bookedOrder(ctx.app, parent.headers, {
    childcareProviderId: provider.id,
    childId: parent.childId,
    date: '2027-03-04',
  });
  expect(await orderRow(order.orderId)).toMatchObject({ status: 'payment_failed', paymentState: 'failed' });
  return { provider, parent, order };
}

describe('createPaymentSession for an order (sandbox)', () => {
  it("opens a session for a failed day with the order's stored total and fee, to the parent only", async () => {
    const { parent, order } = await failedDay();
    // What the order says now is what the session charges, whatever was shown before.
    await ctx.app.db
      .update(daycareOrders)
      .set({ subtotalCents: 7000, feeCents: 700, totalCents: 7700 })
      .where(eq(daycareOrders.id, order.orderId));
    const res = await openSession(parent.headers, { orderId: order.orderId });
    expect(res.statusCode).toBe(200);
    const session = res.json<{ id: string; url: string }>();
    expect(session.id).toMatch(/^cs_sbx_/);
    const url = new URL(session.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://kinderly.test/app/credit-cards-list');
    expect(url.searchParams.get('payOrder')).toBe(order.orderId);
    const [stored] = await ctx.app.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, session.id));
    expect(stored!.body).toMatchObject({
      mode: 'payment',
      orderId: order.orderId,
      amountCents: 7700,
      applicationFeeCents: 700,
      connectedAccountId: expect.stringMatching(/^acct_sbx_/),
    });

    // Another family, and the provider, get 404: the order is not theirs to pay.
    const stranger = await parentWithChild(ctx.app);
    const foreign = await openSession(stranger.headers, { orderId: order.orderId });
    expect(foreign.statusCode).toBe(404);
    const unknown = await openSession(parent.headers, { orderId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 with a field map for a missing or malformed orderId, an orderId on a setup, or an amount', async () => {
    const { parent, order } = await failedDay();
    const missing = await openSession(parent.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['Order.OrderId']);
    const malformed = await openSession(parent.headers, { orderId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).join()).toMatch(/OrderId/i);
    const setup = await openSession(parent.headers, { paymentMode: 'setup', orderId: order.orderId });
    expect(setup.statusCode).toBe(400);
    expect(setup.json().errors).toHaveProperty(['Order.OrderId']);
    const priced = await openSession(parent.headers, { orderId: order.orderId, amountCents: 1 });
    expect(priced.statusCode).toBe(400);
  });

  it('answers 409 with a field map when the day is requested, already held, or not due for a hold yet', async () => {
    const { provider, parent } = await setup({ approval: true });
    const requested = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const notPayable = await openSession(parent.headers, { orderId: requested.orderId });
    expect(notPayable.statusCode).toBe(409);
    expect(notPayable.json()).toMatchObject({ code: 'NOT_PAYABLE', errors: { 'Order.OrderId': [expect.any(String)] } });

    const instant = await setup();
    const held = await bookedOrder(ctx.app, instant.parent.headers, {
      childcareProviderId: instant.provider.id,
      childId: instant.parent.childId,
      date: '2027-03-04',
    });
    expect(held.paymentState).toBe('held');
    const paid = await openSession(instant.parent.headers, { orderId: held.orderId });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'ALREADY_PAID', errors: { 'Order.OrderId': [expect.any(String)] } });

    const far = await bookedOrder(ctx.app, instant.parent.headers, {
      childcareProviderId: instant.provider.id,
      childId: instant.parent.childId,
      date: '2027-03-17',
    });
    expect(far).toMatchObject({ status: 'approved', paymentState: 'none' });
    const early = await openSession(instant.parent.headers, { orderId: far.orderId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_DUE', errors: { 'Order.OrderId': [expect.any(String)] } });
  });

  it("is completed on the sandbox's page by paying with a saved card: the failed day is approved and held", async () => {
    const { parent, order } = await failedDay();
    expect((await openSession(parent.headers, { orderId: order.orderId })).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers: parent.headers,
      payload: { cardNumber: SANDBOX_TEST_CARDS.succeeds, expiry: '12/34', cvc: '123', cardholderName: 'C R' },
    });
    const [good] = await ctx.app.db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.userId, parent.userId), eq(creditCards.isDefault, false)));
    const paid = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.payments.creditCardPayment,
      headers: parent.headers,
      payload: { orderId: order.orderId, creditCardId: good!.id },
    });
    expect(paid.json().data).toMatchObject({ status: 'approved', paymentState: 'held' });
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.reference, order.orderId));
    expect(payment).toMatchObject({ amountCents: 6050, applicationFeeCents: 550, status: 'requires_capture' });
    expect((await openSession(parent.headers, { orderId: order.orderId })).statusCode).toBe(409);
  });
});

describe('payment webhooks reconcile orders (sandbox objects)', () => {
  let serial = 0;
  /** The event the gateway would send for the intent as it stands now. */
  async function eventFor(paymentIntentId: string): Promise<GatewayEvent> {
    serial += 1;
    const intent = await ctx.app.payments.retrievePaymentIntent(paymentIntentId);
    return {
      id: `evt_sbx_${serial}`,
      type: `payment_intent.${intent.status}`,
      change: { kind: 'payment_intent_updated', intent },
    };
  }
  const apply = (event: GatewayEvent) => applyPaymentEvent(ctx.app, { moneyDeps }, event);

  it('moves the order to captured from a capture made elsewhere; a replay and an older event change nothing', async () => {
    const { provider, parent } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const { paymentId } = await orderRow(order.orderId);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId!));
    const held = await eventFor(payment!.paymentIntentId);
    // Captured at the gateway (the dashboard, or a call whose answer was lost).
    await ctx.app.payments.capturePaymentIntent(payment!.paymentIntentId, { idempotencyKey: 'dashboard-capture' });
    const captured = await eventFor(payment!.paymentIntentId);
    expect(await apply(captured)).toBe(true);
    const after = await orderRow(order.orderId);
    expect(after).toMatchObject({ status: 'approved', paymentState: 'captured', chargedCents: 6050 });
    expect(await apply(captured)).toBe(false);
    expect(await apply(held)).toBe(true);
    expect(await orderRow(order.orderId)).toEqual(after);
    // Refunded at the gateway: refunded, with what is still charged.
    await ctx.app.payments.createRefund({
      paymentIntentId: payment!.paymentIntentId,
      amountCents: 2000,
      idempotencyKey: 'dashboard-refund',
    });
    const refunded: GatewayEvent = {
      id: 'evt_sbx_refund',
      type: 'charge.refunded',
      change: { kind: 'payment_refunded', paymentIntentId: payment!.paymentIntentId, amountRefundedCents: 2000 },
    };
    expect(await apply(refunded)).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'refunded', chargedCents: 4050 });
    expect(await apply({ ...captured, id: 'evt_sbx_late_capture' })).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'refunded', chargedCents: 4050 });
  });

  it('releases: a hold cancelled at the gateway marks the order released', async () => {
    const { provider, parent } = await setup();
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.reference, order.orderId));
    await ctx.app.payments.cancelPaymentIntent(payment!.paymentIntentId, { idempotencyKey: 'dashboard-cancel' });
    expect(await apply(await eventFor(payment!.paymentIntentId))).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'released' });
    expect((await ctx.app.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.status).toBe('canceled');
  });

  it('a hold naming a failed day approves it, cancels the deadline and tells both sides; a second hold is released', async () => {
    const { provider, parent, order } = await failedDay();
    const deadline = () =>
      ctx.app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.singletonKey, `booking.payment-deadline:${order.orderId}`), eq(jobs.state, 'pending')));
    expect(await deadline()).toHaveLength(1);
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.addCreditCardInfo,
      headers: parent.headers,
      payload: { cardNumber: SANDBOX_TEST_CARDS.succeeds, expiry: '12/34', cvc: '123', cardholderName: 'C R' },
    });
    const [good] = await ctx.app.db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.userId, parent.userId), eq(creditCards.isDefault, false)));
    // What the sandbox would have done for a Checkout session: an intent naming the order, held on-session.
    const customer = (await ctx.app.payments.retrievePaymentMethod(good!.paymentMethodId)).customerId!;
    const hold = () =>
      ctx.app.payments.createPaymentIntent({
        amountCents: 6050,
        customerId: customer,
        paymentMethodId: good!.paymentMethodId,
        metadata: { orderId: order.orderId },
        idempotencyKey: `session-hold-${randomUUID()}`,
      });
    const first = await hold();
    expect(await apply(await eventFor(first.id))).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'approved', paymentState: 'held' });
    expect(await deadline()).toHaveLength(0);
    const [owner] = await ctx.app.db.select().from(users).where(eq(users.id, provider.userId));
    const toOwner = (await outbox(ctx.app)).filter((mail) => mail.to === owner!.email);
    expect(toOwner.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^(Payment confirmed|Paiement confirmé)/),
    );
    // A second session paid too: the day keeps the first hold, the second is released at the gateway.
    const second = await hold();
    expect(await apply(await eventFor(second.id))).toBe(true);
    expect((await orderRow(order.orderId)).paymentId).not.toBeNull();
    const [kept] = await ctx.app.db.select().from(payments).where(eq(payments.paymentIntentId, first.id));
    expect((await orderRow(order.orderId)).paymentId).toBe(kept!.id);
    expect((await ctx.app.payments.retrievePaymentIntent(second.id)).status).toBe('canceled');
  });
});
