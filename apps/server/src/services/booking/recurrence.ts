import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { children, daycareOrders, providers, recurrences, type ChildRow, type ProviderRow } from '@kinderly/db';
import {
  addDays,
  isoWeekdayOf,
  ORDER_ADDRESS_STATUSES,
  ORDER_HOLDING_STATUSES,
  platformFeeCents,
  type CancellationOptionKey,
  type RecurrenceRequest,
  type RecurrencePreviewSchema,
} from '@kinderly/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { bookDaycareOrders } from './book-orders.ts';
import { requireBookableChild, requireBookableProvider, requireDefaultCard } from './bookable.ts';
import { checkDay, loadProviderCalendar, type PricedDay } from './day-rules.ts';
import type { BookingInput } from './deps.ts';
import { pricedOrderValues, readOrders } from './save-order.ts';
import { spacesLeft } from './spaces.ts';

type Preview = z.infer<typeof RecurrencePreviewSchema>;
type PreviewDate = Preview['dates'][number];

const FULL = 'No space is left for this age group that day.';
const BUSY = 'The child already has care booked at that time.';

/** Every date the request asks for: its weekdays from the start date, for N weeks or until the end date. */
function occurrences(request: RecurrenceRequest): { date: string; startTime: string; endTime: string }[] {
  const end = request.until ?? addDays(request.startDate, request.weeks! * 7 - 1);
  const list: { date: string; startTime: string; endTime: string }[] = [];
  for (let date = request.startDate; date <= end && list.length < 400; date = addDays(date, 1)) {
    const day = request.days.find((d) => d.weekday === isoWeekdayOf(date));
    if (day) list.push({ date, startTime: day.startTime, endTime: day.endTime });
  }
  return list;
}

/**
 * createReoccurringOrders (parent): the same days every week. Without `confirm` it only previews every date,
 * marking those that cannot be booked (closed, holiday, full, the child busy...) with the reason; with it, the
 * bookable dates become orders of one recurrence, each booked and charged on its own, and a date taken meanwhile
 * is reported as full instead of failing the others.
 */
/** Every asked date checked and priced: what both sides' createReoccurringOrders show before confirming. */
async function previewRecurrence(
  input: BookingInput & { request: RecurrenceRequest },
  child: ChildRow,
  provider: ProviderRow,
): Promise<{
  dates: PreviewDate[];
  priced: (PricedDay | null)[];
  asked: ReturnType<typeof occurrences>;
  totals: () => Omit<Preview, 'recurrenceId' | 'dates' | 'orders'>;
}> {
  const { db, clock, request, feePercent } = input;
  if (request.until && request.until < request.startDate)
    throw AppError.validation({ Until: ['The end date must not be before the start date.'] });
  const calendar = await loadProviderCalendar(db, provider);
  const now = clock.now();
  const asked = occurrences(request);
  if (asked.length === 0)
    throw AppError.validation({ Days: ['None of these weekdays falls between the start and the end date.'] });

  const busy = await db
    .select({ startsAt: daycareOrders.startsAt, endsAt: daycareOrders.endsAt })
    .from(daycareOrders)
    .where(
      and(
        eq(daycareOrders.childId, child.id),
        inArray(daycareOrders.status, [...ORDER_HOLDING_STATUSES]),
        gt(daycareOrders.endsAt, now),
      ),
    );
  const spaceCache = new Map<number, Awaited<ReturnType<typeof spacesLeft>>>();
  const dates: PreviewDate[] = [];
  const priced: (PricedDay | null)[] = [];
  for (const occurrence of asked) {
    const check = checkDay(calendar, child, { ...occurrence, careTypeId: request.careTypeId }, now);
    const row = { ...occurrence, priceCents: null, bookable: false } as PreviewDate;
    if (!check.ok) {
      const reason = check.reason === 'careType' ? 'outsideHours' : check.reason;
      dates.push({ ...row, reason, message: check.message });
      priced.push(null);
      continue;
    }
    const day = check.day;
    let spaces = spaceCache.get(day.ageGroupId);
    if (!spaces) {
      spaces = await spacesLeft(db, provider.id, day.ageGroupId, asked[0]!.date, asked.at(-1)!.date);
      spaceCache.set(day.ageGroupId, spaces);
    }
    if (spaces.spaces - (spaces.taken.get(day.careDate) ?? 0) <= 0) {
      dates.push({ ...row, priceCents: day.priceCents, reason: 'full', message: FULL });
      priced.push(null);
    } else if (busy.some((b) => b.startsAt < day.endsAt && b.endsAt > day.startsAt)) {
      dates.push({ ...row, priceCents: day.priceCents, reason: 'childBusy', message: BUSY });
      priced.push(null);
    } else {
      dates.push({ ...row, priceCents: day.priceCents, bookable: true, reason: null, message: null });
      priced.push(day);
    }
  }

  const totals = () => {
    const bookable = dates.filter((d) => d.bookable);
    const subtotalCents = bookable.reduce((sum, d) => sum + (d.priceCents ?? 0), 0);
    const feeCents = bookable.reduce((sum, d) => sum + platformFeeCents(d.priceCents ?? 0, feePercent), 0);
    return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
  };
  return { dates, priced, asked, totals };
}

