import { and, eq, inArray } from 'drizzle-orm';
import { daycareOrders, type Database } from '@kinderly/db';
import {
  cancellationTiersOf,
  platformFeeCents,
  type CancellationOptionKey,
  type DaycareOrder,
  type SaveDaycareOrderRequest,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild, requireBookableProvider } from './bookable.ts';
import { checkDay, loadProviderCalendar, type PricedDay } from './day-rules.ts';
import type { BookingInput } from './deps.ts';
import { orderNotFound } from './order-access.ts';
import { selectOrders, toDaycareOrder } from '../../lib/order-dto.ts';

/** The priced columns of a new order: the day, its price, the fee and the provider's cancellation terms now. */
export function pricedOrderValues(day: PricedDay, option: CancellationOptionKey, feePercent: number) {
  const feeCents = platformFeeCents(day.priceCents, feePercent);
  return {
    careDate: day.careDate,
    startMinute: day.startMinute,
    endMinute: day.endMinute,
    timeZone: day.timeZone,
    startsAt: day.startsAt,
    endsAt: day.endsAt,
    ageGroupId: day.ageGroupId,
    careTypeId: day.careTypeId,
    priceUnit: day.priceUnit,
    unitPriceCents: day.unitPriceCents,
    subtotalCents: day.priceCents,
    feePercent,
    feeCents,
    totalCents: day.priceCents + feeCents,
    cancellationOption: option,
    cancellationTiers: cancellationTiersOf(option),
  };
}

/** saveDaycareOrder: a draft (not booked, no space taken) for one day, priced on the server. */
export async function saveDaycareOrder(
  input: BookingInput & { request: SaveDaycareOrderRequest },
): Promise<DaycareOrder> {
  const { db, actor, clock, feePercent, request } = input;
  const child = await requireBookableChild(db, actor, request.childId);
  const provider = await requireBookableProvider(db, request.childcareProviderId);
  const calendar = await loadProviderCalendar(db, provider);
  const [asked] = request.bookedDays;
  const check = checkDay(calendar, child, { ...asked!, careTypeId: request.careTypeId }, clock.now());
  if (!check.ok) {
    const key = check.field === 'CareTypeId' ? 'CareTypeId' : `BookedDays[0].${check.field}`;
    throw AppError.validation({ [key]: [check.message] }, check.message);
  }
  const [row] = await db
    .insert(daycareOrders)
    .values({
      parentUserId: actor.userId,
      childId: child.id,
      providerId: provider.id,
      ...pricedOrderValues(check.day, provider.cancellationOption as CancellationOptionKey, feePercent),
    })
    .returning({ id: daycareOrders.id });
  return (await readOrders(db, [row!.id], 'parent'))[0]!;
}

export async function readOrders(
  db: Database,
  ids: string[],
  viewer: 'parent' | 'provider' | 'admin',
): Promise<DaycareOrder[]> {
  const rows = await selectOrders(db, inArray(daycareOrders.id, ids));
  return rows.map((row) => toDaycareOrder(row, viewer));
}

/** getDaycareOrders: the caller's drafts at a provider (what the booking summary lists). */
export async function listDrafts(db: Database, actorUserId: string, providerId: string): Promise<DaycareOrder[]> {
  const rows = await selectOrders(
    db,
    and(
      eq(daycareOrders.parentUserId, actorUserId),
      eq(daycareOrders.providerId, providerId),
      eq(daycareOrders.status, 'draft'),
    ),
  );
  return rows.map((row) => toDaycareOrder(row, 'parent'));
}

/** deleteDaycareOrder: drafts only, the caller's own. */
export async function deleteDraft(db: Database, actorUserId: string, orderId: string): Promise<void> {
  const [row] = await db
    .select({ status: daycareOrders.status })
    .from(daycareOrders)
    .where(and(eq(daycareOrders.id, orderId), eq(daycareOrders.parentUserId, actorUserId)));
  if (!row) throw orderNotFound();
  if (row.status !== 'draft')
    throw new AppError('CONFLICT', 'Only a saved day that is not booked can be deleted: cancel a booked one instead.');
  await db.delete(daycareOrders).where(and(eq(daycareOrders.id, orderId), eq(daycareOrders.status, 'draft')));
}
