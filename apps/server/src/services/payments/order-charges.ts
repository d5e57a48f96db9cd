import { and, eq, sql } from 'drizzle-orm';
import {
  connectedAccounts,
  creditCards,
  paymentCustomers,
  payments,
  type Database,
  type PaymentRow,
} from '@kinderly/db';
import { PAYMENT_CURRENCY } from '@kinderly/shared';
import { GatewayError, type PaymentGateway } from '../../integrations/payments/index.ts';
import { applyIntentState } from './payment-intents.ts';

/**
 * Card money for daycare orders (issue 15, ADR 012): a hold on the payer's default card, off-session, with manual
 * capture, as a destination charge to the provider's payout account with the platform fee as application fee;
 * then capture, release or refund it. No actor: the booking's jobs and effects call these for the parent whose
 * order it is. Each call carries an idempotency key named after the order, so a retried call never moves money
 * twice; a new hold attempt after a failure uses a new attempt number.
 */

export interface OrderHoldRequest {
  orderId: string;
  payerUserId: string;
  providerUserId: string;
  amountCents: number;
  applicationFeeCents: number;
  /** Counts failed attempts before this one: the key of the hold. */
  attempt: number;
  /** One of the payer's saved cards (creditCardPayment); the default card otherwise. */
  creditCardId?: string;
}

export type OrderHoldResult = { ok: true; payment: PaymentRow } | { ok: false; code: string; message: string };

export async function holdOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  request: OrderHoldRequest,
): Promise<OrderHoldResult> {
  const [customer] = await db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, request.payerUserId), eq(paymentCustomers.gateway, gateway.kind)));
  const [card] = await db
    .select({ paymentMethodId: creditCards.paymentMethodId })
    .from(creditCards)
    .where(
      and(
        eq(creditCards.userId, request.payerUserId),
        request.creditCardId ? eq(creditCards.id, request.creditCardId) : eq(creditCards.isDefault, true),
        eq(creditCards.gateway, gateway.kind),
      ),
    );
  if (!customer || !card) return { ok: false, code: 'no_card', message: 'No saved card to pay with.' };
  const [account] = await db
    .select({ accountId: connectedAccounts.accountId })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, request.providerUserId), eq(connectedAccounts.gateway, gateway.kind)));
  try {
    const intent = await gateway.createPaymentIntent({
      amountCents: request.amountCents,
      customerId: customer.id,
      paymentMethodId: card.paymentMethodId,
      ...(account && { connectedAccountId: account.accountId, applicationFeeCents: request.applicationFeeCents }),
      metadata: { orderId: request.orderId },
      idempotencyKey: `kinderly:order-hold:${request.orderId}:${request.attempt}${request.creditCardId ? `:${request.creditCardId}` : ''}`,
    });
    if (intent.status !== 'requires_capture')
      return { ok: false, code: intent.status, message: intent.lastError?.message ?? 'The card could not be charged.' };
    await db
      .insert(payments)
      .values({
        userId: request.payerUserId,
        gateway: gateway.kind,
        paymentIntentId: intent.id,
        status: intent.status,
        amountCents: intent.amountCents,
        currency: PAYMENT_CURRENCY,
        connectedAccountId: account?.accountId ?? null,
        applicationFeeCents: account ? request.applicationFeeCents : null,
        reference: request.orderId,
      })
      .onConflictDoNothing({ target: payments.paymentIntentId });
    const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, intent.id));
    return { ok: true, payment: row! };
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'card_declined')
      return {
        ok: false,
        code: error.card?.declineCode ?? error.card?.code ?? 'card_declined',
        message: error.message,
      };
    throw error;
  }
}

async function paymentById(db: Database, paymentId: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} not found`);
  return row;
}

/** Takes the held amount (or `amountCents` of it; the rest of the hold is released). */
export async function captureOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  amountCents?: number,
) {
  const row = await paymentById(db, paymentId);
  if (row.status === 'succeeded') return row;
  const intent = await gateway.capturePaymentIntent(row.paymentIntentId, {
    ...(amountCents !== undefined && { amountToCaptureCents: amountCents }),
    idempotencyKey: `kinderly:order-capture:${row.id}`,
  });
  return (await applyIntentState(db, intent))!;
}

/** Releases a hold that was not captured. */
export async function releaseOrderPayment(db: Database, gateway: PaymentGateway, paymentId: string) {
  const row = await paymentById(db, paymentId);
  if (row.status === 'canceled') return row;
  const intent = await gateway.cancelPaymentIntent(row.paymentIntentId, {
    idempotencyKey: `kinderly:order-release:${row.id}`,
  });
  return (await applyIntentState(db, intent))!;
}

/** Gives `amountCents` of a captured payment back, once per order (the key names the payment). */
export async function refundOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
  amountCents: number,
) {
  const row = await paymentById(db, paymentId);
  const refund = await gateway.createRefund({
    paymentIntentId: row.paymentIntentId,
    amountCents,
    idempotencyKey: `kinderly:order-refund:${row.id}`,
  });
  // A replayed call answers the same refund: count it once.
  const [next] = await db
    .update(payments)
    .set({ refundedCents: sql`least(${payments.capturedCents}, ${refund.amountCents})` })
    .where(eq(payments.id, row.id))
    .returning();
  return next!;
}
