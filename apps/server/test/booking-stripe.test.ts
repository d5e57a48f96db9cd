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
import {
  bookableProvider,
  bookedOrder,
  NOW,
  PRESCHOOLER_BIRTH,
  providerCall,
  providerHeaders,
} from './booking-helpers.ts';
import { FakeStripe, intent } from './fake-stripe.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const SECRET = 'whsec_booking_secret';
const fake = new FakeStripe();
await fake.start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const clock = new ManualClock(NOW);
// The whole booking flow on the Stripe gateway, the SDK pointed at a local fake of api.stripe.com.
const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://kinderly.test', STRIPE_WEBHOOK_SECRET: SECRET },
  deps: {
    clock,
    payments: new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl, webhookSecret: SECRET }),
  },
});

let serial = 0;
/** A provider with a Stripe payout account and a parent with a Stripe card; the fake answers with intent `pi`. */
async function setup() {
  clock.set(NOW);
  serial += 1;
  const pi = `pi_b${serial}`;
  const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: false });
  await ctx.app.db.insert(connectedAccounts).values({
    userId: provider.userId,
    gateway: 'stripe',
    accountId: `acct_b${serial}`,
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
  await ctx.app.db
    .insert(paymentCustomers)
    .values({ userId: parent.id, gateway: 'stripe', customerId: `cus_b${serial}` });
  await ctx.app.db.insert(creditCards).values({
    userId: parent.id,
    gateway: 'stripe',
    paymentMethodId: `pm_b${serial}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2031,
    isDefault: true,
  });
  fake.respond('POST /v1/payment_intents', ({ form }) => ({
    status: 200,
    body: intent('requires_capture', { id: pi, amount: Number(form.amount), amount_capturable: Number(form.amount) }),
  }));
  fake.respond(`POST /v1/payment_intents/${pi}/capture`, ({ form }) => ({
    status: 200,
    body: intent('succeeded', { id: pi, amount: 6050, amount_received: Number(form.amount_to_capture ?? 6050) }),
  }));
  fake.respond(`POST /v1/payment_intents/${pi}/cancel`, () => ({
    status: 200,
    body: intent('canceled', { id: pi, amount: 6050 }),
  }));
  const headers = bearer(await loginAs(ctx.app, parent));
  return { provider, pi, headers, childId: child.id, serial };
}

const orderRow = async (orderId: string) =>
  (await ctx.app.db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)))[0]!;

describe('booking money on the Stripe gateway', () => {
  it('holds off-session with manual capture as a destination charge with the fee, and captures at check-in', async () => {
    const { provider, pi, headers, childId, serial: n } = await setup();
    const order = await bookedOrder(ctx.app, headers, {
      childcareProviderId: provider.id,
      childId,
      date: '2027-03-04',
    });
    const create = fake.last('POST /v1/payment_intents')!;
    expect(create.form).toMatchObject({
      amount: '6050',
      currency: 'cad',
      customer: `cus_b${n}`,
      payment_method: `pm_b${n}`,
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      'transfer_data[destination]': `acct_b${n}`,
      application_fee_amount: '550',
      'metadata[orderId]': order.orderId,
    });
    expect(create.headers['idempotency-key']).toBe(`kinderly:order-hold:${order.orderId}:0`);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'held' });
    clock.set('2027-03-04T13:05:00Z');
    await providerCall(ctx.app, await providerHeaders(ctx.app, provider.userId), 'setCheckInTimeStamp', order.orderId);
    expect(fake.last(`POST /v1/payment_intents/${pi}/capture`)).toBeDefined();
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });
  });

  it('captures only the kept half when the parent cancels 3 days ahead under moderate', async () => {
    const { provider, pi, headers, childId } = await setup();
    const order = await bookedOrder(ctx.app, headers, {
      childcareProviderId: provider.id,
      childId,
      date: '2027-03-04',
    });
    await ctx.app.inject({ method: 'POST', url: `${API_PATHS.booking.cancelOrder}?orderId=${order.orderId}`, headers });
    expect(fake.last(`POST /v1/payment_intents/${pi}/capture`)?.form.amount_to_capture).toBe('3025');
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'cancelled',
      paymentState: 'captured',
      chargedCents: 3025,
    });
  });

  it('marks the day payment_failed when Stripe declines the off-session hold', async () => {
    const { provider, headers, childId } = await setup();
    fake.respond('POST /v1/payment_intents', {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    });
    const order = await bookedOrder(ctx.app, headers, {
      childcareProviderId: provider.id,
      childId,
      date: '2027-03-04',
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'payment_failed',
      paymentState: 'failed',
      paymentFailures: 1,
    });
  });

  it('applies a payment webhook once: a replay changes nothing', async () => {
    const { provider, pi, headers, childId } = await setup();
    const order = await bookedOrder(ctx.app, headers, {
      childcareProviderId: provider.id,
      childId,
      date: '2027-03-04',
    });
    const payload = JSON.stringify({
      id: `evt_${pi}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: 1,
      data: { object: intent('succeeded', { id: pi, amount: 6050, amount_received: 6050 }) },
      livemode: false,
    });
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.payments.webhook,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        payload,
      });
    expect((await send()).json()).toEqual({ received: true, duplicate: false });
    const [after] = await ctx.app.db.select().from(payments).where(eq(payments.paymentIntentId, pi));
    expect(after).toMatchObject({ status: 'succeeded', capturedCents: 6050, reference: order.orderId });
    expect((await send()).json()).toEqual({ received: true, duplicate: true });
    const [again] = await ctx.app.db.select().from(payments).where(eq(payments.paymentIntentId, pi));
    expect(again!.updatedAt).toEqual(after!.updatedAt);
    // Captured by Stripe already: check-in asks Stripe for nothing more.
    clock.set('2027-03-04T13:05:00Z');
    await providerCall(ctx.app, await providerHeaders(ctx.app, provider.userId), 'setCheckInTimeStamp', order.orderId);
    expect(fake.last(`POST /v1/payment_intents/${pi}/capture`)).toBeUndefined();
    expect(await orderRow(order.orderId)).toMatchObject({ paymentState: 'captured', chargedCents: 6050 });
  });
});
