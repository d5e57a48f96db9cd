import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { daycareOrders, providers, type Database } from '@kinderly/db';
import { quoteRefund, type OrderStatus } from '@kinderly/shared';
import type { OrderTransition } from './deps.ts';
import { transitionOrder } from './transition.ts';

/** Booked days that have not happened: what a deleted account's cancellation ends (ADR 027). */
const OPEN_STATUSES: OrderStatus[] = ['requested', 'approved', 'payment_failed'];

/**
 * Inside the deletion's transaction (ADR 027): the open orders of a person leaving, as parent or as provider, are
 * cancelled by the administrator (quoteRefund's rule for an administrator: the whole total back), and their drafts
 * deleted. Answers the transitions for `BookingEffects.afterTransitions` after the commit (release, refund, mail).
 */
export async function cancelOrdersOfDeletedUser(
  tx: Database,
  input: { userId: string; now: Date },
): Promise<OrderTransition[]> {
  const ownProvider = tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, input.userId));
  const theirs = or(eq(daycareOrders.parentUserId, input.userId), inArray(daycareOrders.providerId, ownProvider));
  await tx.delete(daycareOrders).where(and(theirs, eq(daycareOrders.status, 'draft')));
  const open = await tx
    .select()
    .from(daycareOrders)
    .where(and(theirs, inArray(daycareOrders.status, OPEN_STATUSES)))
    .orderBy(asc(daycareOrders.id))
    .for('update', { of: daycareOrders });
  const transitions: OrderTransition[] = [];
  for (const order of open) {
    const { refundCents } = quoteRefund({
      totalCents: order.totalCents,
      tiers: order.cancellationTiers,
      startsAt: order.startsAt,
      now: input.now,
      cancelledBy: 'admin',
    });
    await transitionOrder(tx, order, 'cancelled', { cancelledAt: input.now, cancelledBy: 'admin', refundCents });
    transitions.push({ orderId: order.id, from: order.status as OrderStatus, to: 'cancelled', by: 'admin' });
  }
  return transitions;
}
