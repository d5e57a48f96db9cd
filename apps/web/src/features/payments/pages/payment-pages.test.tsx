import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type CreditCard } from '@kinderly/shared';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { fakeLoginResponse, fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { order } from '../../../test/orders.ts';
import { renderApp } from '../../../test/render-app.tsx';

const card = (id: string, last4: string, isDefault: boolean): CreditCard => ({
  id,
  brand: 'visa',
  last4,
  expMonth: 4,
  expYear: 2031,
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
// The signed-in frame reads the user.
const SIGNED_IN = { 'GET /api/account/getUser': json(200, fakeUser()) };
const CONFIG = { environment: 'test', version: '1', sentryDsn: null, stripePublishableKey: null, mapTilesUrl: 'x' };

// Typing whole card numbers through user-event is slow on a loaded machine.
const SLOW = { timeout: 30_000 };

describe('payment cards', SLOW, () => {
  it('deletes a card after the confirmation and takes a fresh token with the new count', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 2 });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '4242', true), card(SECOND, '3184', false)]),
      'DELETE /api/payments/deleteCreditCard': json(200, { deleted: true, cards: [card(SECOND, '3184', true)] }),
      'POST /api/account/refresh': json(200, fakeLoginResponse({ role: Role.Parent, creditCardsCount: 1 })),
    });
    const { user } = renderApp('/app/credit-cards-list');
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Expires April 2031')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls('DELETE', '/api/payments/deleteCreditCard')[0]?.url.searchParams.get('creditCardId')).toBe(FIRST);
    await waitFor(() => expect(useAuthStore.getState().claims?.creditCardsCount).toBe(1));
  });

  it('keeps the cards when the dialog is cancelled', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 1 });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '4242', true)]),
    });
    const { user } = renderApp('/app/credit-cards-list');
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE', '/api/payments/deleteCreditCard')).toHaveLength(0);
  });
});

describe('the cards page for a home provider', SLOW, () => {
  it('shows the payout account, asks for no card and keeps the session', async () => {
    signInFakeUser({ role: Role.HomeProvider });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/connectedAccountLink': json(200, {
        state: 'verified',
        accountId: 'acct_sandbox_1',
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsDue: [],
        bankLast4: '6789',
        sandbox: true,
      }),
    });
    renderApp('/app/credit-cards-list');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(calls('GET', '/api/payments/getCreditCards')).toHaveLength(0);
    expect(useAuthStore.getState().session).not.toBeNull();
  });
});

