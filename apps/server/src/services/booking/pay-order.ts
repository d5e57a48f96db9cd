import { and, eq } from 'drizzle-orm';
import { creditCards, providers, type Database, type DaycareOrderRow } from '@kinderly/db';
import { HOLD_DAYS_AHEAD, type DaycareOrder } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { holdOrder } from './holds.ts';
import { settleTransition, type MoneyDeps } from './money.ts';
import { findOrderFor } from './order-access.ts';
import { readOrders } from './save-order.ts';

/**
 * The states in which the parent may pay a day now: payment_failed, or approved and not held or taken yet, once the
 * day is within the 6 days a hold lasts (earlier, a hold would expire before the care: the job holds it then).
 * Anything else is a 409 naming the order under `key`.
 */
function requirePayable(order: DaycareOrderRow, key: string, now: Date) {
  if (!['approved', 'payment_failed'].includes(order.status)) {
    const message = 'Only an approved day, or one whose card failed, can be paid.';
    throw new AppError('CONFLICT', message, { errors: { [key]: [message] }, body: { code: 'NOT_PAYABLE' } });
  }
  if (order.paymentState === 'held' || order.paymentState === 'captured') {
    const message = 'This day is already paid for.';
    throw new AppError('CONFLICT', message, { errors: { [key]: [message] }, body: { code: 'ALREADY_PAID' } });
  }
  if (order.status === 'approved' && order.startsAt.getTime() - now.getTime() > HOLD_DAYS_AHEAD * 86_400_000) {
    const message = `The card is held ${HOLD_DAYS_AHEAD} days before the care: there is nothing to pay yet.`;
    throw new AppError('CONFLICT', message, { errors: { [key]: [message] }, body: { code: 'NOT_DUE' } });
  }
}

/** What a payment session for an order charges, read from the stored order (never from the client). */
export interface PayableOrder {
  orderId: string;
  providerUserId: string;
  description: string;
  amountCents: number;
  applicationFeeCents: number;
}

/**
 * The order a payment session pays: the caller must be a guardian of its child (else 404) and the day payable
 * (else 409 on `Order.OrderId`). The amount is the stored price plus the stored fee.
 */
export async function payableOrderFor(db: Database, actor: Actor, orderId: string, now: Date): Promise<PayableOrder> {
  const { order } = await findOrderFor(db, actor, orderId, { as: 'parent' });
  requirePayable(order, 'Order.OrderId', now);
  const [provider] = await db
    .select({ userId: providers.userId, businessName: providers.businessName })
    .from(providers)
    .where(eq(providers.id, order.providerId));
  return {
    orderId: order.id,
    providerUserId: provider!.userId,
    description: `${provider!.businessName ?? 'Childcare'}: ${order.careDate}`,
    amountCents: order.subtotalCents + order.feeCents,
    applicationFeeCents: order.feeCents,
  };
}

/**
 * creditCardPayment / creditCardPaymentAutomatically: the parent pays a booked day now, with a chosen card of
 * theirs or the default one: the hold the day needs (a day whose card failed becomes approved again). The amount is
 * the order's, never the client's.
 */
export async function payOrderNow(
  deps: MoneyDeps & { actor: Actor },
  orderId: string,
  creditCardId?: string,
): Promise<DaycareOrder> {
  const { order } = await findOrderFor(deps.db, deps.actor, orderId, { as: 'parent' });
  requirePayable(order, 'OrderId', deps.clock.now());
  if (creditCardId) {
    const [card] = await deps.db
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(and(eq(creditCards.id, creditCardId), eq(creditCards.userId, order.parentUserId)));
    if (!card) throw AppError.notFound('No such card.');
  }
  const result = await holdOrder(deps, orderId, creditCardId ? { creditCardId } : {});
  if (result === 'failed')
    throw AppError.validation(
      { CreditCard: ['This card was not accepted. Try another card.'] },
      'This card was not accepted.',
    );
  return (await readOrders(deps.db, [orderId], 'parent'))[0]!;
}

/** capture: the provider (or administrator) takes a day's held payment once the care has happened. */
export async function captureOrderNow(deps: MoneyDeps & { actor: Actor }, orderId: string): Promise<DaycareOrder> {
  const { order } = await findOrderFor(deps.db, deps.actor, orderId, { as: 'provider' });
  if (!['checked_in', 'picked_up', 'no_show'].includes(order.status) || order.paymentState !== 'held')
    throw new AppError('CONFLICT', 'A held payment is taken once the child was checked in or marked a no-show.', {
      body: { code: 'NOT_CAPTURABLE' },
    });
  await settleTransition(deps, { orderId, from: 'approved', to: 'checked_in', by: 'provider' });
  return (await readOrders(deps.db, [orderId], 'provider'))[0]!;
}
