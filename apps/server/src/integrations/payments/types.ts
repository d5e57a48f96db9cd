import type { CardBrand, ConnectedAccountState, PaymentStatus, SandboxOnboardingInput } from '@kinderly/shared';

/**
 * The one payment interface (STYLE: third parties behind one small interface). Stripe's names and states;
 * money in integer cents, currency CAD. Every call that creates or changes something takes an idempotency
 * key, so a retried request (a timeout, a double click) never charges or creates twice.
 */
export interface PaymentGateway {
  readonly kind: 'stripe' | 'sandbox';

  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** A setup intent saves a card for later, off-session charges. With a method id it is confirmed at once. */
  createSetupIntent(input: {
    customerId: string;
    paymentMethodId?: string;
    idempotencyKey: string;
  }): Promise<GatewaySetupIntent>;
  retrieveSetupIntent(id: string): Promise<GatewaySetupIntent>;
  /** Checkout in setup mode: the provider's hosted page takes the card. */
  createCheckoutSessionSaveCardDetails(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<GatewayCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<GatewayCheckoutSession>;
  /**
   * Checkout in payment mode for one order, with the amount and fee the server computed: the card is authorised
   * on-session (the holder can authenticate) with manual capture, as a destination charge; the intent carries
   * `metadata.orderId`, which is how its webhook finds the order. The sandbox has no hosted page: its session
   * points at our own page where the parent pays the order with a saved card (creditCardPayment).
   */
  createCheckoutSessionForOrder(input: {
    customerId: string;
    orderId: string;
    description: string;
    amountCents: number;
    connectedAccountId?: string;
    applicationFeeCents?: number;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<GatewayCheckoutSession>;

  retrievePaymentMethod(id: string): Promise<GatewayPaymentMethod>;
  listPaymentMethods(customerId: string): Promise<GatewayPaymentMethod[]>;
  detachPaymentMethod(
    id: string,
    options: { idempotencyKey: string; connectedAccountId?: string },
  ): Promise<GatewayPaymentMethod>;

  createConnectedAccount(input: { email: string; userId: string; idempotencyKey: string }): Promise<GatewayAccount>;
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string; expiresAt: number }>;
  retrieveConnectedAccount(id: string): Promise<GatewayAccount>;

  createPaymentIntent(input: {
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    /** Destination charge: the provider's account receives the amount less the application fee. */
    connectedAccountId?: string;
    applicationFeeCents?: number;
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  capturePaymentIntent(
    id: string,
    input: { amountToCaptureCents?: number; idempotencyKey: string },
  ): Promise<GatewayPaymentIntent>;
  cancelPaymentIntent(id: string, input: { idempotencyKey: string }): Promise<GatewayPaymentIntent>;
  createRefund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;

  /**
   * `localPages`: the gateway has no hosted pages (the sandbox), so our app serves them and hands what they
   * take to these three: the typed card, the card's authentication step and the payout onboarding form.
   * Stripe hosts all three itself, so a card number never reaches this server; it refuses these with
   * GatewayError 'not_available' and sends nothing.
   */
  readonly localPages: boolean;
  tokenizeCard(card: { cardNumber: string; expiry: string }): Promise<GatewayPaymentMethod>;
  completeAuthentication(setupIntentId: string, outcome: 'complete' | 'fail'): Promise<GatewaySetupIntent>;
  submitOnboarding(accountId: string, input: OnboardingFormInput): Promise<GatewayAccount>;

  /**
   * Verifies a webhook delivery against the exact bytes received and reads it as a gateway-neutral event.
   * Throws GatewayError 'invalid_signature' for a bad or stale signature. `receivesWebhooks` is false when the
   * gateway sends none (the sandbox changes state within the request) or no signing secret is configured.
   */
  readonly receivesWebhooks: boolean;
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string): GatewayEvent;
}

/** The onboarding form's fields (the sandbox's local page; Stripe asks for the same on its own). */
export type OnboardingFormInput = SandboxOnboardingInput;

/** What one webhook event means for our records, whatever the gateway's own event format. */
export type GatewayEventChange =
  | { kind: 'setup_succeeded'; customerId: string | null; paymentMethodId: string | null }
  | { kind: 'setup_checkout_completed'; setupIntentId: string }
  | { kind: 'account_updated'; account: GatewayAccount }
  | { kind: 'payment_method_detached'; paymentMethodId: string }
  | { kind: 'payment_intent_updated'; intent: GatewayPaymentIntent }
  /** Money given back on a captured payment: the total refunded so far (Stripe's `charge.refunded`). */
  | { kind: 'payment_refunded'; paymentIntentId: string; amountRefundedCents: number }
  | { kind: 'ignored' };

export interface GatewayEvent {
  /** The gateway's event id: an event is applied once however often it is delivered. */
  id: string;
  /** The gateway's own name for it (kept with the id). */
  type: string;
  change: GatewayEventChange;
}

export interface GatewaySetupIntent {
  id: string;
  customerId: string | null;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  paymentMethodId: string | null;
  clientSecret: string | null;
  /** The last failure (a decline), as the gateway words it. */
  lastError: GatewayCardError | null;
}

export interface GatewayCardError {
  code: string;
  declineCode: string | null;
  message: string;
}

export interface GatewayCheckoutSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  mode: 'payment' | 'setup';
  customerId: string | null;
  setupIntentId: string | null;
  paymentIntentId: string | null;
}

export interface GatewayPaymentMethod {
  id: string;
  customerId: string | null;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string | null;
}

export interface GatewayAccount {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  bankLast4: string | null;
}

export interface GatewayPaymentIntent {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  amountCapturableCents: number;
  amountReceivedCents: number;
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  lastError: GatewayCardError | null;
  /** The order it pays (`metadata.orderId`), when one was named. */
  orderId?: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

/**
 * A gateway refusal the caller can show (a decline, an illegal state, a page this gateway does not serve, a bad
 * webhook signature); anything else is a 500.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'card_declined' | 'invalid_request' | 'not_found' | 'not_available' | 'invalid_signature',
    message: string,
    readonly card: GatewayCardError | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

// Stripe's reasons that mean "refused or frozen" rather than "still being filled in or checked".
const RESTRICTING = ['listed', 'under_review', 'platform_paused'];

/** Payout account state as the product shows it, from what the gateway says about the account. */
export function accountState(account: GatewayAccount | null): ConnectedAccountState {
  if (!account) return 'not_started';
  if (account.detailsSubmitted && account.chargesEnabled && account.payoutsEnabled) return 'verified';
  const reason = account.disabledReason ?? '';
  if (reason.startsWith('rejected') || RESTRICTING.includes(reason)) return 'restricted';
  // Submitted, yet overdue requirements disable it: Stripe asks for more than the holder gave.
  if (account.detailsSubmitted && reason === 'requirements.past_due') return 'restricted';
  return 'pending';
}
