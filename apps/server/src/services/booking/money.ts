import { eq, inArray, sql } from 'drizzle-orm';
import { daycareOrders, providers, type Database, type DaycareOrderRow } from '@kinderly/db';
import { HOLD_DAYS_AHEAD, PAYMENT_FAILED_CANCEL_HOURS, type OrderStatus } from '@kinderly/shared';
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
import { transitionOrder } from './transition.ts';

const DAY_MS = 86_400_000;
/** A failed hold is tried again this often until the deadline. */
export const HOLD_RETRY_MS = 6 * 3_600_000;

export interface MoneyDeps {
  db: Database;
  clock: Clock;
  payments: OrderPayments;
  scheduler: OrderScheduler;
  notifier: OrderNotifier;
  /** The operations chat (app.opsAlerts): never throws. Texts carry ids only, no names, addresses or amounts. */
  alerts: { send(text: string): Promise<unknown> };
}

async function loadOrders(db: Database, orderIds: string[]) {
  return db
    .select({ order: daycareOrders, providerUserId: providers.userId })
    .from(daycareOrders)
    .innerJoin(providers, eq(providers.id, daycareOrders.providerId))
    .where(inArray(daycareOrders.id, orderIds));
}

async function loadOrder(db: Database, orderId: string) {
  const [row] = await loadOrders(db, [orderId]);
  return row ?? null;
}

const setPayment = (db: Database, orderId: string, fields: Partial<DaycareOrderRow>) =>
  db.update(daycareOrders).set(fields).where(eq(daycareOrders.id, orderId));

/** Records the payments of held days, every day in one statement. */
async function setHeld(db: Database, held: { orderId: string; paymentId: string }[]) {
  if (held.length === 0) return;
  const values = sql.join(
    held.map(({ orderId, paymentId }) => sql`(${orderId}::uuid, ${paymentId}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`update ${daycareOrders} set payment_id = held.payment_id, payment_state = 'held'
    from (values ${values}) as held(order_id, payment_id) where ${daycareOrders.id} = held.order_id`);
}

export type HoldOutcome = 'held' | 'failed' | 'skipped';

/**
 * Places the card holds of approved days (a booking call's days within 6 days, or one day's job): the orders read
 * together, the gateway asked for each day side by side, the held payments recorded in one statement. Success
 * records it; a decline or a card that needs its holder moves the day to payment_failed, tells both sides and
 * schedules a retry (and the cancellation 24 hours before the care). A day already held or no longer approved is
 * skipped.
 */
export async function holdOrders(
  deps: MoneyDeps,
  orderIds: string[],
  options: { creditCardId?: string } = {},
): Promise<Map<string, HoldOutcome>> {
  const outcomes = new Map<string, HoldOutcome>(orderIds.map((id) => [id, 'skipped']));
  if (orderIds.length === 0) return outcomes;
  const due = (await loadOrders(deps.db, orderIds)).filter(
    ({ order }) => ['approved', 'payment_failed'].includes(order.status) && !order.paymentId,
  );
  if (due.length === 0) return outcomes;
  const results = await deps.payments.hold(
    due.map(({ order, providerUserId }) => ({
      orderId: order.id,
      payerUserId: order.parentUserId,
      providerUserId,
      amountCents: order.totalCents,
      applicationFeeCents: order.feeCents,
      attempt: order.paymentFailures,
      ...(options.creditCardId && { creditCardId: options.creditCardId }),
    })),
  );
  await setHeld(
    deps.db,
    due.flatMap(({ order }, i) => {
      const result = results[i]!;
      return result.ok ? [{ orderId: order.id, paymentId: result.paymentId }] : [];
    }),
  );
  await Promise.all(
    due.map(async ({ order }, i) => {
      const held = results[i]!.ok;
      outcomes.set(order.id, held ? 'held' : 'failed');
      if (held && order.status === 'payment_failed') await paymentRestored(deps, order.id);
      else if (!held) await holdFailed(deps, order);
    }),
  );
  return outcomes;
}

/** Places the card hold of one approved day (see holdOrders). */
export async function holdOrder(
  deps: MoneyDeps,
  orderId: string,
  options: { creditCardId?: string } = {},
): Promise<HoldOutcome> {
  return (await holdOrders(deps, [orderId], options)).get(orderId)!;
}

/** A day whose card had failed is held now: approved again, and both sides are told. */
async function paymentRestored(deps: MoneyDeps, orderId: string) {
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)).for('update');
    if (locked?.status === 'payment_failed') await transitionOrder(tx, locked, 'approved');
  });
  await paymentFixed(deps, orderId);
}

/** A refused hold: payment_failed, the retry and the deadline scheduled, the operations chat and both sides told. */
async function holdFailed(deps: MoneyDeps, order: DaycareOrderRow) {
  const orderId = order.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(daycareOrders).where(eq(daycareOrders.id, orderId)).for('update');
    if (!locked) return;
    const fields = { paymentState: 'failed' as const, paymentFailures: locked.paymentFailures + 1 };
    if (locked.status === 'approved') await transitionOrder(tx, locked, 'payment_failed', fields);
    else await tx.update(daycareOrders).set(fields).where(eq(daycareOrders.id, orderId));
    const deadline = new Date(order.startsAt.getTime() - PAYMENT_FAILED_CANCEL_HOURS * 3_600_000);
    await deps.scheduler.schedule(tx, {
      name: BOOKING_JOBS.paymentDeadline,
      orderId,
      runAt: deadline > now ? deadline : now,
    });
    const retry = new Date(now.getTime() + HOLD_RETRY_MS);
    if (retry < deadline)
      await deps.scheduler.schedule(tx, {
        name: BOOKING_JOBS.retryHold,
        orderId,
        runAt: retry,
        round: fields.paymentFailures,
      });
  });
  // Not awaited: the hold job must not wait on the chat service.
  void deps.alerts.send(`Kinderly: a card payment failed for order ${orderId} (attempt ${order.paymentFailures + 1}).`);
  if (order.status === 'approved') await deps.notifier.notify(orderId, 'payment_failed');
}

/** A day whose card had failed is paid again: no cancellation at the deadline, and both sides are told. */
export async function paymentFixed(deps: MoneyDeps, orderId: string): Promise<void> {
  await deps.scheduler.cancel(deps.db, BOOKING_JOBS.paymentDeadline, orderId);
  await deps.notifier.notify(orderId, 'payment_fixed');
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
