import { aliasedTable, and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { children, daycareOrders, users, type Database, type DaycareOrderRow } from '@kinderly/db';
import { BOOKING_ANSWER_HOURS, ORDER_HOLDING_STATUSES, timeOfMinute, type DaycareOrder } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { assertBookable, assertDefaultCard, hasDefaultCard } from './bookable.ts';
import { checkDay, loadProviderCalendars } from './day-rules.ts';
import type { BookingInput, OrderTransition } from './deps.ts';
import { isGuardianOfOrderChild, orderNotFound } from './order-access.ts';
import { withTransactionRetry } from './retry.ts';
import { toDaycareOrder } from '../../lib/order-dto.ts';
import { readOrders } from './save-order.ts';
import { takeSpaces } from './spaces.ts';

const other = aliasedTable(daycareOrders, 'other_order');
const payer = aliasedTable(users, 'booking_parent');

const conflict = (message: string, key: string, code: string) =>
  new AppError('CONFLICT', message, { errors: { [key]: [message] }, body: { code } });

/**
 * For each order of the call, another order of the same child that holds time overlapping it: one at any provider
 * already holding a space (one query for all), or another order of this call. The first clash in `orders`' order.
 */
async function firstOverlap(tx: Database, orders: DaycareOrderRow[]) {
  const ids = orders.map((order) => order.id);
  const clashes = await tx
    .select({ id: daycareOrders.id, careDate: other.careDate })
    .from(daycareOrders)
    .innerJoin(
      other,
      and(
        eq(other.childId, daycareOrders.childId),
        ne(other.id, daycareOrders.id),
        inArray(other.status, [...ORDER_HOLDING_STATUSES]),
        lt(other.startsAt, daycareOrders.endsAt),
        gt(other.endsAt, daycareOrders.startsAt),
      ),
    )
    .where(inArray(daycareOrders.id, ids));
  const clashOf = new Map(clashes.map((clash) => [clash.id, clash.careDate]));
  for (const [i, order] of orders.entries()) {
    if (clashOf.has(order.id)) return { order, careDate: clashOf.get(order.id)! };
    const sibling = orders
      .slice(0, i)
      .find((o) => o.childId === order.childId && o.startsAt < order.endsAt && o.endsAt > order.startsAt);
    if (sibling) return { order, careDate: sibling.careDate };
  }
  return null;
}

/**
 * bookDaycareOrders: books the caller's drafts, all or none. Each day is checked again against the provider's
 * calendar; then, in one transaction, the children are locked (so a child is never booked twice for overlapping
 * hours, whoever books), each day takes a space of its age group (`takeSpace`: never more than the provider has),
 * and each order becomes `requested`, or `approved` when the provider does not ask for approval. A full day or a
 * busy child answers 409 naming the order, and nothing is booked.
 */
export async function bookDaycareOrders(input: BookingInput & { orderIds: string[] }): Promise<DaycareOrder[]> {
  const { db, actor, clock, orderIds } = input;
  // Each draft with its child and parent (the day rules and the answer read them), and whether the payer has a card.
  const rows = await db
    .select({
      order: daycareOrders,
      child: { dateOfBirth: children.dateOfBirth, firstName: children.firstName, lastName: children.lastName },
      parent: { firstName: payer.firstName, lastName: payer.lastName },
      hasCard: hasDefaultCard(actor.userId),
    })
    .from(daycareOrders)
    .innerJoin(children, eq(children.id, daycareOrders.childId))
    .innerJoin(payer, eq(payer.id, daycareOrders.parentUserId))
    .where(and(inArray(daycareOrders.id, orderIds), isGuardianOfOrderChild(actor)));
  if (rows.length !== orderIds.length) throw orderNotFound();
  const drafts = rows.map((row) => row.order);
  const childOf = new Map(rows.map((row) => [row.order.id, row.child]));
  const keyOf = (id: string) => `OrderIds[${orderIds.indexOf(id)}]`;
  for (const draft of drafts)
    if (draft.status !== 'draft')
      throw conflict('This day is already booked or ended: save it again to book it.', keyOf(draft.id), 'NOT_A_DRAFT');
  assertDefaultCard(rows[0]!.hasCard);

  const now = clock.now();
  const withApproval = new Map<string, boolean>();
  const providerIds = [...new Set(drafts.map((d) => d.providerId))];
  // Every provider of the call with its calendar, one query.
  const calendars = await loadProviderCalendars(db, providerIds);
  for (const providerId of providerIds) {
    const calendar = calendars.get(providerId);
    const provider = assertBookable(calendar?.provider);
    withApproval.set(providerId, provider.withApprovalRequest !== false);
    for (const draft of drafts.filter((d) => d.providerId === providerId)) {
      const check = checkDay(
        calendar!,
        childOf.get(draft.id)!,
        {
          date: draft.careDate,
          startTime: timeOfMinute(draft.startMinute),
          endTime: timeOfMinute(draft.endMinute),
          careTypeId: draft.careTypeId,
        },
        now,
      );
      if (!check.ok) throw AppError.validation({ [keyOf(draft.id)]: [check.message] }, check.message);
    }
  }

  const transitions: OrderTransition[] = [];
  const booked: DaycareOrderRow[] = [];
  await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      transitions.length = 0;
      booked.length = 0;
      // Lock order: children by id, then spaces by provider, date and group, so two bookings never wait on each other in a circle.
      const childIds = [...new Set(drafts.map((d) => d.childId))].sort();
      await tx
        .select({ id: children.id })
        .from(children)
        .where(inArray(children.id, childIds))
        .orderBy(asc(children.id))
        .for('update');
      const locked = await tx
        .select()
        .from(daycareOrders)
        .where(inArray(daycareOrders.id, orderIds))
        .orderBy(
          asc(daycareOrders.providerId),
          asc(daycareOrders.careDate),
          asc(daycareOrders.ageGroupId),
          asc(daycareOrders.id),
        )
        .for('update');
      // Every order of the call at once: the overlap check, the spaces, the new states (one statement each).
      const stale = locked.find((order) => order.status !== 'draft');
      if (stale) throw conflict('This day was booked meanwhile.', keyOf(stale.id), 'NOT_A_DRAFT');
      const clash = await firstOverlap(tx, locked);
      if (clash)
        throw conflict(
          `The child already has care booked at that time on ${clash.careDate}.`,
          keyOf(clash.order.id),
          'CHILD_ALREADY_BOOKED',
        );
      const [full] = await takeSpaces(tx, locked);
      if (full) {
        const order = locked.find(
          (o) => o.providerId === full.providerId && o.careDate === full.careDate && o.ageGroupId === full.ageGroupId,
        )!;
        throw conflict(`${order.careDate} is full: no space is left for this age group.`, keyOf(order.id), 'DAY_FULL');
      }
      const answerBy = new Date(now.getTime() + BOOKING_ANSWER_HOURS * 3_600_000);
      for (const to of ['requested', 'approved'] as const) {
        const ids = locked
          .filter((order) => withApproval.get(order.providerId) === (to === 'requested'))
          .map((order) => order.id);
        if (ids.length === 0) continue;
        const rows = await tx
          .update(daycareOrders)
          .set({
            status: to,
            requestedAt: now,
            answerBy:
              to === 'requested' ? sql`least(${answerBy.toISOString()}::timestamptz, ${daycareOrders.startsAt})` : null,
            approvedAt: to === 'approved' ? now : null,
            // A day booked again after a cancellation shows on both sides' cards.
            hiddenByParent: false,
            hiddenByProvider: false,
          })
          .where(inArray(daycareOrders.id, ids))
          .returning();
        booked.push(...rows);
      }
      const holdNow = await input.effects.queueBooked(tx, booked);
      for (const order of booked)
        transitions.push({
          orderId: order.id,
          from: 'draft',
          to: order.status as 'requested' | 'approved',
          by: 'parent',
          queued: { holdNow: holdNow.has(order.id) },
        });
    }),
  );
  const holds = await input.effects.afterTransitions(transitions);
  // A card held now only set the day's payment state; a refused or postponed hold changed more: read them again.
  // Otherwise the answer is what the update returned.
  const heldNow = new Set(transitions.filter((t) => t.queued?.holdNow).map((t) => t.orderId));
  if ([...heldNow].some((id) => holds.get(id) !== 'held')) return readOrders(db, orderIds, 'parent');
  for (const order of booked) if (heldNow.has(order.id)) order.paymentState = 'held';
  const rowOf = new Map(rows.map((row) => [row.order.id, row]));
  return booked
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((order) => {
      const { child, parent } = rowOf.get(order.id)!;
      const provider = calendars.get(order.providerId)!.provider;
      return toDaycareOrder(
        { order, child: { firstName: child.firstName, lastName: child.lastName }, provider, parent },
        'parent',
      );
    });
}
