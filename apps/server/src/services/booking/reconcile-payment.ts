import { eq, or, sql } from 'drizzle-orm';
import { daycareOrders, type Database, type DaycareOrderRow } from '@kinderly/db';
import type { OrderPaymentState, PaymentStatus } from '@kinderly/shared';
import { transitionOrder } from './transition.ts';

/** A payment as its webhook left our record of it (the payments row). */
export interface ReconciledPayment {
  id: string;
  status: PaymentStatus;
  capturedCents: number;
  refundedCents: number;
  /** The order id the intent named, for a payment no order points at yet (a Checkout session's). */
  reference: string | null;
}

/**
 * How far an order's payment has gone. A webhook only ever moves it forward, so a replayed or older event, or one
 * that arrives after our own call already recorded the outcome, changes nothing. `released` and `captured` are
 * both ends of a hold (the payment's own state table keeps them apart).
 */
const RANK: Record<OrderPaymentState, number> = { none: 0, failed: 1, held: 2, captured: 3, released: 3, refunded: 4 };

function orderStateOf(payment: ReconciledPayment): OrderPaymentState | null {
  if (payment.status === 'requires_capture') return 'held';
  if (payment.status === 'succeeded') return payment.refundedCents > 0 ? 'refunded' : 'captured';
  if (payment.status === 'canceled') return 'released';
  return null;
}

export interface ReconcileOutcome {
  fixedOrderId: string | null;
  releasePaymentId: string | null;
}
const NOTHING: ReconcileOutcome = { fixedOrderId: null, releasePaymentId: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order paid by a payment follows the gateway's state of it (webhooks, ADR 011): held, captured, released,
 * refunded, with what is charged so far. A hold the parent placed on a Checkout session for a payable day that has
 * no payment yet becomes that day's payment, and a day whose card had failed is approved again. Runs in the
 * webhook's transaction and locks the order. Answers what the caller does after the commit: a failed day that was
 * fixed (tell both sides), or a hold that came when the day no longer needed one (release it).
 */
export async function reconcileOrderPayment(tx: Database, payment: ReconciledPayment): Promise<ReconcileOutcome> {
  const named = payment.reference && UUID.test(payment.reference) ? payment.reference : null;
  // The order this payment pays, else the order it names (a Checkout session's hold).
  const [order] = await tx
    .select()
    .from(daycareOrders)
    .where(or(eq(daycareOrders.paymentId, payment.id), named ? eq(daycareOrders.id, named) : undefined))
    .orderBy(sql`${daycareOrders.paymentId} is not distinct from ${payment.id}::uuid desc`)
    .limit(1)
    .for('update');
  const next = orderStateOf(payment);
  if (!order || !next) return NOTHING;
  if (order.paymentId !== payment.id) return attachHold(tx, order, payment, next);
  const current = order.paymentState as OrderPaymentState;
  const chargedCents =
    payment.status === 'succeeded' ? payment.capturedCents - payment.refundedCents : order.chargedCents;
  const forward = RANK[next] > RANK[current];
  // A second partial refund stays `refunded` with less charged.
  const moreRefunded = next === 'refunded' && current === 'refunded' && chargedCents < order.chargedCents;
  if (forward || moreRefunded)
    await tx.update(daycareOrders).set({ paymentState: next, chargedCents }).where(eq(daycareOrders.id, order.id));
  return NOTHING;
}

async function attachHold(
  tx: Database,
  order: DaycareOrderRow,
  payment: ReconciledPayment,
  next: OrderPaymentState,
): Promise<ReconcileOutcome> {
  if (next !== 'held') return NOTHING;
  const payable =
    order.paymentId === null &&
    ['approved', 'payment_failed'].includes(order.status) &&
    ['none', 'failed'].includes(order.paymentState);
  // Paid twice (the hold job won meanwhile) or no longer booked: this hold must not stay on the card.
  if (!payable) return { fixedOrderId: null, releasePaymentId: payment.id };
  const fields = { paymentId: payment.id, paymentState: 'held' as const };
  if (order.status === 'payment_failed') {
    await transitionOrder(tx, order, 'approved', fields);
    return { fixedOrderId: order.id, releasePaymentId: null };
  }
  await tx.update(daycareOrders).set(fields).where(eq(daycareOrders.id, order.id));
  return NOTHING;
}
