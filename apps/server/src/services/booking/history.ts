import { and, eq, inArray, sql } from 'drizzle-orm';
import { daycareOrders, type Database } from '@kinderly/db';
import { localPartsOf, type DaycareOrder, type OrderHistory } from '@kinderly/shared';
import type { Actor } from '../../plugins/auth.ts';
import { findOrderFor, isGuardianOfOrderChild, isOwnProviderOrder } from './order-access.ts';
import { selectOrders, toDaycareOrder } from '../../lib/order-dto.ts';

type Side = 'parent' | 'provider';

const hiddenColumn = (side: Side) =>
  side === 'parent' ? daycareOrders.hiddenByParent : daycareOrders.hiddenByProvider;
const sideFilter = (side: Side, actor: Actor) =>
  side === 'parent' ? isGuardianOfOrderChild(actor) : isOwnProviderOrder(actor);

/** Sorts one side's orders into the cards of the history: drafts, requests, today, later and ended. */
export function groupHistory(orders: DaycareOrder[], now: Date): OrderHistory {
  const history: OrderHistory = { drafts: [], requested: [], current: [], upcoming: [], past: [] };
  for (const order of orders) {
    const today = localPartsOf(now, order.timeZone).date;
    const day = order.bookedDays[0]!.date;
    if (order.status === 'draft') {
      if (day >= today) history.drafts.push(order);
    } else if (order.status === 'requested') history.requested.push(order);
    else if (order.status === 'checked_in') history.current.push(order);
    else if (order.status === 'approved' || order.status === 'payment_failed') {
      if (day === today) history.current.push(order);
      else if (day > today) history.upcoming.push(order);
      else history.past.push(order);
    } else history.past.push(order);
  }
  // Ended cards: the latest first.
  history.past.reverse();
  return history;
}

/** getHistory of either side: the orders of the caller's children (parent) or of their provider (provider). */
export async function getHistory(
  db: Database,
  actor: Actor,
  side: Side,
  now: Date,
  includeHidden: boolean,
): Promise<OrderHistory> {
  const rows = await selectOrders(
    db,
    and(
      sideFilter(side, actor),
      includeHidden ? undefined : eq(hiddenColumn(side), false),
      side === 'provider' ? sql`${daycareOrders.status} <> 'draft'` : undefined,
    ),
  );
  return groupHistory(
    rows.map((row) => toDaycareOrder(row, side)),
    now,
  );
}

/** setOrderHideCard: hides (or shows again) one order on the caller's side only. */
export async function setHideCard(
  db: Database,
  actor: Actor,
  side: Side,
  orderId: string,
  hidden: boolean,
): Promise<DaycareOrder> {
  await findOrderFor(db, actor, orderId, { as: side });
  await db
    .update(daycareOrders)
    .set(side === 'parent' ? { hiddenByParent: hidden } : { hiddenByProvider: hidden })
    .where(eq(daycareOrders.id, orderId));
  const [row] = await selectOrders(db, inArray(daycareOrders.id, [orderId]));
  return toDaycareOrder(row!, side);
}

/** clearOrdersHideCardFor{Parent,Provider}: every card the caller hid shows again; answers how many. */
export async function clearHiddenCards(db: Database, actor: Actor, side: Side): Promise<number> {
  const rows = await db
    .update(daycareOrders)
    .set(side === 'parent' ? { hiddenByParent: false } : { hiddenByProvider: false })
    .where(and(sideFilter(side, actor), eq(hiddenColumn(side), true)))
    .returning({ id: daycareOrders.id });
  return rows.length;
}
