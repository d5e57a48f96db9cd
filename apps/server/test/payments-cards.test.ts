import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent, creditCards, sandboxObjects } from '@kinderly/db';
import { readTokenClaims, type AddCreditCardInfoResponse, type CreditCard } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://kinderly.test' } });

const CARD = { expiry: '12/34', cvc: '123', cardholderName: 'Camille Roy', postalCode: 'K1A 0B1' };

async function signIn(user: { email: string }) {
  return bearer(await loginAs(ctx.app, user));
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/payments/${url}`, headers, ...(payload ? { payload } : {}) });

const addCard = (headers: Record<string, string>, cardNumber: string, extra: object = {}) =>
  call(headers, 'POST', 'addCreditCardInfo', { ...CARD, cardNumber, ...extra });

describe('saved cards on the sandbox gateway', () => {
  it('saves 4242 as the default card, keeps only brand, last 4, expiry and fingerprint, and counts it in the token', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await signIn(parent);
    const res = await addCard(headers, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(200);
    const body = res.json<AddCreditCardInfoResponse>();
    expect(body).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true },
    });

    const [row] = await ctx.db.db.select().from(creditCards).where(eq(creditCards.userId, parent.id));
    expect(row?.fingerprint).toMatch(/^[\w-]{16}$/);
    // Neither our tables nor the sandbox's hold the number or the security code.
    const everything = JSON.stringify([
      await ctx.db.db.select().from(creditCards),
      await ctx.db.db.select().from(sandboxObjects),
    ]);
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
    expect(everything).not.toMatch(/"cvc"/);

    const login = await loginAs(ctx.app, parent);
    expect(readTokenClaims(login.accessToken)?.creditCardsCount).toBe(1);

    const list = await call(headers, 'GET', 'getCreditCards');
    expect(list.json<CreditCard[]>().map((card) => card.last4)).toEqual(['4242']);
    const methods = await call(headers, 'GET', 'getListCustomerPaymentMethods');
    expect(methods.json()).toEqual([
      expect.objectContaining({ id: row!.paymentMethodId, brand: 'visa', last4: '4242' }),
    ]);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('refuses %s with the decline beside the card number, and saves nothing', async (number, message, declineCode) => {
    const parent = await createParent(ctx.db.db);
    const headers = await signIn(parent);
    const res = await addCard(headers, number);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, errors: { CardNumber: [message] }, declineCode });
    expect((await call(headers, 'GET', 'getCreditCards')).json()).toEqual([]);
  });

  it('asks for authentication with 4000 0027 6000 3184; completing saves the card, failing does not', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await signIn(parent);
    const first = (await addCard(headers, '4000002760003184')).json<AddCreditCardInfoResponse>();
    expect(first).toMatchObject({ status: 'requires_action', card: null });
    expect((await call(headers, 'GET', 'getCreditCards')).json()).toEqual([]);

    const failed = await call(headers, 'PUT', 'completeCardAuthentication', {
      setupIntentId: first.setupIntentId,
      outcome: 'fail',
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().errors.CardNumber[0]).toMatch(/authenticate/);
    // A failed authentication ends that attempt: it cannot be completed afterwards.
    const late = await call(headers, 'PUT', 'completeCardAuthentication', {
      setupIntentId: first.setupIntentId,
      outcome: 'complete',
    });
    expect(late.statusCode).toBe(409);

    const second = (await addCard(headers, '4000002760003184')).json<AddCreditCardInfoResponse>();
    const done = await call(headers, 'PUT', 'completeCardAuthentication', {
      setupIntentId: second.setupIntentId,
      outcome: 'complete',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', card: { last4: '3184', isDefault: true } });

    const stranger = await signIn(await createParent(ctx.db.db));
    const foreign = await call(stranger, 'PUT', 'completeCardAuthentication', {
      setupIntentId: second.setupIntentId,
      outcome: 'complete',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('checks the typed card with field messages before anything reaches the gateway', async () => {
    const headers = await signIn(await createParent(ctx.db.db));
    const res = await call(headers, 'POST', 'addCreditCardInfo', {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
      cardholderName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['CardNumber', 'CardholderName', 'Cvc', 'Expiry']);
    expect(res.json().errors.Expiry).toEqual(['This card has expired.']);
    expect(
      await ctx.db.db.select().from(sandboxObjects).where(eq(sandboxObjects.object, 'payment_method')),
    ).not.toContainEqual(expect.objectContaining({ body: expect.objectContaining({ last4: '4241' }) }));
  });

  it('validates card numbers: brand and Luhn', async () => {
    const headers = await signIn(await createNanny(ctx.db.db));
    const visa = await call(headers, 'GET', 'validateCardNumber?cardNumber=4242424242424242');
    expect(visa.json()).toEqual({ valid: true, brand: 'visa', luhnValid: true, message: null });
    const amex = await call(headers, 'GET', 'validateCardNumber?cardNumber=378282246310005');
    expect(amex.json()).toMatchObject({ valid: true, brand: 'amex' });
    const bad = await call(headers, 'GET', 'validateCardNumber?cardNumber=5555555555554443');
    expect(bad.json()).toEqual({
      valid: false,
      brand: 'mastercard',
      luhnValid: false,
      message: 'This card number is not valid.',
    });
  });

  it('deletes through the dialog call: the next card becomes the default; a foreign parent gets 404', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await signIn(parent);
    const first = (await addCard(headers, '4242424242424242')).json<AddCreditCardInfoResponse>().card!;
    const second = (await addCard(headers, '5555 5555 5555 4444')).json<AddCreditCardInfoResponse>().card!;
    expect(second).toMatchObject({ brand: 'mastercard', isDefault: false });

    const stranger = await signIn(await createParent(ctx.db.db));
    const foreign = await call(stranger, 'DELETE', `deleteCreditCard?creditCardId=${first.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(headers, 'GET', 'getCreditCards')).json()).toHaveLength(2);
    const foreignDetach = await call(
      stranger,
      'DELETE',
      `detachPaymentMethodFromCustomer?paymentMethodId=${encodeURIComponent((await ctx.db.db.select().from(creditCards).where(eq(creditCards.id, first.id)))[0]!.paymentMethodId)}`,
    );
    expect(foreignDetach.statusCode).toBe(404);

    const res = await call(headers, 'DELETE', `deleteCreditCard?creditCardId=${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cards).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
    expect((await call(headers, 'GET', 'getListCustomerPaymentMethods')).json()).toHaveLength(1);
    expect(readTokenClaims((await loginAs(ctx.app, parent)).accessToken)?.creditCardsCount).toBe(1);

    const again = await call(headers, 'DELETE', `deleteCreditCard?creditCardId=${first.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('detaches a payment method by its gateway id, and the saved card goes with it', async () => {
    const parent = await createParent(ctx.db.db);
    const headers = await signIn(parent);
    await addCard(headers, '4242424242424242');
    const [method] = (await call(headers, 'GET', 'getListCustomerPaymentMethods')).json<{ id: string }[]>();
    const res = await call(headers, 'DELETE', `detachPaymentMethodFromCustomer?paymentMethodId=${method!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await call(headers, 'GET', 'getCreditCards')).json()).toEqual([]);
  });

  it('opens sandbox Checkout sessions on this site only', async () => {
    const headers = await signIn(await createParent(ctx.db.db));
    const setup = await call(headers, 'PUT', 'createCheckoutSessionSaveCardDetails', {
      successUrl: 'https://kinderly.test/app/credit-cards-list',
      cancelUrl: 'https://kinderly.test/app/payment-info',
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().url).toMatch(/^https:\/\/kinderly\.test\/app\/payment-info-stripe\?checkoutSession=cs_sbx_/);
    const elsewhere = await call(headers, 'PUT', 'createCheckoutSessionSaveCardDetails', {
      successUrl: 'https://evil.example/steal',
      cancelUrl: 'https://kinderly.test/app/payment-info',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ SuccessUrl: ['This address must be on this site.'] });

    // The spec's payment session in setup mode is the same Checkout in setup mode.
    const viaSession = await call(headers, 'POST', 'createPaymentSession', {
      successUrl: 'https://kinderly.test/app/credit-cards-list',
      cancelUrl: 'https://kinderly.test/app/payment-info',
      order: { paymentMode: 'setup' },
    });
    expect(viaSession.statusCode).toBe(200);
    const [session] = await ctx.db.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, viaSession.json().id));
    expect(session?.body).toMatchObject({ mode: 'setup', status: 'open' });
    expect(session?.body).not.toHaveProperty('amountCents');
  });

  it('takes no amount from the client: products and amounts are refused by name, a payment session names the order it pays', async () => {
    const headers = await signIn(await createParent(ctx.db.db));
    const sessions = async () =>
      (await ctx.db.db.select().from(sandboxObjects).where(eq(sandboxObjects.object, 'checkout_session'))).length;
    const before = await sessions();
    const urls = { successUrl: 'https://kinderly.test/booking-summary?paid=1', cancelUrl: 'https://kinderly.test/b' };

    const priced = await call(headers, 'POST', 'createPaymentSession', {
      ...urls,
      paymentServiceProvider: 'stripe',
      order: {
        products: [{ name: 'Daycare day', unitAmountCents: 1, quantity: 2 }],
        paymentMethods: ['card'],
        paymentMode: 'payment',
        defaultPayment: true,
      },
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual({
      Order: [
        'Unknown field products. Amounts are computed by the server from what is booked; a payment session takes no products or amounts.',
      ],
    });
    const topLevel = await call(headers, 'POST', 'createPaymentSession', {
      ...urls,
      unitAmountCents: 1,
      order: { paymentMode: 'setup' },
    });
    expect(topLevel.statusCode).toBe(400);
    expect(topLevel.json().errors.Body[0]).toMatch(
      /^Unknown field unitAmountCents\. Amounts are computed by the server/,
    );

    const payment = await call(headers, 'POST', 'createPaymentSession', { ...urls, order: { paymentMode: 'payment' } });
    expect(payment.statusCode).toBe(400);
    // A payment session pays one booked day: without its orderId there is nothing to pay (booking-payment-session tests the rest).
    expect(payment.json().errors).toEqual({
      'Order.OrderId': ['A payment session pays one booked day: name its orderId.'],
    });
    // Nothing reached the gateway: no session, and so no amount, was created.
    expect(await sessions()).toBe(before);
  });

  it('keeps cards to the roles that add them (section 6)', async () => {
    const provider = await signIn(await createHomeProvider(ctx.db.db));
    expect((await addCard(provider, '4242424242424242')).statusCode).toBe(403);
    expect((await call(provider, 'GET', 'getCreditCards')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/getCreditCards' })).statusCode).toBe(401);
  });
});
