import {
  ORDER_ADDRESS_STATUSES,
  quoteRefund,
  type DaycareOrder,
  type OrderStatus,
  type RefundQuote,
} from '@kinderly/shared';

// Only colours whose filled chip passes 4.5:1 with white text (info and warning do not).
export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error';

/** The colour of each status chip; the text comes from the catalogue (`status.<status>`). */
export const STATUS_COLORS: Readonly<Record<OrderStatus, ChipColor>> = {
  draft: 'default',
  requested: 'primary',
  approved: 'success',
  payment_failed: 'error',
  refused: 'error',
  cancelled: 'default',
  expired: 'default',
  checked_in: 'secondary',
  picked_up: 'success',
  no_show: 'error',
};

const ENDED: readonly OrderStatus[] = ['refused', 'cancelled', 'expired', 'picked_up', 'no_show'];
export const isEnded = (status: OrderStatus) => ENDED.includes(status);

/** The parent's actions on a card, by the order state table (packages/shared order-status.ts). */
export function parentActions(order: Pick<DaycareOrder, 'status'>) {
  return {
    /** A request not answered yet is withdrawn (nothing was charged). */
    withdraw: order.status === 'requested',
    /** A booked day is cancelled, with the refund of the terms copied at booking. */
    cancel: order.status === 'approved' || order.status === 'payment_failed',
    /** A day whose card hold failed is paid on the cards page (another card, or the bank's confirmation). */
    pay: order.status === 'payment_failed',
    hide: isEnded(order.status),
  };
}

/**
 * The provider's actions besides the day's board, by the state table: a booked day (approved, or with a failed
 * card hold) can be cancelled, refunding the parent in full; a request is refused instead. Weekly days can be
 * proposed for a child with an approved booking here, the server's own condition (ORDER_ADDRESS_STATUSES).
 */
export function providerActions(order: Pick<DaycareOrder, 'status'>) {
  return {
    cancel: order.status === 'approved' || order.status === 'payment_failed',
    propose: ORDER_ADDRESS_STATUSES.includes(order.status),
  };
}

/**
 * Which of the provider's buttons on today's board are enabled: check-in only on the day of care, pick-up after
 * check-in, no-show once the booked start has passed without a check-in. Which day it is comes from the server (the
 * order is in its `current` list, by its clock and the provider's time zone), so the browser's clock or zone cannot
 * enable a check-in the server would refuse; `now` only times the no-show.
 */
export function boardActions(order: Pick<DaycareOrder, 'status' | 'startsAt'>, now: Date, onTheDay: boolean) {
  return {
    checkIn: order.status === 'approved' && onTheDay,
    pickUp: order.status === 'checked_in',
    noShow: order.status === 'approved' && onTheDay && now.getTime() >= new Date(order.startsAt).getTime(),
  };
}

type RefundedOrder = Pick<DaycareOrder, 'totalCents' | 'cancellationTiers' | 'startsAt'>;

/** What cancelling now refunds the parent, by the terms copied at booking: the server's own computation. */
function refundOf(order: RefundedOrder, now: Date, cancelledBy: 'parent' | 'provider'): RefundQuote {
  return quoteRefund({
    totalCents: order.totalCents,
    tiers: order.cancellationTiers,
    startsAt: new Date(order.startsAt),
    now,
    cancelledBy,
  });
}

/** What the parent cancelling now gets back, tier by tier. */
export const parentRefund = (order: RefundedOrder, now: Date) => refundOf(order, now, 'parent');

/** What the provider cancelling refunds the parent: everything. */
export const providerRefund = (order: RefundedOrder, now: Date) => refundOf(order, now, 'provider');

/** The sums of the summary: each day's price, the platform fee, and the total, as the server priced them. */
export function orderTotals(orders: readonly Pick<DaycareOrder, 'subtotalCents' | 'feeCents' | 'totalCents'>[]) {
  return orders.reduce(
    (sum, order) => ({
      subtotalCents: sum.subtotalCents + order.subtotalCents,
      feeCents: sum.feeCents + order.feeCents,
      totalCents: sum.totalCents + order.totalCents,
    }),
    { subtotalCents: 0, feeCents: 0, totalCents: 0 },
  );
}

/** The orders a 409 of bookDaycareOrders names (`OrderIds[i]`), with the message for each. */
export function conflictsByOrder(orderIds: readonly string[], fieldErrors: Record<string, string[]> | null) {
  const byOrder = new Map<string, string>();
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const index = /^OrderIds\[(\d+)\]$/.exec(key)?.[1];
    const orderId = index === undefined ? undefined : orderIds[Number(index)];
    if (orderId) byOrder.set(orderId, messages.join(' '));
  }
  return byOrder;
}
