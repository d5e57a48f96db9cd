import { localPartsOf, quoteRefund, type DaycareOrder, type OrderActor, type OrderStatus } from '@kinderly/shared';
import type { DaycareOrderRow, NewDaycareOrderRow } from '@kinderly/db';
import { AppError } from '../../lib/app-error.ts';
import type { BookingInput, OrderTransition } from './deps.ts';
import { findOrderFor } from './order-access.ts';
import type { OrderViewer } from '../../lib/order-dto.ts';
import { withTransactionRetry } from './retry.ts';
import { readOrders } from './save-order.ts';
import { transitionOrder } from './transition.ts';

type Side = 'parent' | 'provider';

/** One state change of one order by one side, in its own transaction, then its effects. */
async function act(
  input: BookingInput,
  orderId: string,
  side: Side,
  decide: (order: DaycareOrderRow, now: Date) => { to: OrderStatus; fields?: Partial<NewDaycareOrderRow> },
): Promise<{ order: DaycareOrder; before: DaycareOrderRow; after: DaycareOrderRow }> {
  const { db, actor, clock } = input;
  let before!: DaycareOrderRow;
  let after!: DaycareOrderRow;
  let viewer!: OrderViewer;
  await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const found = await findOrderFor(tx, actor, orderId, { as: side, forUpdate: true });
      viewer = found.viewer;
      before = found.order;
      const { to, fields } = decide(found.order, clock.now());
      after = await transitionOrder(tx, found.order, to, fields);
    }),
  );
  const by: OrderActor = viewer === 'admin' ? 'admin' : side;
  const transition: OrderTransition = {
    orderId,
    from: before.status as OrderStatus,
    to: after.status as OrderStatus,
    by,
  };
  await input.effects.afterTransitions([transition]);
  return { order: (await readOrders(db, [orderId], side))[0]!, before, after };
}

const tooEarly = (message: string) => new AppError('CONFLICT', message, { body: { code: 'NOT_YET' } });

export const approveOrder = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'provider', (_order, now) => ({ to: 'approved', fields: { approvedAt: now } })).then(
    (r) => r.order,
  );

export const refuseOrder = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'provider', (_order, now) => ({ to: 'refused', fields: { refusedAt: now } })).then(
    (r) => r.order,
  );

/** The parent withdraws a request the provider has not answered (refuseAllOrders of the parent's history). */
export const withdrawRequest = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'parent', (order, now) => {
    if (order.status !== 'requested')
      throw new AppError(
        'CONFLICT',
        'Only a request the provider has not answered can be withdrawn: cancel a booked day instead.',
      );
    return { to: 'cancelled', fields: { cancelledAt: now, cancelledBy: 'parent', refundCents: order.totalCents } };
  }).then((r) => r.order);

/** Several orders one by one (approveAllOrders, refuseAllOrders): each answered, the failures with their reason. */
export async function actOnAll(
  orderIds: string[],
  one: (orderId: string) => Promise<DaycareOrder>,
): Promise<{ orders: DaycareOrder[]; failed: { orderId: string; message: string }[] }> {
  const orders: DaycareOrder[] = [];
  const failed: { orderId: string; message: string }[] = [];
  for (const orderId of orderIds) {
    try {
      orders.push(await one(orderId));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      failed.push({ orderId, message: error.message });
    }
  }
  return { orders, failed };
}

/** setCheckInTimeStamp: only on the day of care, in the provider's time zone. */
export const checkIn = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'provider', (order, now) => {
    if (localPartsOf(now, order.timeZone).date !== order.careDate)
      throw tooEarly(`Check-in is on the day of care (${order.careDate}).`);
    return { to: 'checked_in', fields: { checkInAt: now } };
  }).then((r) => r.order);

/** setPickUpTimeStamp: only after check-in (the state table says so). */
export const pickUp = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'provider', (_order, now) => ({ to: 'picked_up', fields: { pickUpAt: now } })).then(
    (r) => r.order,
  );

/** setNoShowChild: only after the start time, and without a check-in. */
export const markNoShow = (input: BookingInput, orderId: string) =>
  act(input, orderId, 'provider', (order, now) => {
    if (now.getTime() < order.startsAt.getTime())
      throw tooEarly('A no-show can be recorded once the booked start time has passed.');
    return { to: 'no_show', fields: { noShowAt: now } };
  }).then((r) => r.order);

/**
 * cancelOrder by either side. The refund is quoted with the terms copied onto the order (ADR 009): the provider
 * cancelling refunds everything, a request not yet answered costs nothing, the parent otherwise gets the tier
 * their notice meets. The effects then release the hold, take the kept part, or refund.
 */
export async function cancelOrder(
  input: BookingInput,
  orderId: string,
): Promise<{ order: DaycareOrder; refundCents: number; refundPercent: number }> {
  const { db, actor } = input;
  const { viewer } = await findOrderFor(db, actor, orderId);
  const side: Side = viewer === 'provider' ? 'provider' : 'parent';
  let quote = { refundCents: 0, refundPercent: 0 };
  const result = await act(input, orderId, side, (order, now) => {
    const q =
      order.status === 'requested' || order.status === 'payment_failed'
        ? { refundCents: order.totalCents, refundPercent: 100 }
        : quoteRefund({
            totalCents: order.totalCents,
            tiers: order.cancellationTiers,
            startsAt: order.startsAt,
            now,
            cancelledBy: viewer === 'admin' ? 'admin' : side,
          });
    quote = { refundCents: q.refundCents, refundPercent: q.refundPercent };
    return {
      to: 'cancelled',
      fields: { cancelledAt: now, cancelledBy: viewer === 'admin' ? 'admin' : side, refundCents: q.refundCents },
    };
  });
  return { order: result.order, ...quote };
}
