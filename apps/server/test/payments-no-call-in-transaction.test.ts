import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHomeProvider, createParent, type Database, type DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { Role } from '@kinderly/shared';
import {
  SandboxGateway,
  StripeGateway,
  type GatewayEvent,
  type PaymentGateway,
} from '../src/integrations/payments/index.ts';
import type { Actor } from '../src/plugins/auth.ts';
import { addCreditCard, completeCardAuthentication } from '../src/services/payments/add-credit-card.ts';
import { applyWebhookEvent } from '../src/services/payments/apply-webhook-event.ts';
import { createCheckoutSessionSaveCardDetails } from '../src/services/payments/checkout-sessions.ts';
import {
  getConnectedAccountLink,
  putConnectedAccountLink,
  submitSandboxOnboarding,
} from '../src/services/payments/connected-account.ts';
import { deleteCreditCard, detachPaymentMethodFromCustomer } from '../src/services/payments/manage-cards.ts';
import {
  authorizePayment,
  cancelPayment,
  capturePayment,
  refundPayment,
} from '../src/services/payments/payment-intents.ts';
import { refreshProviderListing as onAccountChanged } from '../src/services/provider-enrolment/enrollment-steps.ts';
import { FakeStripe } from './fake-stripe.ts';

/**
 * No call to the gateway while one of our transactions is open (STYLE: record, commit, then call). The services
 * get a database whose transaction() counts what is open, and a gateway that notes, on every call, whether one was.
 */
function watched(db: Database) {
  const state = { open: 0, calls: [] as { method: string; inTransaction: boolean }[] };
  const watchedDb = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          state.open += 1;
          try {
            return await target.transaction(...args);
          } finally {
            state.open -= 1;
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const watch = (gateway: PaymentGateway): PaymentGateway =>
    new Proxy(gateway, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          state.calls.push({ method: String(property), inTransaction: state.open > 0 });
          return value.apply(target, args);
        };
      },
    });
  return { db: watchedDb, watch, state };
}

const actorOf = (user: { id: string; email: string }, role: Role): Actor => ({
  userId: user.id,
  role,
  email: user.email,
  sessionId: 's',
});
const URLS = {
  publicUrl: 'https://kinderly.test',
  successUrl: 'https://kinderly.test/ok',
  cancelUrl: 'https://kinderly.test/no',
};
const event = (id: string, change: GatewayEvent['change']): GatewayEvent => ({ id, type: change.kind, change });

let handle: DbHandle;
const fake = new FakeStripe();
beforeAll(async () => {
  handle = await createTestDb();
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
  await handle.close();
});

describe('payment services never call the gateway inside a database transaction', () => {
  it('on Stripe: cards, webhooks, payout accounts and payments', async () => {
    const { db, watch, state } = watched(handle.db);
    const gateway = watch(new StripeGateway({ secretKey: 'sk_test_fake', apiBase: fake.baseUrl }));
    const parent = await createParent(handle.db);
    const input = { db, gateway, actor: actorOf(parent, Role.Parent), onAccountChanged };

    await createCheckoutSessionSaveCardDetails({ ...input, ...URLS });
    const added = await addCreditCard({ ...input, request: { checkoutSessionId: 'cs_1' } });
    expect(added.card).toMatchObject({ last4: '4242' });
    // Events that read from the gateway before writing: a setup, a setup Checkout.
    await applyWebhookEvent(
      db,
      gateway,
      event('evt_1', { kind: 'setup_succeeded', customerId: 'cus_1', paymentMethodId: 'pm_1' }),
      onAccountChanged,
    );
    await applyWebhookEvent(
      db,
      gateway,
      event('evt_2', { kind: 'setup_checkout_completed', setupIntentId: 'seti_1' }),
      onAccountChanged,
    );

    const payment = await authorizePayment({ ...input, amountCents: 4500 });
    await capturePayment({ ...input, paymentId: payment.id });
    await refundPayment({ ...input, paymentId: payment.id, amountCents: 500 });
    await applyWebhookEvent(
      db,
      gateway,
      event('evt_3', { kind: 'payment_intent_updated', intent: await gateway.retrievePaymentIntent('pi_1') }),
      onAccountChanged,
    );

    const provider = await createHomeProvider(handle.db);
    const providerInput = { db, gateway, actor: actorOf(provider, Role.HomeProvider), onAccountChanged };
    await putConnectedAccountLink({ ...providerInput, publicUrl: URLS.publicUrl });
    await getConnectedAccountLink(providerInput);

    await deleteCreditCard({ ...input, creditCardId: added.card!.id });
    await detachPaymentMethodFromCustomer({ ...input, paymentMethodId: 'pm_1' });
    await applyWebhookEvent(
      db,
      gateway,
      event('evt_4', { kind: 'payment_method_detached', paymentMethodId: 'pm_1' }),
      onAccountChanged,
    );

    expect(state.calls.length).toBeGreaterThan(10);
    expect(state.calls.filter((call) => call.inTransaction)).toEqual([]);
    // The fake answered every one of them (the sandbox's own reads and writes are its storage, not ours).
    expect(fake.requests.length).toBeGreaterThan(10);
  });

  it('on the sandbox: the typed card, its authentication, a hold and a cancel, onboarding', async () => {
    const { db, watch, state } = watched(handle.db);
    // The sandbox keeps its objects in our database: that is its storage, so it gets the plain handle.
    const gateway = watch(new SandboxGateway(handle.db, 'https://kinderly.test'));
    const parent = await createParent(handle.db);
    const input = { db, gateway, actor: actorOf(parent, Role.Parent), onAccountChanged };

    const card = { expiry: '12/34', cvc: '123', cardholderName: 'P' };
    // 4242 first, so the default card can be charged off-session; 3184 asks for authentication.
    await addCreditCard({ ...input, request: { ...card, cardNumber: '4242424242424242' } });
    const pending = await addCreditCard({
      ...input,
      request: { ...card, cardNumber: '4000002760003184' },
    });
    await completeCardAuthentication({
      ...input,
      request: { setupIntentId: pending.setupIntentId, outcome: 'complete' },
    });
    const payment = await authorizePayment({ ...input, amountCents: 100 });
    await cancelPayment({ ...input, paymentId: payment.id });

    const provider = await createHomeProvider(handle.db);
    const providerInput = { db, gateway, actor: actorOf(provider, Role.HomeProvider), onAccountChanged };
    await putConnectedAccountLink({ ...providerInput, publicUrl: URLS.publicUrl });
    await submitSandboxOnboarding({ ...providerInput, request: { legalName: 'P' } });

    expect(state.calls.map((call) => call.method)).toEqual(
      expect.arrayContaining(['tokenizeCard', 'createSetupIntent', 'completeAuthentication', 'submitOnboarding']),
    );
    expect(state.calls.filter((call) => call.inTransaction)).toEqual([]);
  });
});
