import { and, eq } from 'drizzle-orm';
import { daycareOrders, type Database, type DaycareOrderRow, type NewDaycareOrderRow } from '@kinderly/db';
import { canTransitionOrder, ORDER_HOLDING_STATUSES, type OrderStatus } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { releaseSpace } from './spaces.ts';

const STATUS_WORDS: Record<OrderStatus, string> = {
  draft: 'saved but not booked',
  requested: 'waiting for the provider',
  approved: 'approved',
  payment_failed: 'waiting for a working card',
  refused: 'refused',
  cancelled: 'cancelled',
  expired: 'expired',
  checked_in: 'checked in',
  picked_up: 'picked up',
  no_show: 'marked as a no-show',
};

export function illegalTransition(order: DaycareOrderRow, to: OrderStatus): AppError {
  return new AppError(
    'CONFLICT',
    `This booking is ${STATUS_WORDS[order.status as OrderStatus]}: it cannot become ${STATUS_WORDS[to]}.`,
    {
      body: { code: 'ILLEGAL_TRANSITION', status: order.status },
    },
  );
}

/**
 * Moves a locked order along ORDER_TRANSITIONS (409 otherwise), with the fields that record who did what and
 * when; an order leaving the states that hold a space gives its space back in the same transaction.
 */
export async function transitionOrder(
  tx: Database,
  order: DaycareOrderRow,
  to: OrderStatus,
  fields: Partial<NewDaycareOrderRow> = {},
): Promise<DaycareOrderRow> {
  const from = order.status as OrderStatus;
  if (!canTransitionOrder(from, to)) throw illegalTransition(order, to);
  const [next] = await tx
    .update(daycareOrders)
    .set({ ...fields, status: to })
    .where(and(eq(daycareOrders.id, order.id), eq(daycareOrders.status, from)))
    .returning();
  if (!next) throw illegalTransition(order, to);
  if (ORDER_HOLDING_STATUSES.includes(from) && !ORDER_HOLDING_STATUSES.includes(to))
    await releaseSpace(tx, { providerId: order.providerId, careDate: order.careDate, ageGroupId: order.ageGroupId });
  return next;
}
