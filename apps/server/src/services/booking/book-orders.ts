import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { children, daycareOrders, type Database, type DaycareOrderRow } from '@kinderly/db';
import {
  BOOKING_ANSWER_HOURS,
  ORDER_HOLDING_STATUSES,
  timeOfMinute,
  type DaycareOrder,
  type OrderStatus,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableProvider, requireDefaultCard } from './bookable.ts';
import { checkDay, loadProviderCalendar } from './day-rules.ts';
import type { BookingInput, OrderTransition } from './deps.ts';
import { isGuardianOfOrderChild, orderNotFound } from './order-access.ts';
import { withTransactionRetry } from './retry.ts';
import { readOrders } from './save-order.ts';
import { takeSpace } from './spaces.ts';

const conflict = (message: string, key: string, code: string) =>
  new AppError('CONFLICT', message, { errors: { [key]: [message] }, body: { code } });

/** Another order of the same child, at any provider, that holds time overlapping [startsAt, endsAt). */
async function overlappingOrder(tx: Database, order: DaycareOrderRow) {
  const [other] = await tx
    .select({ id: daycareOrders.id, careDate: daycareOrders.careDate })
    .from(daycareOrders)
    .where(
      and(
        eq(daycareOrders.childId, order.childId),
        ne(daycareOrders.id, order.id),
        inArray(daycareOrders.status, [...ORDER_HOLDING_STATUSES]),
        lt(daycareOrders.startsAt, order.endsAt),
        gt(daycareOrders.endsAt, order.startsAt),
      ),
    )
    .limit(1);
  return other ?? null;
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
  const drafts = await db
    .select()
    .from(daycareOrders)
    .where(and(inArray(daycareOrders.id, orderIds), isGuardianOfOrderChild(actor)));
  if (drafts.length !== orderIds.length) throw orderNotFound();
  const keyOf = (id: string) => `OrderIds[${orderIds.indexOf(id)}]`;
  for (const draft of drafts)
    if (draft.status !== 'draft')
      throw conflict('This day is already booked or ended: save it again to book it.', keyOf(draft.id), 'NOT_A_DRAFT');
  await requireDefaultCard(db, actor.userId);

  const now = clock.now();
  const withApproval = new Map<string, boolean>();
  for (const providerId of new Set(drafts.map((d) => d.providerId))) {
    const provider = await requireBookableProvider(db, providerId);
    withApproval.set(providerId, provider.withApprovalRequest !== false);
    const calendar = await loadProviderCalendar(db, provider);
    for (const draft of drafts.filter((d) => d.providerId === providerId)) {
      const [child] = await db.select().from(children).where(eq(children.id, draft.childId));
      const check = checkDay(
        calendar,
        child!,
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
  await withTransactionRetry(() =>
    db.transaction(async (tx) => {
      transitions.length = 0;
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
      for (const order of locked) {
        if (order.status !== 'draft') throw conflict('This day was booked meanwhile.', keyOf(order.id), 'NOT_A_DRAFT');
        const clash = await overlappingOrder(tx, order);
        if (clash)
          throw conflict(
            `The child already has care booked at that time on ${clash.careDate}.`,
            keyOf(order.id),
            'CHILD_ALREADY_BOOKED',
          );
        const taken = await takeSpace(tx, {
          providerId: order.providerId,
          careDate: order.careDate,
          ageGroupId: order.ageGroupId,
        });
        if (!taken)
          throw conflict(
            `${order.careDate} is full: no space is left for this age group.`,
            keyOf(order.id),
            'DAY_FULL',
          );
        const to: OrderStatus = withApproval.get(order.providerId) ? 'requested' : 'approved';
        const answerBy = new Date(Math.min(now.getTime() + BOOKING_ANSWER_HOURS * 3_600_000, order.startsAt.getTime()));
        await tx
          .update(daycareOrders)
          .set({
            status: to,
            requestedAt: now,
            answerBy: to === 'requested' ? answerBy : null,
            approvedAt: to === 'approved' ? now : null,
            // A day booked again after a cancellation shows on both sides' cards.
            hiddenByParent: false,
            hiddenByProvider: false,
          })
          .where(eq(daycareOrders.id, order.id));
        transitions.push({ orderId: order.id, from: 'draft', to, by: 'parent' });
      }
    }),
  );
  await input.effects.afterTransitions(transitions);
  return readOrders(db, orderIds, 'parent');
}
