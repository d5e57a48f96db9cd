import { eq, sql } from 'drizzle-orm';
import { daycareOrders, type Database, type DaycareOrderRow } from '@kinderly/db';
import { PAYMENT_FAILED_CANCEL_HOURS } from '@kinderly/shared';
import { BOOKING_JOBS } from './deps.ts';
import type { MoneyDeps } from './money.ts';
import { loadOrders } from './order-rows.ts';
import { transitionOrder } from './transition.ts';

/** A failed hold is tried again this often until the deadline. */
export const HOLD_RETRY_MS = 6 * 3_600_000;

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
