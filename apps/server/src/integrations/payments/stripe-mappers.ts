import type Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand, type PaymentStatus } from '@kinderly/shared';
import type {
  GatewayAccount,
  GatewayCheckoutSession,
  GatewayEvent,
  GatewayEventChange,
  GatewayPaymentIntent,
  GatewayPaymentMethod,
  GatewaySetupIntent,
} from './types.ts';

/** Stripe's objects as the gateway interface's plain records. */

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function brandOf(brand: string | undefined): CardBrand {
  const known = brand === 'american_express' ? 'amex' : brand;
  return (CARD_BRANDS as readonly string[]).includes(known ?? '') ? (known as CardBrand) : 'unknown';
}

export function toPaymentMethod(method: Stripe.PaymentMethod): GatewayPaymentMethod {
  return {
    id: method.id,
    customerId: idOf(method.customer),
    brand: brandOf(method.card?.brand),
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
    fingerprint: method.card?.fingerprint ?? null,
  };
}

function toCardError(error: Stripe.SetupIntent['last_setup_error'] | Stripe.PaymentIntent['last_payment_error']) {
  if (!error) return null;
  return {
    code: error.code ?? 'card_error',
    declineCode: error.decline_code ?? null,
    message: error.message ?? 'Card error',
  };
}

export function toSetupIntent(intent: Stripe.SetupIntent): GatewaySetupIntent {
  return {
    id: intent.id,
    customerId: idOf(intent.customer),
    status: intent.status as GatewaySetupIntent['status'],
    paymentMethodId: idOf(intent.payment_method),
    clientSecret: intent.client_secret,
    lastError: toCardError(intent.last_setup_error),
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): GatewayCheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: (session.status ?? 'open') as GatewayCheckoutSession['status'],
    mode: session.mode === 'setup' ? 'setup' : 'payment',
    customerId: idOf(session.customer),
    setupIntentId: idOf(session.setup_intent),
    paymentIntentId: idOf(session.payment_intent),
  };
}

export function toGatewayAccount(account: Stripe.Account): GatewayAccount {
  const bank = account.external_accounts?.data.find((entry) => entry.object === 'bank_account');
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsDue: [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])],
    disabledReason: account.requirements?.disabled_reason ?? null,
    bankLast4: bank?.last4 ?? null,
  };
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    clientSecret: intent.client_secret,
    lastError: toCardError(intent.last_payment_error),
    orderId: intent.metadata?.orderId ?? null,
  };
}

function toChange(event: Stripe.Event): GatewayEventChange {
  switch (event.type) {
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      return {
        kind: 'setup_succeeded',
        customerId: idOf(intent.customer),
        paymentMethodId: idOf(intent.payment_method),
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const setupIntentId = idOf(session.setup_intent);
      return session.mode === 'setup' && setupIntentId
        ? { kind: 'setup_checkout_completed', setupIntentId }
        : { kind: 'ignored' };
    }
    case 'account.updated':
      return { kind: 'account_updated', account: toGatewayAccount(event.data.object) };
    case 'payment_method.detached':
      return { kind: 'payment_method_detached', paymentMethodId: event.data.object.id };
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
      return { kind: 'payment_intent_updated', intent: toPaymentIntent(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      return paymentIntentId
        ? { kind: 'payment_refunded', paymentIntentId, amountRefundedCents: charge.amount_refunded }
        : { kind: 'ignored' };
    }
    default:
      // Other events are acknowledged and ignored.
      return { kind: 'ignored' };
  }
}

/** A verified Stripe event as the change it means for our records. */
export function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  return { id: event.id, type: event.type, change: toChange(event) };
}
