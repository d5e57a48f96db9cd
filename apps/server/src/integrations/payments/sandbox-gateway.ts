import {
  PAYMENT_CURRENCY,
  canTransitionPayment,
  detectCardBrand,
  digitsOf,
  parseExpiry,
  type PaymentStatus,
} from '@kinderly/shared';
import type { Database } from '@kinderly/db';
import { behaviourOf, DECLINES, fingerprintOf, type CardBehaviour } from './sandbox-cards.ts';
import { applyOnboarding, newSandboxAccount, type SandboxAccount } from './sandbox-onboarding.ts';
import { SandboxStore, sandboxId } from './sandbox-store.ts';
import {
  GatewayError,
  type GatewayAccount,
  type GatewayCheckoutSession,
  type GatewayEvent,
  type GatewayPaymentIntent,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type GatewaySetupIntent,
  type OnboardingFormInput,
  type PaymentGateway,
} from './types.ts';

type SandboxMethod = GatewayPaymentMethod & { behaviour: CardBehaviour };
type SandboxIntent = GatewayPaymentIntent & {
  connectedAccountId: string | null;
  applicationFeeCents: number | null;
  refundedCents: number;
};

/**
 * The gateway with no network: Stripe test mode's behaviour and states, its objects kept in our database.
 * It sees a card number only inside `tokenizeCard` and keeps brand, last 4, expiry and a fingerprint.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly localPages = true;
  /** Its state changes within the request that causes them, so it has no events to deliver. */
  readonly receivesWebhooks = false;
  private readonly store: SandboxStore;

  constructor(
    db: Database,
    private readonly publicUrl: string,
    /** Stripe's test-mode restricted date of birth, read from the shared constant by the caller. */
    private readonly restrictedDateOfBirth = '1900-01-01',
  ) {
    this.store = new SandboxStore(db);
  }

  async createCustomer({ email, name, userId, idempotencyKey }: Parameters<PaymentGateway['createCustomer']>[0]) {
    return this.store.idempotent(
      idempotencyKey,
      'customers.create',
      () => this.store.insert('customer', { id: sandboxId('cus'), email, name, metadata: { userId } }),
      (id) => this.store.get<{ id: string }>('customer', id),
    );
  }

  /** Stripe.js's job in the sandbox: turn a typed card into a payment method id. */
  async tokenizeCard(card: { cardNumber: string; expiry: string }): Promise<GatewayPaymentMethod> {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) throw new GatewayError('invalid_request', 'Invalid expiry date.');
    const digits = digitsOf(card.cardNumber);
    const method: SandboxMethod = {
      id: sandboxId('pm'),
      customerId: null,
      brand: detectCardBrand(digits),
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      fingerprint: fingerprintOf(digits),
      behaviour: behaviourOf(digits),
    };
    return publicMethod(await this.store.insert('payment_method', method));
  }

  async createSetupIntent({
    customerId,
    paymentMethodId,
    idempotencyKey,
  }: Parameters<PaymentGateway['createSetupIntent']>[0]) {
    return this.store.idempotent(
      idempotencyKey,
      'setup_intents.create',
      async () => {
        await this.store.get('customer', customerId);
        const intent: GatewaySetupIntent = {
          id: sandboxId('seti'),
          customerId,
          status: 'requires_payment_method',
          paymentMethodId: null,
          clientSecret: null,
          lastError: null,
        };
        intent.clientSecret = `${intent.id}_secret_sandbox`;
        await this.store.insert('setup_intent', intent, customerId);
        return paymentMethodId ? this.confirmSetupIntent(intent, paymentMethodId) : intent;
      },
      (id) => this.retrieveSetupIntent(id),
    );
  }

  private async confirmSetupIntent(intent: GatewaySetupIntent, paymentMethodId: string): Promise<GatewaySetupIntent> {
    const method = await this.store.get<SandboxMethod>('payment_method', paymentMethodId);
    intent.paymentMethodId = method.id;
    if (method.behaviour === 'declined' || method.behaviour === 'insufficient_funds') {
      const error = DECLINES[method.behaviour];
      await this.store.update('setup_intent', { ...intent, status: 'requires_payment_method', lastError: error });
      throw new GatewayError('card_declined', error.message, error);
    }
    if (method.behaviour === 'authenticate') {
      return this.store.update('setup_intent', { ...intent, status: 'requires_action', lastError: null });
    }
    await this.attach(method, intent.customerId!);
    return this.store.update('setup_intent', { ...intent, status: 'succeeded', lastError: null });
  }

  /** The sandbox's 3-D Secure page: the holder completes or fails the authentication the card asked for. */
  async completeAuthentication(setupIntentId: string, outcome: 'complete' | 'fail'): Promise<GatewaySetupIntent> {
    const intent = await this.retrieveSetupIntent(setupIntentId);
    if (intent.status !== 'requires_action') {
      throw new GatewayError('invalid_request', `This SetupIntent is ${intent.status} and needs no authentication.`);
    }
    if (outcome === 'fail') {
      return this.store.update('setup_intent', {
        ...intent,
        status: 'requires_payment_method',
        lastError: DECLINES.authentication_failed,
      });
    }
    const method = await this.store.get<SandboxMethod>('payment_method', intent.paymentMethodId!);
    await this.attach(method, intent.customerId!);
    return this.store.update('setup_intent', { ...intent, status: 'succeeded' });
  }

  private async attach(method: SandboxMethod, customerId: string) {
    await this.store.update('payment_method', { ...method, customerId }, customerId);
  }

  async retrieveSetupIntent(id: string) {
    return this.store.get<GatewaySetupIntent>('setup_intent', id);
  }

  async createCheckoutSessionSaveCardDetails(
    input: Parameters<PaymentGateway['createCheckoutSessionSaveCardDetails']>[0],
  ) {
    return this.store.idempotent(
      input.idempotencyKey,
      'checkout.sessions.create',
      async () => {
        await this.store.get('customer', input.customerId);
        const id = sandboxId('cs');
        // The sandbox's "hosted page" is the app's own card form.
        const url = `${this.publicUrl}/app/payment-info-stripe?checkoutSession=${encodeURIComponent(id)}`;
        const session: GatewayCheckoutSession & { successUrl: string; cancelUrl: string } = {
          id,
          url,
          status: 'open',
          mode: 'setup',
          customerId: input.customerId,
          setupIntentId: null,
          paymentIntentId: null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        };
        return this.store.insert('checkout_session', session, input.customerId);
      },
      (id) => this.retrieveCheckoutSession(id),
    );
  }

  /** Our own page is the "hosted" one: the parent pays the order there with a saved card (creditCardPayment). */
  async createCheckoutSessionForOrder(input: Parameters<PaymentGateway['createCheckoutSessionForOrder']>[0]) {
    return this.store.idempotent(
      input.idempotencyKey,
      'checkout.sessions.create',
      async () => {
        await this.store.get('customer', input.customerId);
        const id = sandboxId('cs');
        const url = `${this.publicUrl}/app/credit-cards-list?payOrder=${encodeURIComponent(input.orderId)}&checkoutSession=${encodeURIComponent(id)}`;
        const session: GatewayCheckoutSession & Omit<typeof input, 'idempotencyKey' | 'customerId'> = {
          id,
          url,
          status: 'open',
          mode: 'payment',
          customerId: input.customerId,
          setupIntentId: null,
          paymentIntentId: null,
          orderId: input.orderId,
          description: input.description,
          amountCents: input.amountCents,
          ...(input.connectedAccountId && { connectedAccountId: input.connectedAccountId }),
          ...(input.applicationFeeCents !== undefined && { applicationFeeCents: input.applicationFeeCents }),
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        };
        return this.store.insert('checkout_session', session, input.customerId);
      },
      (id) => this.retrieveCheckoutSession(id),
    );
  }

  async retrieveCheckoutSession(id: string) {
    return this.store.get<GatewayCheckoutSession>('checkout_session', id);
  }

  async retrievePaymentMethod(id: string) {
    return publicMethod(await this.store.get<SandboxMethod>('payment_method', id));
  }

  async listPaymentMethods(customerId: string) {
    return (await this.store.listByCustomer<SandboxMethod>('payment_method', customerId)).map(publicMethod);
  }

  async detachPaymentMethod(id: string) {
    const method = await this.store.get<SandboxMethod>('payment_method', id);
    if (!method.customerId)
      throw new GatewayError('invalid_request', 'The payment method is not attached to a customer.');
    return publicMethod(await this.store.update('payment_method', { ...method, customerId: null }, null));
  }

  async createConnectedAccount({ email, idempotencyKey }: Parameters<PaymentGateway['createConnectedAccount']>[0]) {
    return this.store.idempotent(
      idempotencyKey,
      'accounts.create',
      async () => {
        const account = newSandboxAccount(sandboxId('acct'), email);
        return publicAccount(await this.store.insert('account', account));
      },
      (id) => this.retrieveConnectedAccount(id),
    );
  }

  async createAccountLink({ accountId }: Parameters<PaymentGateway['createAccountLink']>[0]) {
    await this.store.get('account', accountId);
    return {
      url: `${this.publicUrl}/app/payout-account?onboarding=${encodeURIComponent(accountId)}`,
      expiresAt: Math.floor(Date.now() / 1000) + 300,
    };
  }

  async retrieveConnectedAccount(id: string) {
    return publicAccount(await this.store.get<SandboxAccount>('account', id));
  }

  /** The sandbox's hosted onboarding form (see applyOnboarding). */
  async submitOnboarding(accountId: string, input: OnboardingFormInput): Promise<GatewayAccount> {
    const account = await this.store.get<SandboxAccount>('account', accountId);
    const next = applyOnboarding(account, input, this.restrictedDateOfBirth);
    return publicAccount(await this.store.update('account', next));
  }

  parseWebhookEvent(): GatewayEvent {
    throw new GatewayError('not_available', 'The sandbox sends no webhooks.');
  }

  async createPaymentIntent(input: Parameters<PaymentGateway['createPaymentIntent']>[0]) {
    // Two statements (the key with the payment method, then the intent with the key): a booking call holds a
    // week's days at once, and Stripe's network stand-in should not cost more than the booking itself.
    return this.store
      .idempotentCreate(
        input.idempotencyKey,
        'payment_intents.create',
        { object: 'payment_method', id: input.paymentMethodId },
        async (method: SandboxMethod) => {
          if (method.customerId !== input.customerId) {
            throw new GatewayError('invalid_request', 'The payment method does not belong to this customer.');
          }
          const intent: SandboxIntent = {
            id: sandboxId('pi'),
            status: 'requires_confirmation',
            amountCents: input.amountCents,
            amountCapturableCents: 0,
            amountReceivedCents: 0,
            currency: PAYMENT_CURRENCY,
            customerId: input.customerId,
            paymentMethodId: method.id,
            clientSecret: null,
            lastError: null,
            connectedAccountId: input.connectedAccountId ?? null,
            applicationFeeCents: input.applicationFeeCents ?? null,
            refundedCents: 0,
            orderId: input.metadata?.orderId ?? null,
          };
          // Off-session charges cannot ask the holder to authenticate, so that card declines here too.
          const decline = {
            succeeds: null,
            declined: DECLINES.declined,
            charge_declined: DECLINES.declined,
            insufficient_funds: DECLINES.insufficient_funds,
            authenticate: DECLINES.authentication_required,
          }[method.behaviour];
          if (decline) {
            await this.store.insert(
              'payment_intent',
              { ...intent, status: 'requires_payment_method', lastError: decline },
              input.customerId,
            );
            throw new GatewayError('card_declined', decline.message, decline);
          }
          const authorised = {
            ...intent,
            status: 'requires_capture' as const,
            amountCapturableCents: input.amountCents,
          };
          return { object: 'payment_intent', body: authorised, customerId: input.customerId };
        },
        (id) => this.store.get<SandboxIntent>('payment_intent', id),
      )
      .then(publicIntent);
  }

  async retrievePaymentIntent(id: string) {
    return publicIntent(await this.store.get<SandboxIntent>('payment_intent', id));
  }

  private async moveIntent(intent: SandboxIntent, to: PaymentStatus, changes: Partial<SandboxIntent>) {
    if (!canTransitionPayment(intent.status, to) || intent.status === to) {
      throw new GatewayError(
        'invalid_request',
        `This PaymentIntent's status is ${intent.status}; it cannot become ${to}.`,
      );
    }
    return publicIntent(await this.store.update('payment_intent', { ...intent, ...changes, status: to }));
  }

  async capturePaymentIntent(
    id: string,
    { amountToCaptureCents, idempotencyKey }: { amountToCaptureCents?: number; idempotencyKey: string },
  ) {
    return this.store.idempotent(
      idempotencyKey,
      `payment_intents.capture:${id}`,
      async () => {
        const intent = await this.store.get<SandboxIntent>('payment_intent', id);
        const amount = amountToCaptureCents ?? intent.amountCapturableCents;
        if (amount <= 0 || amount > intent.amountCapturableCents) {
          throw new GatewayError(
            'invalid_request',
            'The amount to capture must be positive and at most the amount capturable.',
          );
        }
        return this.moveIntent(intent, 'succeeded', { amountReceivedCents: amount, amountCapturableCents: 0 });
      },
      (intentId) => this.retrievePaymentIntent(intentId),
    );
  }

  async cancelPaymentIntent(id: string, { idempotencyKey }: { idempotencyKey: string }) {
    return this.store.idempotent(
      idempotencyKey,
      `payment_intents.cancel:${id}`,
      async () =>
        this.moveIntent(await this.store.get<SandboxIntent>('payment_intent', id), 'canceled', {
          amountCapturableCents: 0,
        }),
      (intentId) => this.retrievePaymentIntent(intentId),
    );
  }

  async createRefund({ paymentIntentId, amountCents, idempotencyKey }: Parameters<PaymentGateway['createRefund']>[0]) {
    return this.store.idempotent(
      idempotencyKey,
      'refunds.create',
      async () => {
        const intent = await this.store.get<SandboxIntent>('payment_intent', paymentIntentId);
        if (intent.status !== 'succeeded') {
          throw new GatewayError(
            'invalid_request',
            `This PaymentIntent is ${intent.status}; only a captured payment can be refunded.`,
          );
        }
        const left = intent.amountReceivedCents - intent.refundedCents;
        const amount = amountCents ?? left;
        if (amount <= 0 || amount > left)
          throw new GatewayError('invalid_request', `At most ${left} cents can still be refunded.`);
        await this.store.update('payment_intent', { ...intent, refundedCents: intent.refundedCents + amount });
        const refund: GatewayRefund = {
          id: sandboxId('re'),
          paymentIntentId,
          amountCents: amount,
          status: 'succeeded',
        };
        return this.store.insert('refund', refund, intent.customerId);
      },
      (id) => this.store.get<GatewayRefund>('refund', id),
    );
  }
}

function publicMethod({ behaviour: _behaviour, ...method }: SandboxMethod): GatewayPaymentMethod {
  return method;
}

function publicAccount({ email: _email, profile: _profile, ...account }: SandboxAccount): GatewayAccount {
  return account;
}

function publicIntent({
  connectedAccountId: _a,
  applicationFeeCents: _f,
  refundedCents: _r,
  ...intent
}: SandboxIntent): GatewayPaymentIntent {
  return { ...intent, orderId: intent.orderId ?? null };
}
