import type { CheckoutSession, CreatePaymentSessionRequest } from '@kinderly/shared';
import { CreatePaymentSessionRequestSchema, PAYMENT_MESSAGES, PAYMENT_SESSION_MESSAGES } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKey, viaGateway, type PaymentsInput } from './deps.ts';
import { ensureCustomerId } from './ensure-customer.ts';

type SessionInput = PaymentsInput & { publicUrl: string };

/** Return addresses must be on this site: a session must not send a paying parent somewhere else. */
function checkSameSite(publicUrl: string, urls: Record<string, string>) {
  const origin = new URL(publicUrl).origin;
  const errors: Record<string, string[]> = {};
  for (const [key, url] of Object.entries(urls))
    if (new URL(url).origin !== origin) errors[key] = [PAYMENT_MESSAGES.sameSite];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

function asSession(session: { id: string; url: string | null }): CheckoutSession {
  if (!session.url) throw new AppError('CONFLICT', 'The payment page is no longer open.');
  return { id: session.id, url: session.url };
}

/** PUT createCheckoutSessionSaveCardDetails: Checkout in setup mode. */
export async function createCheckoutSessionSaveCardDetails(
  input: SessionInput & { successUrl: string; cancelUrl: string },
): Promise<CheckoutSession> {
  checkSameSite(input.publicUrl, { SuccessUrl: input.successUrl, CancelUrl: input.cancelUrl });
  const customerId = await ensureCustomerId(input);
  return asSession(
    await viaGateway(
      input.gateway.createCheckoutSessionSaveCardDetails({
        customerId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        idempotencyKey: idempotencyKey('checkout-setup'),
      }),
    ),
  );
}

/**
 * POST create payment session (SPEC section 3's entity). Amounts are computed on the server from what is being
 * bought, and nothing can be bought before bookings exist: the request carries no products or amounts (the schema
 * refuses them), a payment session is refused with a 400 on Order.PaymentMode, and a setup session is Checkout in
 * setup mode, as createCheckoutSessionSaveCardDetails. Bookings charge the saved card (ADR 012).
 */
export async function createPaymentSession(
  input: SessionInput & { request: CreatePaymentSessionRequest },
): Promise<CheckoutSession> {
  const request = CreatePaymentSessionRequestSchema.parse(input.request);
  if (request.order.paymentMode === 'payment') {
    throw AppError.validation({ 'Order.PaymentMode': [PAYMENT_SESSION_MESSAGES.paymentSessionsWithBookings] });
  }
  return createCheckoutSessionSaveCardDetails({
    ...input,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
  });
}
