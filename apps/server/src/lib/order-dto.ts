import { aliasedTable, asc, desc, eq, type SQL } from 'drizzle-orm';
import { children, daycareOrders, providers, users, type Database, type DaycareOrderRow } from '@kinderly/db';
import {
  type CancellationOptionKey,
  ORDER_ADDRESS_STATUSES,
  PAYMENT_CURRENCY,
  timeOfMinute,
  type DaycareOrder,
  type OrderStatus,
} from '@kinderly/shared';

/** Whose view of an order: the street shows to the provider and administrator always, to the parent once approved. */
export type OrderViewer = 'parent' | 'provider' | 'admin';

const parent = aliasedTable(users, 'order_parent');

export interface OrderJoinRow {
  order: DaycareOrderRow;
  child: { firstName: string; lastName: string };
  provider: {
    userId: string;
    businessName: string | null;
    street: string | null;
    unit: string | null;
    city: string | null;
    province: string | null;
    postalCode: string | null;
  };
  parent: { firstName: string; lastName: string };
}

/**
 * Orders with what their cards show, filtered by `where`, ordered by start; `page` reads one page of them, the
 * latest care date first (the administrator's booking information).
 */
export async function selectOrders(
  db: Database,
  where: SQL | undefined,
  /** A page, latest care first unless `soonestFirst` (a list of things to act on); without it, every row by start. */
  page?: { limit: number; offset: number; soonestFirst?: boolean },
): Promise<OrderJoinRow[]> {
  const query = db
    .select({
      order: daycareOrders,
      child: { firstName: children.firstName, lastName: children.lastName },
      provider: {
        userId: providers.userId,
        businessName: providers.businessName,
        street: providers.street,
        unit: providers.unit,
        city: providers.city,
        province: providers.province,
        postalCode: providers.postalCode,
      },
      parent: { firstName: parent.firstName, lastName: parent.lastName },
    })
    .from(daycareOrders)
    .innerJoin(children, eq(children.id, daycareOrders.childId))
    .innerJoin(providers, eq(providers.id, daycareOrders.providerId))
    .innerJoin(parent, eq(parent.id, daycareOrders.parentUserId))
    .where(where)
    .$dynamic();
  return page
    ? query
        .orderBy(
          ...(page.soonestFirst
            ? [asc(daycareOrders.careDate), asc(daycareOrders.startsAt), asc(daycareOrders.id)]
            : [desc(daycareOrders.careDate), desc(daycareOrders.startsAt), desc(daycareOrders.id)]),
        )
        .limit(page.limit)
        .offset(page.offset)
    : query.orderBy(daycareOrders.startsAt, daycareOrders.id);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toDaycareOrder(row: OrderJoinRow, viewer: OrderViewer): DaycareOrder {
  const { order, provider } = row;
  const status = order.status as OrderStatus;
  const showStreet = viewer !== 'parent' || ORDER_ADDRESS_STATUSES.includes(status);
  return {
    orderId: order.id,
    status,
    isBooked: status !== 'draft',
    childId: order.childId,
    childFirstName: row.child.firstName,
    childLastName: row.child.lastName,
    childcareProviderId: order.providerId,
    providerId: provider.userId,
    providerName: provider.businessName ?? '',
    parentUserId: order.parentUserId,
    parentName: `${row.parent.firstName} ${row.parent.lastName}`.trim(),
    address: {
      street: showStreet ? provider.street : null,
      unit: showStreet ? provider.unit : null,
      city: provider.city ?? '',
      province: provider.province ?? '',
      postalCode: showStreet ? provider.postalCode : null,
    },
    bookedDays: [
      {
        date: order.careDate,
        startTime: timeOfMinute(order.startMinute),
        endTime: timeOfMinute(order.endMinute),
        priceCents: order.subtotalCents,
      },
    ],
    timeZone: order.timeZone,
    startsAt: order.startsAt.toISOString(),
    endsAt: order.endsAt.toISOString(),
    careTypeId: order.careTypeId as DaycareOrder['careTypeId'],
    priceUnit: order.priceUnit,
    unitPriceCents: order.unitPriceCents,
    ageGroupId: order.ageGroupId as DaycareOrder['ageGroupId'],
    subtotalCents: order.subtotalCents,
    feePercent: order.feePercent,
    feeCents: order.feeCents,
    totalCents: order.totalCents,
    currency: PAYMENT_CURRENCY,
    cancellationOption: order.cancellationOption as CancellationOptionKey,
    cancellationTiers: order.cancellationTiers,
    recurrenceId: order.recurrenceId,
    requestedAt: iso(order.requestedAt),
    answerBy: iso(order.answerBy),
    approvedAt: iso(order.approvedAt),
    refusedAt: iso(order.refusedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelledBy: order.cancelledBy,
    refundCents: order.refundCents,
    checkInAt: iso(order.checkInAt),
    pickUpAt: iso(order.pickUpAt),
    noShowAt: iso(order.noShowAt),
    paymentState: order.paymentState,
    chargedCents: order.chargedCents,
    hidden: viewer === 'provider' ? order.hiddenByProvider : viewer === 'parent' ? order.hiddenByParent : false,
    createdAt: order.createdAt.toISOString(),
  };
}
