import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connectedAccounts,
  createChild,
  createParent,
  creditCards,
  daycareOrders,
  paymentCustomers,
  payments,
} from '@kinderly/db';
import { API_PATHS } from '@kinderly/shared';
import { StripeGateway } from '../src/integrations/payments/index.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { bookableProvider, bookedOrder, NOW, PRESCHOOLER_BIRTH } from './booking-helpers.ts';
import { FakeStripe, intent } from './fake-stripe.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

// The payment session for an order and the webhooks that reconcile orders, on Stripe (the SDK against the fake).
const SECRET = 'whsec_order_webhooks';
const fake = new FakeStripe();
await fake.start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const clock = new ManualClock(NOW);
const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://kinderly.test', STRIPE_WEBHOOK_SECRET: SECRET },
  deps: {
    clock,
    payments: new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl, webhookSecret: SECRET }),
  },
});

let serial = 0;
/** An instant-booking provider with a Stripe payout account; a parent with a Stripe customer and card. */
async function setup(options: { decline?: boolean } = {}) {
  clock.set(NOW);
  serial += 1;
  const n = serial;
  const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: false });
  await ctx.app.db.insert(connectedAccounts).values({
    userId: provider.userId,
    gateway: 'stripe',
    accountId: `acct_w${n}`,
    state: 'verified',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
  });
  const parent = await createParent(ctx.app.db);
  const child = await createChild(ctx.app.db, {
    parentId: parent.id,
    stage: 'enrolled',
    child: { dateOfBirth: PRESCHOOLER_BIRTH },
  });
  await ctx.app.db.insert(paymentCustomers).values({ userId: parent.id, gateway: 'stripe', customerId: `cus_w${n}` });
  await ctx.app.db.insert(creditCards).values({
    userId: parent.id,
    gateway: 'stripe',
    paymentMethodId: `pm_w${n}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2031,
    isDefault: true,
  });
  fake.respond(
    'POST /v1/payment_intents',
    options.decline
      ? {
          status: 402,
          body: { error: { type: 'card_error', code: 'authentication_required', message: 'Authenticate.' } },
        }
      : ({ form }) => ({
          status: 200,
          body: intent('requires_capture', {
            id: `pi_w${n}`,
            customer: `cus_w${n}`,
            amount: Number(form.amount),
            amount_capturable: Number(form.amount),
            metadata: { orderId: form['metadata[orderId]'] },
          }),
        }),
  );
  const headers = bearer(await loginAs(ctx.app, parent));
  const order = await bookedOrder(ctx.app, headers, {
    childcareProviderId: provider.id,
    childId: child.id,
    date: '2027-03-04',
  });
  return { n, headers, order, pi: `pi_w${n}`, customer: `cus_w${n}`, account: `acct_w${n}` };
}

const orderRow = async (orderId: string) =>
  (await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)))[0]!;

function send(id: string, type: string, object: object) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1,
    data: { object },
    livemode: false,
  });
  return ctx.app.inject({
    method: 'POST',
    url: API_PATHS.payments.webhook,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
}

describe('createPaymentSession for an order on Stripe', () => {
  it("opens Checkout in payment mode with the order's amount, manual capture, destination and fee", async () => {
    const { headers, order, customer, account } = await setup({ decline: true });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'payment_failed' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.createPaymentSession,
      headers,
      payload: {
        successUrl: 'https://kinderly.test/app/booking?paid=1',
        cancelUrl: 'https://kinderly.test/app/booking',
        order: { paymentMode: 'payment', orderId: order.orderId },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    const sent = fake.last('POST /v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'payment',
      customer,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '6050',
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[application_fee_amount]': '550',
      'payment_intent_data[transfer_data][destination]': account,
      'payment_intent_data[metadata][orderId]': order.orderId,
    });
    expect(sent.headers['idempotency-key']).toMatch(new RegExp(`^kinderly:order-session:${order.orderId}:`));

    // Another family: 404, and nothing reaches Stripe.
    const stranger = await createParent(ctx.app.db);
    fake.reset();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.payments.createPaymentSession,
      headers: bearer(await loginAs(ctx.app, stranger)),
      payload: {
        successUrl: 'https://kinderly.test/a',
        cancelUrl: 'https://kinderly.test/b',
        order: { paymentMode: 'payment', orderId: order.orderId },
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
  });
});

describe('payment webhooks reconcile orders on Stripe', () => {
  it("a paid session's hold approves the failed day once; a replay changes nothing", async () => {
    const { order, customer } = await setup({ decline: true });
    const held = intent('requires_capture', {
      id: 'pi_checkout_1',
      customer,
      amount: 6050,
      amount_capturable: 6050,
      metadata: { orderId: order.orderId },
    });
    const first = await send('evt_checkout_1', 'payment_intent.amount_capturable_updated', held);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const after = await orderRow(order.orderId);
    expect(after).toMatchObject({ status: 'approved', paymentState: 'held' });
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.paymentIntentId, 'pi_checkout_1'));
    expect(payment).toMatchObject({ id: after.paymentId, status: 'requires_capture', amountCents: 6050 });
    const replay = await send('evt_checkout_1', 'payment_intent.amount_capturable_updated', held);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await orderRow(order.orderId)).toEqual(after);
  });

  it('captured, then refunded in part; older events arriving late do not move the order back', async () => {
    const { order, pi, customer } = await setup();
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'held' });
    const object = (status: string, extra: object = {}) =>
      intent(status, { id: pi, customer, amount: 6050, metadata: { orderId: order.orderId }, ...extra });
    await send(`evt_${pi}_captured`, 'payment_intent.succeeded', object('succeeded', { amount_received: 6050 }));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });
    const late = await send(
      `evt_${pi}_held`,
      'payment_intent.amount_capturable_updated',
      object('requires_capture', { amount_capturable: 6050 }),
    );
    expect(late.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });

    const charge = (refunded: number) => ({
      id: `ch_${pi}`,
      object: 'charge',
      payment_intent: pi,
      amount: 6050,
      amount_captured: 6050,
      amount_refunded: refunded,
    });
    await send(`evt_${pi}_refund_1`, 'charge.refunded', charge(1000));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'refunded', chargedCents: 5050 });
    await send(`evt_${pi}_refund_2`, 'charge.refunded', charge(3025));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'refunded', chargedCents: 3025 });
    // The first refund's event delivered again under a new id, and the capture again: nothing moves back.
    await send(`evt_${pi}_refund_1_again`, 'charge.refunded', charge(1000));
    await send(`evt_${pi}_captured_again`, 'payment_intent.succeeded', object('succeeded', { amount_received: 6050 }));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'refunded', chargedCents: 3025 });
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.paymentIntentId, pi));
    expect(payment).toMatchObject({ status: 'succeeded', capturedCents: 6050, refundedCents: 3025 });
  });

  it('a hold cancelled at Stripe (expired) marks the order released; a failure event after it changes nothing', async () => {
    const { order, pi, customer } = await setup();
    const object = (status: string) =>
      intent(status, { id: pi, customer, amount: 6050, metadata: { orderId: order.orderId } });
    await send(`evt_${pi}_canceled`, 'payment_intent.canceled', object('canceled'));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'released' });
    await send(`evt_${pi}_failed`, 'payment_intent.payment_failed', object('requires_payment_method'));
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'released' });
  });
});
