import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createParent } from '@kinderly/db';
import { StripeGateway } from '../src/integrations/payments/index.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { FakeStripe } from './fake-stripe.ts';
import { useTestApp } from './helpers.ts';

const fake = new FakeStripe();
await fake.start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://kinderly.test' },
  deps: { payments: new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl }) },
});

const URLS = { successUrl: 'https://kinderly.test/booking-summary?paid=1', cancelUrl: 'https://kinderly.test/b' };

describe('createPaymentSession on Stripe: no amount from the client reaches Stripe', () => {
  it('sends nothing for a priced or payment-mode request, and a setup session carries no amount', async () => {
    const headers = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const session = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/payments/createPaymentSession', headers, payload });

    const priced = await session({
      ...URLS,
      order: { products: [{ name: 'Day', unitAmountCents: 1, quantity: 1 }], paymentMode: 'payment' },
    });
    expect(priced.statusCode).toBe(400);
    expect((await session({ ...URLS, order: { paymentMode: 'payment', defaultPayment: true } })).statusCode).toBe(400);
    expect(fake.requests).toEqual([]);

    const setup = await session({ ...URLS, order: { paymentMode: 'setup' } });
    expect(setup.statusCode).toBe(200);
    const sent = fake.last('POST /v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({ mode: 'setup', currency: 'cad', customer: 'cus_1' });
    expect(Object.keys(sent.form).filter((key) => /amount|line_items|payment_intent_data/.test(key))).toEqual([]);
  });
});
