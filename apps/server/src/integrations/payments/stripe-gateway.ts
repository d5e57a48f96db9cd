import Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '@kinderly/shared';
import {
  idOf,
  toCheckoutSession,
  toGatewayAccount,
  toGatewayEvent,
  toPaymentIntent,
  toPaymentMethod,
  toSetupIntent,
} from './stripe-mappers.ts';
import { GatewayError, type GatewayEvent, type PaymentGateway } from './types.ts';

interface StripeGatewayOptions {
  secretKey: string;
  /** Another API base (tests: a local fake server), e.g. `http://127.0.0.1:4010`. */
  apiBase?: string;
  /** The endpoint's signing secret (`whsec_...`); without it webhooks are refused as not configured. */
  webhookSecret?: string;
}

const HOSTED_BY_STRIPE = 'Stripe hosts this page itself; nothing was sent.';

/** Stripe's refusals the user can act on become GatewayErrors; everything else stays a server error. */
async function translate<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new GatewayError('card_declined', error.message, {
        code: error.code ?? 'card_declined',
        declineCode: error.decline_code ?? null,
        message: error.message,
      });
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new GatewayError(error.statusCode === 404 ? 'not_found' : 'invalid_request', error.message);
    }
    throw error;
  }
}

/** The real gateway: Stripe's official SDK, Connect Express accounts, Checkout in setup mode. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly localPages = false;
  readonly receivesWebhooks: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeGatewayOptions) {
    this.webhookSecret = options.webhookSecret;
    this.receivesWebhooks = Boolean(options.webhookSecret);
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      appInfo: { name: 'Kinderly' },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async createCustomer({ email, name, userId, idempotencyKey }: Parameters<PaymentGateway['createCustomer']>[0]) {
    const customer = await translate(
      this.stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey }),
    );
    return { id: customer.id };
  }

  async createSetupIntent({
    customerId,
    paymentMethodId,
    idempotencyKey,
  }: Parameters<PaymentGateway['createSetupIntent']>[0]) {
    const intent = await translate(
      this.stripe.setupIntents.create(
        {
          customer: customerId,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          ...(paymentMethodId && { payment_method: paymentMethodId, confirm: true }),
        },
        { idempotencyKey },
      ),
    );
    return toSetupIntent(intent);
  }

  async retrieveSetupIntent(id: string) {
    return toSetupIntent(await translate(this.stripe.setupIntents.retrieve(id)));
  }

  async createCheckoutSessionSaveCardDetails(
    input: Parameters<PaymentGateway['createCheckoutSessionSaveCardDetails']>[0],
  ) {
    const session = await translate(
      this.stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: PAYMENT_CURRENCY,
          customer: input.customerId,
          allowed_payment_method_types: ['card'],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toCheckoutSession(session);
  }

  async createCheckoutSessionForOrder(input: Parameters<PaymentGateway['createCheckoutSessionForOrder']>[0]) {
    const session = await translate(
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: input.customerId,
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PAYMENT_CURRENCY,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            capture_method: 'manual',
            setup_future_usage: 'off_session',
            metadata: { orderId: input.orderId },
            ...(input.connectedAccountId && { transfer_data: { destination: input.connectedAccountId } }),
            ...(input.applicationFeeCents !== undefined && { application_fee_amount: input.applicationFeeCents }),
          },
          metadata: { orderId: input.orderId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toCheckoutSession(session);
  }

  async retrieveCheckoutSession(id: string) {
    return toCheckoutSession(await translate(this.stripe.checkout.sessions.retrieve(id)));
  }

  async retrievePaymentMethod(id: string) {
    return toPaymentMethod(await translate(this.stripe.paymentMethods.retrieve(id)));
  }

  async listPaymentMethods(customerId: string) {
    const list = await translate(this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }));
    return list.data.map(toPaymentMethod);
  }

  async detachPaymentMethod(
    id: string,
    { idempotencyKey, connectedAccountId }: { idempotencyKey: string; connectedAccountId?: string },
  ) {
    const method = await translate(
      this.stripe.paymentMethods.detach(
        id,
        {},
        { idempotencyKey, ...(connectedAccountId && { stripeAccount: connectedAccountId }) },
      ),
    );
    return toPaymentMethod(method);
  }

  async createConnectedAccount({
    email,
    userId,
    idempotencyKey,
  }: Parameters<PaymentGateway['createConnectedAccount']>[0]) {
    const account = await translate(
      this.stripe.accounts.create(
        {
          type: 'express',
          country: 'CA',
          email,
          business_type: 'individual',
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { userId },
        },
        { idempotencyKey },
      ),
    );
    return toGatewayAccount(account);
  }

  async createAccountLink({
    accountId,
    refreshUrl,
    returnUrl,
    idempotencyKey,
  }: Parameters<PaymentGateway['createAccountLink']>[0]) {
    const link = await translate(
      this.stripe.accountLinks.create(
        { account: accountId, refresh_url: refreshUrl, return_url: returnUrl, type: 'account_onboarding' },
        { idempotencyKey },
      ),
    );
    return { url: link.url, expiresAt: link.expires_at };
  }

  async retrieveConnectedAccount(id: string) {
    return toGatewayAccount(await translate(this.stripe.accounts.retrieve(id)));
  }

  async createPaymentIntent(input: Parameters<PaymentGateway['createPaymentIntent']>[0]) {
    const intent = await translate(
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: PAYMENT_CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          ...(input.connectedAccountId && { transfer_data: { destination: input.connectedAccountId } }),
          ...(input.applicationFeeCents !== undefined && { application_fee_amount: input.applicationFeeCents }),
          ...(input.metadata && { metadata: input.metadata }),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(id: string) {
    return toPaymentIntent(await translate(this.stripe.paymentIntents.retrieve(id)));
  }

  async capturePaymentIntent(
    id: string,
    { amountToCaptureCents, idempotencyKey }: { amountToCaptureCents?: number; idempotencyKey: string },
  ) {
    const intent = await translate(
      this.stripe.paymentIntents.capture(
        id,
        amountToCaptureCents === undefined ? {} : { amount_to_capture: amountToCaptureCents },
        { idempotencyKey },
      ),
    );
    return toPaymentIntent(intent);
  }

  async cancelPaymentIntent(id: string, { idempotencyKey }: { idempotencyKey: string }) {
    return toPaymentIntent(await translate(this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey })));
  }

  async createRefund({ paymentIntentId, amountCents, idempotencyKey }: Parameters<PaymentGateway['createRefund']>[0]) {
    const refund = await translate(
      this.stripe.refunds.create(
        { payment_intent: paymentIntentId, ...(amountCents !== undefined && { amount: amountCents }) },
        { idempotencyKey },
      ),
    );
    return {
      id: refund.id,
      paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId,
      amountCents: refund.amount,
      status: (refund.status ?? 'pending') as 'pending',
    };
  }

  // With Stripe the card, its authentication and onboarding happen on Stripe's pages.
  async tokenizeCard(): Promise<never> {
    throw new GatewayError('not_available', HOSTED_BY_STRIPE);
  }

  async completeAuthentication(): Promise<never> {
    throw new GatewayError('not_available', HOSTED_BY_STRIPE);
  }

  async submitOnboarding(): Promise<never> {
    throw new GatewayError('not_available', HOSTED_BY_STRIPE);
  }

  parseWebhookEvent(rawBody: Buffer, signatureHeader: string): GatewayEvent {
    if (!this.webhookSecret) throw new GatewayError('not_available', 'Webhooks are not configured.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new GatewayError('invalid_signature', error instanceof Error ? error.message : 'Invalid signature.');
    }
    return toGatewayEvent(event);
  }
}
