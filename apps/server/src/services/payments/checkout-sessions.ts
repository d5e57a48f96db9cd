import { and, eq } from 'drizzle-orm';
import { connectedAccounts } from '@kinderly/db';
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

/** What a payment session for an order charges, as the booking domain reads it from the stored order. */
export interface OrderToPay {
  orderId: string;
  providerUserId: string;
  description: string;
  amountCents: number;
  applicationFeeCents: number;
}

/**
 * The order the caller may pay now, or a 404 (not theirs) or 409 (not payable) AppError. The routes wire the
 * booking service in (services of one domain never import another's).
 */
export type FindOrderToPay = (orderId: string) => Promise<OrderToPay>;

/**
 * POST create payment session (SPEC section 3's entity). Amounts are computed on the server from what is being
 * bought: the request carries no products or amounts (the schema refuses them). `payment` opens Checkout in
 * payment mode for one booked day of the caller's (`orderId`): the order's stored price plus fee, authorised with
 * manual capture as a destination charge to the provider, the fee as application fee (ADR 012), the intent naming
 * the order so its webhook settles it. `setup` is Checkout in setup mode, as createCheckoutSessionSaveCardDetails.
 */
export async function createPaymentSession(
  input: SessionInput & { request: CreatePaymentSessionRequest; findOrderToPay: FindOrderToPay },
): Promise<CheckoutSession> {
  const request = CreatePaymentSessionRequestSchema.parse(input.request);
  const { orderId } = request.order;
  if (request.order.paymentMode === 'setup') {
    if (orderId) throw AppError.validation({ 'Order.OrderId': [PAYMENT_SESSION_MESSAGES.orderIdWithSetup] });
    return createCheckoutSessionSaveCardDetails({
      ...input,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
    });
  }
  if (!orderId) throw AppError.validation({ 'Order.OrderId': [PAYMENT_SESSION_MESSAGES.orderIdRequired] });
  checkSameSite(input.publicUrl, { SuccessUrl: request.successUrl, CancelUrl: request.cancelUrl });
  const order = await input.findOrderToPay(orderId);
  const customerId = await ensureCustomerId(input);
  const [account] = await input.db
    .select({ accountId: connectedAccounts.accountId })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, order.providerUserId), eq(connectedAccounts.gateway, input.gateway.kind)));
  return asSession(
    await viaGateway(
      input.gateway.createCheckoutSessionForOrder({
        customerId,
        orderId: order.orderId,
        description: order.description,
        amountCents: order.amountCents,
        ...(account && { connectedAccountId: account.accountId, applicationFeeCents: order.applicationFeeCents }),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        idempotencyKey: idempotencyKey(`order-session:${order.orderId}`),
      }),
    ),
  );
}
