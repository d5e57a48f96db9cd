import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectedAccounts, createHomeProvider, createParent, createProvider, payments, providers } from '@kinderly/db';
import { PROVIDER_ENROLMENT_STEP_SLUGS, type CreditCard } from '@kinderly/shared';
import { account, FakeStripe, intent } from './fake-stripe.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { StripeGateway } from '../src/integrations/payments/index.ts';

const SECRET = 'whsec_test_secret';
const fake = new FakeStripe();
await fake.start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

// The whole app on the Stripe gateway, the SDK pointed at the local fake.
const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://kinderly.test', STRIPE_WEBHOOK_SECRET: SECRET },
  deps: { payments: new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl, webhookSecret: SECRET }) },
});

function event(id: string, type: string, object: object) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1,
    data: { object },
    livemode: false,
  });
}

function send(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      ...(options.timestamp && { timestamp: options.timestamp }),
    });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function parentWithCustomer() {
  const parent = await createParent(ctx.db.db);
  const headers = bearer(await loginAs(ctx.app, parent));
  // Opening Checkout creates the customer cus_1 at the fake.
  const session = await ctx.app.inject({
    method: 'PUT',
    url: '/api/payments/createCheckoutSessionSaveCardDetails',
    headers,
    payload: {
      successUrl: 'https://kinderly.test/app/credit-cards-list',
      cancelUrl: 'https://kinderly.test/app/payment-info',
    },
  });
  expect(session.json()).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' });
  expect(fake.last('POST /v1/customers')?.headers['idempotency-key']).toBe(`kinderly:customer:${parent.id}`);
  expect(fake.last('POST /v1/checkout/sessions')?.headers['idempotency-key']).toMatch(/^kinderly:checkout-setup:/);
  return headers;
}

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature, a stale one and a missing one with 400, applying nothing', async () => {
    const payload = event('evt_bad', 'account.updated', account(true));
    expect((await send(payload, { secret: 'whsec_other' })).statusCode).toBe(400);
    const stale = await send(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ StripeSignature: ['The signature is not valid or too old.'] });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing fails too: the signature covers the exact bytes.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await send(payload.replace('acct_1', 'acct_2'), { signature: header })).statusCode).toBe(400);
  });

  it('records the card of a completed setup once, however often the event comes', async () => {
    const headers = await parentWithCustomer();
    const payload = event('evt_setup_1', 'setup_intent.succeeded', {
      id: 'seti_1',
      object: 'setup_intent',
      status: 'succeeded',
      customer: 'cus_1',
      payment_method: 'pm_1',
    });
    const first = await send(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await send(payload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(fake.requests.filter((request) => request.path === '/v1/payment_methods/pm_1')).toHaveLength(1);

    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/payments/getCreditCards', headers })).json<
      CreditCard[]
    >();
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);

    // The browser reporting the same Checkout session afterwards finds the card already saved.
    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/addCreditCardInfo',
      headers,
      payload: { checkoutSessionId: 'cs_1' },
    });
    expect(reported.json()).toMatchObject({ status: 'succeeded', card: { id: cards[0]!.id } });
  });

  it('refuses a typed card number when the gateway is Stripe: cards go to Stripe only', async () => {
    const headers = await parentWithCustomer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/addCreditCardInfo',
      headers,
      payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', cardholderName: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(fake.requests.some((request) => JSON.stringify(request.form).includes('4242424242424242'))).toBe(false);
  });

  it('applies account updates to the provider’s payout account, and lists the provider with it', async () => {
    const provider = await createHomeProvider(ctx.db.db);
    await createProvider(ctx.db.db, { userId: provider.id, completedSteps: [...PROVIDER_ENROLMENT_STEP_SLUGS] });
    const listed = async () =>
      (await ctx.db.db.select().from(providers).where(eq(providers.userId, provider.id)))[0]?.isListed;
    const headers = bearer(await loginAs(ctx.app, provider));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payments/connectedAccountLink',
      headers,
      payload: {},
    });
    expect(put.json()).toMatchObject({
      url: 'https://connect.stripe.com/setup/e/acct_1/xyz',
      account: { state: 'pending', sandbox: false },
    });
    expect(fake.last('POST /v1/account_links')?.form).toMatchObject({
      account: 'acct_1',
      type: 'account_onboarding',
      return_url: 'https://kinderly.test/app/payout-account',
    });

    expect(await listed()).toBe(false);

    expect((await send(event('evt_acct_1', 'account.updated', account(true)))).statusCode).toBe(200);
    const [row] = await ctx.db.db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, provider.id));
    expect(row).toMatchObject({ state: 'verified', payoutsEnabled: true, bankLast4: '6789' });
    expect(await listed()).toBe(true);
  });

  it('moves payments along their state machine, refusing to go back', async () => {
    const parent = await createParent(ctx.db.db);
    await ctx.db.db.insert(payments).values({
      userId: parent.id,
      gateway: 'stripe',
      paymentIntentId: 'pi_1',
      status: 'requires_capture',
      amountCents: 4500,
      currency: 'cad',
    });
    await send(event('evt_pi_1', 'payment_intent.succeeded', intent('succeeded')));
    const status = async () => (await ctx.db.db.select().from(payments).where(eq(payments.paymentIntentId, 'pi_1')))[0];
    expect(await status()).toMatchObject({ status: 'succeeded', capturedCents: 4500 });
    // An older event arriving late does not move a finished payment back.
    await send(event('evt_pi_0', 'payment_intent.amount_capturable_updated', intent('requires_capture')));
    expect((await status())?.status).toBe('succeeded');
  });
});
