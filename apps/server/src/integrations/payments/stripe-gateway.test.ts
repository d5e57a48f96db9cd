import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { StripeGateway } from './stripe-gateway.ts';
import { GatewayError } from './types.ts';

const fake = new FakeStripe();
let gateway: StripeGateway;

beforeAll(async () => {
  await fake.start();
  gateway = new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** The one request the call made: method, path, form body and idempotency key as Stripe receives them. */
function only(route: string) {
  expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([route]);
  const request = fake.last(route)!;
  expect(request.headers.authorization).toBe('Bearer sk_test_fake');
  return request;
}

describe('StripeGateway against a local fake of the Stripe API', () => {
  it('creates a customer with our user id and the given idempotency key', async () => {
    expect(
      await gateway.createCustomer({ email: 'a@b.example', name: 'A B', userId: 'u1', idempotencyKey: 'k-customer' }),
    ).toEqual({ id: 'cus_1' });
    const request = only('POST /v1/customers');
    expect(request.form).toMatchObject({ email: 'a@b.example', name: 'A B', 'metadata[userId]': 'u1' });
    expect(request.headers['idempotency-key']).toBe('k-customer');
  });

  it('creates and confirms a setup intent for off-session use, and reads one back', async () => {
    const intent = await gateway.createSetupIntent({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      idempotencyKey: 'k-seti',
    });
    expect(intent).toMatchObject({ id: 'seti_1', status: 'succeeded', paymentMethodId: 'pm_1', customerId: 'cus_1' });
    const request = only('POST /v1/setup_intents');
    expect(request.form).toMatchObject({
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: 'true',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(request.headers['idempotency-key']).toBe('k-seti');
    fake.reset();
    expect(await gateway.retrieveSetupIntent('seti_1')).toMatchObject({ status: 'succeeded' });
    expect(only('GET /v1/setup_intents/seti_1').headers['idempotency-key']).toBeUndefined();
  });

  it('opens Checkout in setup mode in CAD', async () => {
    const session = await gateway.createCheckoutSessionSaveCardDetails({
      customerId: 'cus_1',
      successUrl: 'https://kinderly.test/app/credit-cards-list',
      cancelUrl: 'https://kinderly.test/app/payment-info',
      idempotencyKey: 'k-cs',
    });
    expect(session).toMatchObject({
      id: 'cs_1',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      mode: 'setup',
      status: 'open',
    });
    const request = only('POST /v1/checkout/sessions');
    expect(request.form).toMatchObject({
      mode: 'setup',
      currency: 'cad',
      customer: 'cus_1',
      success_url: 'https://kinderly.test/app/credit-cards-list',
      cancel_url: 'https://kinderly.test/app/payment-info',
    });
    expect(request.headers['idempotency-key']).toBe('k-cs');
    fake.reset();
    expect(await gateway.retrieveCheckoutSession('cs_1')).toMatchObject({
      status: 'complete',
      setupIntentId: 'seti_1',
    });
  });

  it('refuses the local pages (typed card, authentication, onboarding) without sending anything', async () => {
    expect(gateway.localPages).toBe(false);
    await expect(gateway.tokenizeCard()).rejects.toMatchObject({ kind: 'not_available' });
    await expect(gateway.completeAuthentication()).rejects.toMatchObject({ kind: 'not_available' });
    await expect(gateway.submitOnboarding()).rejects.toMatchObject({ kind: 'not_available' });
    expect(fake.requests).toEqual([]);
  });

  it('reads signed webhook events as gateway-neutral changes, and refuses bad signatures', () => {
    const signed = new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl, webhookSecret: 'whsec_1' });
    expect(gateway.receivesWebhooks).toBe(false);
    expect(signed.receivesWebhooks).toBe(true);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: 'seti_1', object: 'setup_intent', customer: 'cus_1', payment_method: { id: 'pm_1' } } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_1' });
    expect(signed.parseWebhookEvent(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'setup_intent.succeeded',
      change: { kind: 'setup_succeeded', customerId: 'cus_1', paymentMethodId: 'pm_1' },
    });
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_2' });
    expect(() => signed.parseWebhookEvent(Buffer.from(payload), other)).toThrow(
      expect.objectContaining({ kind: 'invalid_signature' }),
    );
    expect(() => gateway.parseWebhookEvent(Buffer.from(payload), header)).toThrow(
      expect.objectContaining({ kind: 'not_available' }),
    );
    expect(fake.requests).toEqual([]);
  });

  it('reads, lists and detaches payment methods (brand, last 4, expiry, fingerprint only)', async () => {
    expect(await gateway.retrievePaymentMethod('pm_1')).toEqual({
      id: 'pm_1',
      customerId: 'cus_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      fingerprint: 'fpVisa4242',
    });
    fake.reset();
    expect(await gateway.listPaymentMethods('cus_1')).toHaveLength(1);
    expect(only('GET /v1/customers/cus_1/payment_methods').query.get('type')).toBe('card');
    fake.reset();
    const detached = await gateway.detachPaymentMethod('pm_1', {
      idempotencyKey: 'k-detach',
      connectedAccountId: 'acct_1',
    });
    expect(detached.customerId).toBeNull();
    const request = only('POST /v1/payment_methods/pm_1/detach');
    expect(request.headers['idempotency-key']).toBe('k-detach');
    expect(request.headers['stripe-account']).toBe('acct_1');
  });

  it('creates a Connect Express account in Canada and an onboarding link, and reads its state', async () => {
    const created = await gateway.createConnectedAccount({
      email: 'p@b.example',
      userId: 'u2',
      idempotencyKey: 'k-acct',
    });
    expect(created).toMatchObject({ id: 'acct_1', detailsSubmitted: false, disabledReason: 'requirements.past_due' });
    const request = only('POST /v1/accounts');
    expect(request.form).toMatchObject({
      type: 'express',
      country: 'CA',
      email: 'p@b.example',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': 'u2',
    });
    expect(request.headers['idempotency-key']).toBe('k-acct');
    fake.reset();
    const link = await gateway.createAccountLink({
      accountId: 'acct_1',
      refreshUrl: 'https://k.test/r',
      returnUrl: 'https://k.test/b',
      idempotencyKey: 'k-link',
    });
    expect(link.url).toContain('connect.stripe.com');
    const linkRequest = only('POST /v1/account_links');
    expect(linkRequest.form).toEqual({
      account: 'acct_1',
      refresh_url: 'https://k.test/r',
      return_url: 'https://k.test/b',
      type: 'account_onboarding',
    });
    expect(linkRequest.headers['idempotency-key']).toBe('k-link');
    fake.reset();
    expect(await gateway.retrieveConnectedAccount('acct_1')).toMatchObject({
      requirementsDue: ['individual.dob.day', 'external_account'],
    });
  });

  it('holds, captures and cancels payment intents with manual capture, and refunds', async () => {
    const held = await gateway.createPaymentIntent({
      amountCents: 4500,
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      connectedAccountId: 'acct_1',
      applicationFeeCents: 450,
      metadata: { reference: 'order-1' },
      idempotencyKey: 'k-pi',
    });
    expect(held).toMatchObject({ status: 'requires_capture', amountCapturableCents: 4500 });
    const request = only('POST /v1/payment_intents');
    expect(request.form).toMatchObject({
      amount: '4500',
      currency: 'cad',
      customer: 'cus_1',
      payment_method: 'pm_1',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      'transfer_data[destination]': 'acct_1',
      application_fee_amount: '450',
      'metadata[reference]': 'order-1',
    });
    expect(request.headers['idempotency-key']).toBe('k-pi');

    fake.reset();
    expect((await gateway.retrievePaymentIntent('pi_1')).status).toBe('requires_capture');
    fake.reset();
    expect(
      (await gateway.capturePaymentIntent('pi_1', { amountToCaptureCents: 4000, idempotencyKey: 'k-cap' })).status,
    ).toBe('succeeded');
    const capture = only('POST /v1/payment_intents/pi_1/capture');
    expect(capture.form).toEqual({ amount_to_capture: '4000' });
    expect(capture.headers['idempotency-key']).toBe('k-cap');
    fake.reset();
    expect((await gateway.cancelPaymentIntent('pi_1', { idempotencyKey: 'k-cancel' })).status).toBe('canceled');
    expect(only('POST /v1/payment_intents/pi_1/cancel').headers['idempotency-key']).toBe('k-cancel');
    fake.reset();
    expect(await gateway.createRefund({ paymentIntentId: 'pi_1', amountCents: 1000, idempotencyKey: 'k-re' })).toEqual({
      id: 're_1',
      paymentIntentId: 'pi_1',
      amountCents: 1000,
      status: 'succeeded',
    });
    const refund = only('POST /v1/refunds');
    expect(refund.form).toEqual({ payment_intent: 'pi_1', amount: '1000' });
    expect(refund.headers['idempotency-key']).toBe('k-re');
  });

  it('turns a card error into a decline the user can be shown, and a 404 into not_found', async () => {
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
    const error = await gateway
      .createPaymentIntent({ amountCents: 100, customerId: 'cus_1', paymentMethodId: 'pm_1', idempotencyKey: 'k-d' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'card_declined', card: { declineCode: 'insufficient_funds' } });
    await expect(gateway.retrievePaymentMethod('pm_missing')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
