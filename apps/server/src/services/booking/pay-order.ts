import { and, eq } from 'drizzle-orm';
import { creditCards } from '@kinderly/db';
import type { DaycareOrder } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { holdOrder, settleTransition, type MoneyDeps } from './money.ts';
import { findOrderFor } from './order-access.ts';
import { readOrders } from './save-order.ts';

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
  if (!['approved', 'payment_failed'].includes(order.status))
    throw new AppError('CONFLICT', 'Only an approved day can be paid.', { body: { code: 'NOT_PAYABLE' } });
  if (order.paymentState === 'held' || order.paymentState === 'captured')
    throw new AppError('CONFLICT', 'This day is already paid for.', { body: { code: 'ALREADY_PAID' } });
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
