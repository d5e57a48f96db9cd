import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectedAccounts, createHomeProvider, createParent } from '@kinderly/db';
import { StripeGateway } from '../src/integrations/payments/index.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { FakeStripe } from './fake-stripe.ts';
import { useTestApp } from './helpers.ts';

const fake = new FakeStripe();
await fake.start();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const URLS = {
  successUrl: 'https://kinderly.test/app/credit-cards-list',
  cancelUrl: 'https://kinderly.test/app/payment-info',
};

describe('detachPaymentMethodFromCustomer on Stripe: the account comes from the signed-in user', () => {
  const ctx = useTestApp({
    env: { PUBLIC_URL: 'https://kinderly.test' },
    deps: { payments: new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl }) },
  });
  const call = (headers: Record<string, string>, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/payments/${url}`, headers, ...(payload ? { payload } : {}) });

  it('never sends another provider’s account to Stripe; only the caller’s own, or none', async () => {
    // A provider's payout account acct_1 at the fake.
    const provider = bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
    expect((await call(provider, 'PUT', 'connectedAccountLink', {})).json().account.accountId).toBe('acct_1');
    // A parent whose customer cus_1 holds pm_1.
    const parentRow = await createParent(ctx.db.db);
    const parent = bearer(await loginAs(ctx.app, parentRow));
    expect((await call(parent, 'PUT', 'createCheckoutSessionSaveCardDetails', URLS)).statusCode).toBe(200);
    fake.reset();

    const foreign = await call(
      parent,
      'DELETE',
      'detachPaymentMethodFromCustomer?paymentMethodId=pm_1&connectedAccountId=acct_1',
    );
    expect(foreign.statusCode).toBe(404);
    expect(fake.requests.filter((request) => request.headers['stripe-account'])).toEqual([]);
    expect(fake.last('POST /v1/payment_methods/pm_1/detach')).toBeUndefined();

    const own = await call(parent, 'DELETE', 'detachPaymentMethodFromCustomer?paymentMethodId=pm_1');
    expect(own.statusCode).toBe(200);
    expect(fake.last('POST /v1/payment_methods/pm_1/detach')?.headers['stripe-account']).toBeUndefined();

    // A parent who also runs a daycare may name their own payout account, and only that one.
    await ctx.db.db
      .insert(connectedAccounts)
      .values({ userId: parentRow.id, gateway: 'stripe', accountId: 'acct_parent', state: 'pending' });
    fake.reset();
    const named = await call(
      parent,
      'DELETE',
      'detachPaymentMethodFromCustomer?paymentMethodId=pm_1&connectedAccountId=acct_parent',
    );
    expect(named.statusCode).toBe(200);
    expect(fake.last('POST /v1/payment_methods/pm_1/detach')?.headers['stripe-account']).toBe('acct_parent');
    expect(
      (await call(parent, 'DELETE', 'detachPaymentMethodFromCustomer?paymentMethodId=pm_1&connectedAccountId=acct_1'))
        .statusCode,
    ).toBe(404);
  });
});

describe('detachPaymentMethodFromCustomer on the sandbox', () => {
  const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' } });

  it('refuses another provider’s account id and leaves the card attached', async () => {
    const provider = bearer(await loginAs(ctx.app, await createHomeProvider(ctx.db.db)));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payments/connectedAccountLink',
      headers: provider,
      payload: {},
    });
    const providerAccount: string = put.json().account.accountId;

    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/addCreditCardInfo',
      headers: parent,
      payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', cardholderName: 'A' },
    });
    expect(saved.statusCode).toBe(200);
    const methods = () =>
      ctx.app.inject({ method: 'GET', url: '/api/payments/getListCustomerPaymentMethods', headers: parent });
    const [method] = (await methods()).json<{ id: string }[]>();

    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/payments/detachPaymentMethodFromCustomer?paymentMethodId=${method!.id}&connectedAccountId=${providerAccount}`,
      headers: parent,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await methods()).json()).toEqual([expect.objectContaining({ id: method!.id })]);
  });
});
