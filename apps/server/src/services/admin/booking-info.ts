import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { children, daycareOrders, payments, providers, type Database, type DaycareOrderRow } from '@kinderly/db';
import type {
  AdminBookingInfoItem,
  AdminBookingInfoQuery,
  AdminBookingsQuery,
  AdminBookingsResponse,
  AdminChildBookingInfoResponse,
  AdminOrderHistoryEntry,
  AdminProviderBookingInfoResponse,
  OrderActor,
  OrderStatus,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';
import { selectOrders, toDaycareOrder } from '../../lib/order-dto.ts';

/**
 * SPEC section 7 "GET booking info for a provider and for a child" (issue 18): one page of the orders (drafts left
 * out: a draft is not yet a request), the latest care date first, each with its payment and history. Read through
 * the booking services' own query and DTO; the read and its audit row share one transaction.
 */

interface Input {
  db: Database;
  actor: Actor;
  query: AdminBookingInfoQuery;
  ip: string | undefined;
}

/**
 * The orders keep a timestamp per step, not a log of changes, so the history is rebuilt from them along the state
 * table. A booking without approval sets `approvedAt` and no `answerBy` (only a request waits for an answer): the
 * parent's booking went straight to approved. The draft's time is the row's `created_at` (the database's clock). An expiry has no timestamp of its own: it runs at `answerBy` (or the start of the
 * care). A failed card hold has no time either, only a count; each one moves an approved day to payment_failed.
 */
export function orderHistory(order: DaycareOrderRow): AdminOrderHistoryEntry[] {
  const steps: { to: OrderStatus; at: Date | null; by: OrderActor | null }[] = [
    { to: 'draft', at: order.createdAt, by: 'parent' },
  ];
  const instant = order.approvedAt !== null && order.answerBy === null;
  if (order.requestedAt && !instant) steps.push({ to: 'requested', at: order.requestedAt, by: 'parent' });
  if (order.approvedAt) steps.push({ to: 'approved', at: order.approvedAt, by: instant ? 'parent' : 'provider' });
  if (order.paymentFailures > 0 || order.status === 'payment_failed') {
    steps.push({ to: 'payment_failed', at: null, by: 'system' });
    // Back to approved once a card paid (the parent's fix or the job's retry); a cancelled day may have left from
    // either state, and the schema does not say which.
    if (order.status !== 'payment_failed' && order.status !== 'cancelled')
      steps.push({ to: 'approved', at: null, by: null });
  }
  if (order.status === 'refused') steps.push({ to: 'refused', at: order.refusedAt, by: 'provider' });
  if (order.status === 'expired') steps.push({ to: 'expired', at: order.answerBy ?? order.startsAt, by: 'system' });
  if (order.status === 'cancelled') steps.push({ to: 'cancelled', at: order.cancelledAt, by: order.cancelledBy });
  if (order.checkInAt) steps.push({ to: 'checked_in', at: order.checkInAt, by: 'provider' });
  if (order.noShowAt) steps.push({ to: 'no_show', at: order.noShowAt, by: 'provider' });
  if (order.pickUpAt) steps.push({ to: 'picked_up', at: order.pickUpAt, by: 'provider' });
  return steps.map((step, index) => ({
    from: index === 0 ? null : steps[index - 1]!.to,
    to: step.to,
    at: step.at ? step.at.toISOString() : null,
    by: step.by,
  }));
}

async function readPage(tx: Database, where: SQL, query: AdminBookingInfoQuery, soonestFirst = false) {
  const [rows, [total]] = await Promise.all([
    selectOrders(tx, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize, soonestFirst }),
    tx.select({ n: count() }).from(daycareOrders).where(where),
  ]);
  const paymentIds = rows.flatMap((row) => (row.order.paymentId ? [row.order.paymentId] : []));
  const paid =
    paymentIds.length === 0
      ? []
      : await tx
          .select({
            id: payments.id,
            status: payments.status,
            amountCents: payments.amountCents,
            capturedCents: payments.capturedCents,
            refundedCents: payments.refundedCents,
            currency: payments.currency,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(inArray(payments.id, paymentIds));
  const items = rows.map((row): AdminBookingInfoItem => {
    const payment = paid.find((candidate) => candidate.id === row.order.paymentId);
    return {
      order: toDaycareOrder(row, 'admin'),
      payment: payment
        ? {
            status: payment.status,
            amountCents: payment.amountCents,
            capturedCents: payment.capturedCents,
            refundedCents: payment.refundedCents,
            currency: payment.currency,
            createdAt: payment.createdAt.toISOString(),
          }
        : null,
      paymentFailures: row.order.paymentFailures,
      history: orderHistory(row.order),
    };
  });
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The orders at the provider the user owns; a user with no business is 404. */
export async function getProviderBookingInfo(
  input: Input & { userId: string },
): Promise<AdminProviderBookingInfoResponse> {
  return input.db.transaction(async (tx) => {
    const [provider] = await tx
      .select({ providerId: providers.id, userId: providers.userId, businessName: providers.businessName })
      .from(providers)
      .where(eq(providers.userId, input.userId));
    if (!provider) throw AppError.notFound('This user has no childcare business.');
    const page = await readPage(
      tx,
      and(eq(daycareOrders.providerId, provider.providerId), ne(daycareOrders.status, 'draft'))!,
      input.query,
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: 'booking-info.provider.view',
      targetType: 'user',
      targetId: input.userId,
      ip: input.ip,
      details: { page: page.page, orders: page.items.length },
    });
    return { provider, ...page };
  });
}

/** The orders of one child, at every provider; an unknown child is 404. */
export async function getChildBookingInfo(input: Input & { childId: string }): Promise<AdminChildBookingInfoResponse> {
  return input.db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(eq(children.id, input.childId));
    if (!child) throw AppError.notFound('No child has this id.');
    const page = await readPage(
      tx,
      and(eq(daycareOrders.childId, child.id), ne(daycareOrders.status, 'draft'))!,
      input.query,
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: 'booking-info.child.view',
      targetType: 'child',
      targetId: child.id,
      ip: input.ip,
      details: { page: page.page, orders: page.items.length },
    });
    return { child, ...page };
  });
}

/**
 * The orders in one state across every provider (the index's "open booking requests" and "failed payments"),
 * soonest care date first: the most urgent on top. Audited like the other booking reads (it names families).
 */
export async function listBookingsByStatus(input: {
  db: Database;
  actor: Actor;
  query: AdminBookingsQuery;
  ip: string | undefined;
}): Promise<AdminBookingsResponse> {
  return input.db.transaction(async (tx) => {
    const page = await readPage(tx, eq(daycareOrders.status, input.query.status), input.query, true);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'bookings.list.view',
      targetType: 'bookings',
      targetId: input.query.status,
      ip: input.ip,
      details: { page: page.page, orders: page.items.length },
    });
    return { status: input.query.status, ...page };
  });
}