/**
 * createReoccurringOrders (parent): the same days every week. Without `confirm` it only previews every date,
 * marking those that cannot be booked (closed, holiday, full, the child busy...) with the reason; with it, the
 * bookable dates become orders of one recurrence, each booked and charged on its own, and a date taken meanwhile
 * is reported as full instead of failing the others.
 */
export async function createRecurringOrders(input: BookingInput & { request: RecurrenceRequest }): Promise<Preview> {
  const { db, actor, request } = input;
  if (request.until && request.until < request.startDate)
    throw AppError.validation({ Until: ['The end date must not be before the start date.'] });
  const child = await requireBookableChild(db, actor, request.childId);
  const provider = await requireBookableProvider(db, request.childcareProviderId);
  const { dates, priced, asked, totals } = await previewRecurrence(input, child, provider);
  if (!request.confirm) return { recurrenceId: null, dates, ...totals(), orders: [] };
  await requireDefaultCard(db, actor.userId);
  if (!priced.some(Boolean))
    throw new AppError('CONFLICT', 'None of these dates can be booked.', { body: { code: 'NOTHING_TO_BOOK' } });

  const { recurrenceId, orders: orderIds } = await insertRecurrence(input, {
    parentUserId: actor.userId,
    child,
    provider,
    asked,
    priced,
  });

  const orders: Preview['orders'] = [];
  for (const { id, careDate } of orderIds) {
    try {
      orders.push(...(await bookDaycareOrders({ ...input, orderIds: [id] })));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      await db.delete(daycareOrders).where(and(eq(daycareOrders.id, id), eq(daycareOrders.status, 'draft')));
      const date = dates.find((d) => d.date === careDate)!;
      const code = (error.details?.body as { code?: string } | undefined)?.code;
      Object.assign(date, {
        bookable: false,
        reason: code === 'CHILD_ALREADY_BOOKED' ? 'childBusy' : 'full',
        message: code === 'CHILD_ALREADY_BOOKED' ? BUSY : error.message,
      });
    }
  }
  return { recurrenceId, dates, ...totals(), orders };
}

/**
 * createReoccurringOrders (provider): the provider proposes a weekly schedule to the family of a child they have an
 * approved booking with. The bookable dates become drafts of that parent (never booked or charged without them):
 * the parent finds them in the booking summary and books them, and is mailed about it.
 */
export async function proposeRecurringOrders(
  input: BookingInput & { request: RecurrenceRequest; notifyProposal: (orderId: string) => Promise<void> },
): Promise<Preview> {
  const { db, actor, request } = input;
  const [provider] = await db.select().from(providers).where(eq(providers.userId, actor.userId));
  if (!provider || provider.id !== request.childcareProviderId) throw AppError.notFound('No such provider.');
  const [known] = await db
    .select({ child: children, parentUserId: daycareOrders.parentUserId })
    .from(daycareOrders)
    .innerJoin(children, eq(children.id, daycareOrders.childId))
    .where(
      and(
        eq(daycareOrders.childId, request.childId),
        eq(daycareOrders.providerId, provider.id),
        inArray(daycareOrders.status, [...ORDER_ADDRESS_STATUSES]),
      ),
    )
    .orderBy(desc(daycareOrders.createdAt))
    .limit(1);
  if (!known) throw AppError.notFound('Child not found.');
  const { dates, priced, asked, totals } = await previewRecurrence(input, known.child, provider);
  if (!request.confirm) return { recurrenceId: null, dates, ...totals(), orders: [] };
  if (!priced.some(Boolean))
    throw new AppError('CONFLICT', 'None of these dates can be booked.', { body: { code: 'NOTHING_TO_BOOK' } });
  const { recurrenceId, orders } = await insertRecurrence(input, {
    parentUserId: known.parentUserId,
    child: known.child,
    provider,
    asked,
    priced,
  });
  const ids = orders.map((order) => order.id);
  await input.notifyProposal(ids[0]!);
  return { recurrenceId, dates, ...totals(), orders: await readOrders(db, ids, 'provider') };
}

/** The recurrence and a draft order per bookable date, in one transaction, priced and with the terms of today. */
async function insertRecurrence(
  input: BookingInput & { request: RecurrenceRequest },
  what: {
    parentUserId: string;
    child: ChildRow;
    provider: ProviderRow;
    asked: ReturnType<typeof occurrences>;
    priced: (PricedDay | null)[];
  },
) {
  const { parentUserId, child, provider, asked, priced } = what;
  const option = provider.cancellationOption as CancellationOptionKey;
  return input.db.transaction(async (tx) => {
    const [recurrence] = await tx
      .insert(recurrences)
      .values({
        parentUserId,
        childId: child.id,
        providerId: provider.id,
        days: input.request.days,
        startDate: asked[0]!.date,
        endDate: asked.at(-1)!.date,
      })
      .returning({ id: recurrences.id });
    const orders = await tx
      .insert(daycareOrders)
      .values(
        priced
          .filter((day): day is PricedDay => day !== null)
          .map((day) => ({
            parentUserId,
            childId: child.id,
            providerId: provider.id,
            recurrenceId: recurrence!.id,
            ...pricedOrderValues(day, option, input.feePercent),
          })),
      )
      .returning({ id: daycareOrders.id, careDate: daycareOrders.careDate });
    return { recurrenceId: recurrence!.id, orders };
  });
}
