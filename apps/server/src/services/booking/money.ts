import { eq } from 'drizzle-orm';
import { daycareOrders, type Database, type DaycareOrderRow } from '@kinderly/db';
import { HOLD_DAYS_AHEAD, type OrderStatus } from '@kinderly/shared';
import type { Clock } from '../../lib/clock.ts';
import {
  BOOKING_JOBS,
  type BookingJobName,
  type OrderNotice,
  type OrderNotifier,
  type OrderPayments,
  type OrderScheduler,
  type OrderTransition,
  type QueuedNotice,
} from './deps.ts';
import { holdOrder } from './holds.ts';
import { loadOrder, setPayment } from './order-rows.ts';
import { transitionOrder } from './transition.ts';

const DAY_MS = 86_400_000;

export interface MoneyDeps {
  db: Database;
  clock: Clock;
  payments: OrderPayments;
  scheduler: OrderScheduler;
  notifier: OrderNotifier;
  /** The operations chat (app.opsAlerts): never throws. Texts carry ids only, no names, addresses or amounts. */
  alerts: { send(text: string): Promise<unknown> };
}

/** 24 hours before the care, a day whose card still fails is cancelled (nothing was taken) and both are told. */
export async function cancelUnpaidOrder(deps: MoneyDeps, orderId: string): Promise<boolean> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)).for('update');
    if (locked?.status !== 'payment_failed') return false;
    await transitionOrder(tx, locked, 'cancelled', {
      cancelledAt: deps.clock.now(),
      cancelledBy: 'system',
      refundCents: locked.totalCents,
    });
    return true;
  });
  if (cancelled) {
    await deps.scheduler.cancel(deps.db, BOOKING_JOBS.reminder, orderId);
    await deps.notifier.notify(orderId, 'payment_cancelled');
  }
  return cancelled;
}

/** A request nobody answered in time. */
export async function expireOrder(deps: MoneyDeps, orderId: string): Promise<boolean> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)).for('update');
    if (locked?.status !== 'requested' || (locked.answerBy && locked.answerBy > now)) return false;
    await transitionOrder(tx, locked, 'expired');
    return true;
  });
  return expired;
}

const NOTICE_OF: Partial<Record<OrderStatus, OrderNotice>> = {
  requested: 'requested',
  approved: 'approved',
  refused: 'refused',
  cancelled: 'cancelled',
  expired: 'expired',
  checked_in: 'checked_in',
  picked_up: 'picked_up',
  no_show: 'no_show',
};

/**
 * The jobs of freshly booked orders, queued in the booking's transaction with one insert: a request's expiry; an
 * approved day's reminder and, when it starts more than 6 days ahead, its hold; and one job mailing both sides of
 * every order (the job runner sends them soon after, and retries a failed delivery). Answers the approved days to
 * hold at once after the commit.
 */
export async function queueBookedJobs(
  tx: Database,
  scheduler: OrderScheduler,
  orders: DaycareOrderRow[],
  now: Date,
): Promise<Set<string>> {
  const jobs: { name: BookingJobName; orderId: string; runAt: Date }[] = [];
  const mails: QueuedNotice[] = [];
  const holdNow = new Set<string>();
  for (const order of orders) {
    const notice = NOTICE_OF[order.status as OrderStatus];
    if (notice) mails.push({ orderId: order.id, notice });
    if (order.status === 'requested') {
      jobs.push({ name: BOOKING_JOBS.expire, orderId: order.id, runAt: order.answerBy ?? order.startsAt });
      continue;
    }
    const reminder = new Date(order.startsAt.getTime() - DAY_MS);
    if (reminder > now) jobs.push({ name: BOOKING_JOBS.reminder, orderId: order.id, runAt: reminder });
    const holdAt = new Date(order.startsAt.getTime() - HOLD_DAYS_AHEAD * DAY_MS);
    if (holdAt <= now) holdNow.add(order.id);
    else jobs.push({ name: BOOKING_JOBS.hold, orderId: order.id, runAt: holdAt });
  }
  await scheduler.scheduleMany(tx, jobs, mails);
  return holdNow;
}

/**
 * The money and timing that follow a committed change of state (ADR 012 made whole): approval holds the card when
 * the day is within 6 days, or schedules the hold; check-in and no-show capture; refusal, expiry and cancellation
 * release the hold, take the part the policy keeps, or refund a captured day.
 */