describe('the sandbox card form', SLOW, () => {
  it('shows the brand as typed, masks the number, and completes the authentication step', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 0 });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/config': json(200, CONFIG),
      'GET /api/payments/validateCardNumber': json(200, { valid: true, brand: 'visa', luhnValid: true, message: null }),
      'POST /api/payments/addCreditCardInfo': json(200, {
        status: 'requires_action',
        setupIntentId: 'seti_sbx_1',
        card: null,
      }),
      'PUT /api/payments/completeCardAuthentication': json(200, {
        status: 'succeeded',
        setupIntentId: 'seti_sbx_1',
        card: card(FIRST, '3184', true),
      }),
      'POST /api/account/refresh': json(200, fakeLoginResponse({ role: Role.Parent, creditCardsCount: 1 })),
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '3184', true)]),
    });
    const { user, location } = renderApp('/app/payment-info-stripe');
    await user.type(await screen.findByRole('textbox', { name: /Name on card/ }), 'Camille Roy');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.type(number, '3782');
    expect(screen.getByTestId('card-brand').textContent).toBe('Card brand: American Express');
    await user.clear(number);
    await user.type(number, '4000002760003184');
    expect(number).toHaveProperty('value', '4000 0027 6000 3184');
    expect(screen.getByTestId('card-brand').textContent).toBe('Card brand: Visa');
    await screen.findByText('Visa card number');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(calls('POST', '/api/payments/addCreditCardInfo')[0]?.body).toMatchObject({
      cardNumber: '4000 0027 6000 3184',
      expiry: '12/34',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(location()).toBe('/app/credit-cards-list'));
    expect(calls('PUT', '/api/payments/completeCardAuthentication')[0]?.body).toEqual({
      setupIntentId: 'seti_sbx_1',
      outcome: 'complete',
    });
    expect(useAuthStore.getState().claims?.creditCardsCount).toBe(1);
  });

  it('shows a decline beside the card number', async () => {
    signInFakeUser({ role: Role.Parent });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/config': json(200, CONFIG),
      'GET /api/payments/validateCardNumber': json(200, { valid: true, brand: 'visa', luhnValid: true, message: null }),
      'POST /api/payments/addCreditCardInfo': json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'Your card was declined.',
        errors: { CardNumber: ['Your card was declined.'] },
      }),
    });
    const { user } = renderApp('/app/payment-info-stripe', { language: 'fr' });
    await user.type(await screen.findByRole('textbox', { name: /Nom sur la carte/ }), 'Camille Roy');
    await user.type(screen.getByRole('textbox', { name: /Numéro de carte/ }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: /Date d'expiration/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Code de sécurité/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect(await screen.findByText('Votre carte a été refusée.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Numéro de carte/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('paying a booked day from the cards page (payOrder)', SLOW, () => {
  const ORDER = '33333333-3333-4333-8333-333333333333';

  it('pays the day with the chosen saved card and says it is booked again', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 2 });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '4242', true), card(SECOND, '3184', false)]),
      'PUT /api/payments/creditCardPayment': json(200, {
        data: order({ orderId: ORDER, status: 'approved', isBooked: true, paymentState: 'held' }),
      }),
    });
    const { user } = renderApp(`/app/credit-cards-list?payOrder=${ORDER}`);
    const panel = await screen.findByRole('region', { name: 'Pay for a booked day' });
    await user.click(within(panel).getByRole('button', { name: 'Pay with Visa ending 3184' }));

    expect(await screen.findByText('Paid: the day is booked again.')).toBeInTheDocument();
    expect(calls('PUT', '/api/payments/creditCardPayment')[0]?.body).toEqual({ orderId: ORDER, creditCardId: SECOND });
  });

  it("shows the server's refusal in the panel", async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 1 });
    stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '0002', true)]),
      'PUT /api/payments/creditCardPayment': json(400, {
        message: 'This card was not accepted.',
        errors: { CreditCard: ['This card was not accepted. Try another card.'] },
      }),
    });
    const { user } = renderApp(`/app/credit-cards-list?payOrder=${ORDER}`);
    const panel = await screen.findByRole('region', { name: 'Pay for a booked day' });
    await user.click(within(panel).getByRole('button', { name: 'Pay with Visa ending 0002' }));
    expect(await within(panel).findByText('This card was not accepted. Try another card.')).toBeInTheDocument();
  });

  it('opens the hosted payment page for the order, to come back here', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 1 });
    const { calls } = stubFetch({
      ...SIGNED_IN,
      'GET /api/payments/getCreditCards': json(200, [card(FIRST, '4242', true)]),
      'POST /api/payments/createPaymentSession': json(200, { id: 'cs_1', url: '/app/credit-cards-list?x=1' }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { user } = renderApp(`/app/credit-cards-list?payOrder=${ORDER}`);
    await user.click(await screen.findByRole('button', { name: 'Use another card or confirm with my bank' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/app/credit-cards-list?x=1'));
    const body = calls('POST', '/api/payments/createPaymentSession')[0]?.body as { order: unknown; successUrl: string };
    expect(body.order).toEqual({ paymentMode: 'payment', orderId: ORDER });
    expect(body.successUrl).toContain(`/app/credit-cards-list?payOrder=${ORDER}&checkoutSession={CHECKOUT_SESSION_ID}`);
    vi.unstubAllGlobals();
  });

  it('says the payment is being confirmed when the hosted page sends the parent back', async () => {
    signInFakeUser({ role: Role.Parent, creditCardsCount: 1 });
    stubFetch({ ...SIGNED_IN, 'GET /api/payments/getCreditCards': json(200, [card(FIRST, '4242', true)]) });
    renderApp(`/app/credit-cards-list?payOrder=${ORDER}&checkoutSession=cs_1`);
    expect(await screen.findByText(/Your payment is being confirmed/)).toBeInTheDocument();
  });
});