export async function settleTransition(deps: MoneyDeps, transition: OrderTransition): Promise<void> {
  if (transition.queued) {
    // Booked: the jobs and mails committed with the booking; only the card hold of a day within 6 days remains.
    if (transition.queued.holdNow) await holdOrder(deps, transition.orderId);
    return;
  }
  const row = await loadOrder(deps.db, transition.orderId);
  if (!row) return;
  const { order } = row;
  const now = deps.clock.now();
  const { to, orderId } = { to: transition.to, orderId: transition.orderId };
  if (to === 'requested') {
    await deps.scheduler.schedule(deps.db, {
      name: BOOKING_JOBS.expire,
      orderId,
      runAt: order.answerBy ?? order.startsAt,
    });
  } else if (to === 'approved' && transition.from !== 'payment_failed') {
    await deps.scheduler.cancel(deps.db, BOOKING_JOBS.expire, orderId);
    const reminder = new Date(order.startsAt.getTime() - DAY_MS);
    if (reminder > now)
      await deps.scheduler.schedule(deps.db, { name: BOOKING_JOBS.reminder, orderId, runAt: reminder });
    const holdAt = new Date(order.startsAt.getTime() - HOLD_DAYS_AHEAD * DAY_MS);
    if (holdAt <= now) await holdOrder(deps, orderId);
    else await deps.scheduler.schedule(deps.db, { name: BOOKING_JOBS.hold, orderId, runAt: holdAt });
  } else if (to === 'checked_in' || to === 'no_show') {
    // The day is charged as booked; a day never held (a failed card fixed late) is held and taken now.
    let paymentId = order.paymentId;
    if (!paymentId && (await holdOrder(deps, orderId)) === 'held')
      paymentId = (await loadOrder(deps.db, orderId))!.order.paymentId;
    if (paymentId) {
      const { capturedCents } = await deps.payments.capture(paymentId);
      await setPayment(deps.db, orderId, { paymentState: 'captured', chargedCents: capturedCents });
    }
  } else if (to === 'refused' || to === 'expired') {
    if (order.paymentId && order.paymentState === 'held') {
      await deps.payments.release(order.paymentId);
      await setPayment(deps.db, orderId, { paymentState: 'released' });
    }
    await deps.scheduler.cancel(deps.db, BOOKING_JOBS.expire, orderId);
  } else if (to === 'cancelled') {
    await settleCancellation(deps, order, row.providerUserId);
  }
  for (const name of to === 'cancelled' || to === 'refused' || to === 'expired'
    ? [BOOKING_JOBS.hold, BOOKING_JOBS.paymentDeadline, BOOKING_JOBS.reminder]
    : [])
    await deps.scheduler.cancel(deps.db, name, orderId);
  const notice = NOTICE_OF[to];
  if (notice && !(to === 'approved' && transition.from === 'payment_failed'))
    await deps.notifier.notify(orderId, notice);
}

/** What the parent keeps paying for a cancelled day (total less the refund quoted at cancellation). */
async function settleCancellation(deps: MoneyDeps, order: DaycareOrderRow, providerUserId: string) {
  const kept = order.totalCents - (order.refundCents ?? order.totalCents);
  if (order.paymentId && order.paymentState === 'held') {
    if (kept > 0) {
      const { capturedCents } = await deps.payments.capture(order.paymentId, kept);
      await setPayment(deps.db, order.id, { paymentState: 'captured', chargedCents: capturedCents });
    } else {
      await deps.payments.release(order.paymentId);
      await setPayment(deps.db, order.id, { paymentState: 'released' });
    }
  } else if (order.paymentId && order.paymentState === 'captured') {
    const refund = Math.min(order.refundCents ?? 0, order.chargedCents);
    if (refund > 0) {
      await deps.payments.refund(order.paymentId, refund);
      await setPayment(deps.db, order.id, { paymentState: 'refunded', chargedCents: order.chargedCents - refund });
    }
  } else if (kept > 0 && ['none', 'failed'].includes(order.paymentState)) {
    // Not held yet (more than 6 days ahead) but the policy keeps part: that part is taken now.
    const [result] = await deps.payments.hold([
      {
        orderId: order.id,
        payerUserId: order.parentUserId,
        providerUserId,
        amountCents: kept,
        applicationFeeCents: Math.min(order.feeCents, kept),
        attempt: order.paymentFailures + 100,
      },
    ]);
    if (result?.ok) {
      const { capturedCents } = await deps.payments.capture(result.paymentId);
      await setPayment(deps.db, order.id, {
        paymentId: result.paymentId,
        paymentState: 'captured',
        chargedCents: capturedCents,
      });
    }
  }
}

/** One timed job of an order (the job runner calls it; each checks the order's state first, so it is safe to repeat). */
export async function runBookingJob(deps: MoneyDeps, name: BookingJobName, orderId: string): Promise<void> {
  if (name === BOOKING_JOBS.expire) {
    if (await expireOrder(deps, orderId))
      await settleTransition(deps, { orderId, from: 'requested', to: 'expired', by: 'system' });
  } else if (name === BOOKING_JOBS.hold || name === BOOKING_JOBS.retryHold) {
    await holdOrder(deps, orderId);
  } else if (name === BOOKING_JOBS.paymentDeadline) {
    await cancelUnpaidOrder(deps, orderId);
  } else if (name === BOOKING_JOBS.reminder) {
    const row = await loadOrder(deps.db, orderId);
    if (row?.order.status === 'approved') await deps.notifier.notify(orderId, 'reminder');
  }
}
