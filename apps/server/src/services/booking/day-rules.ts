import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  providerAgeGroups,
  providerHolidays,
  providerHours,
  providerPrices,
  providers,
  type ChildRow,
  type Database,
  type ProviderRow,
} from '@kinderly/db';
import {
  addDays,
  AGE_GROUPS,
  ageGroupsForAge,
  BOOKING_MAX_MONTHS_AHEAD,
  careTypeFits,
  dayPriceCents,
  isoWeekdayOf,
  localPartsOf,
  minuteOfTime,
  timeOfMinute,
  timeZoneOfProvince,
  zonedInstant,
  type AgeGroupId,
  type PriceUnit,
} from '@kinderly/shared';

/** A day the caller asked for, checked against the provider's calendar and priced. */
export interface PricedDay {
  careDate: string;
  startMinute: number;
  endMinute: number;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  ageGroupId: AgeGroupId;
  careTypeId: number;
  priceUnit: PriceUnit;
  unitPriceCents: number;
  priceCents: number;
}

export type DayProblem =
  'past' | 'tooFarAhead' | 'beforeStart' | 'closed' | 'holiday' | 'outsideHours' | 'ageGroup' | 'careType';

export type DayCheck =
  | { ok: true; day: PricedDay }
  | { ok: false; reason: DayProblem; field: 'Date' | 'StartTime' | 'CareTypeId'; message: string };

/** What the rules read of a provider once per call, whatever the number of days. */
export interface ProviderCalendar {
  provider: ProviderRow;
  timeZone: string;
  hours: Map<number, { open: number; close: number }>;
  holidays: Map<string, string>;
  ageGroups: Set<number>;
  prices: { careTypeId: number; unit: PriceUnit; amountCents: number }[];
}

interface CalendarColumns {
  hours: [number, number, number][];
  holidays: [string, string][];
  ages: number[];
  prices: [number, PriceUnit, number][];
}

/** The calendar's four lists of the provider `id` names, each one subquery. */
const calendarColumns = (id: SQL) => ({
  hours: sql<
    CalendarColumns['hours']
  >`(select coalesce(json_agg(json_build_array(weekday, open_minute, close_minute)), '[]')
    from ${providerHours} where provider_id = ${id})`,
  holidays: sql<CalendarColumns['holidays']>`(select coalesce(json_agg(json_build_array(date::text, name)), '[]')
    from ${providerHolidays} where provider_id = ${id})`,
  ages: sql<CalendarColumns['ages']>`(select coalesce(json_agg(age_group_id), '[]')
    from ${providerAgeGroups} where provider_id = ${id})`,
  prices: sql<
    CalendarColumns['prices']
  >`(select coalesce(json_agg(json_build_array(care_type_id, unit, amount_cents)), '[]')
    from ${providerPrices} where provider_id = ${id})`,
});

const calendarOf = (provider: ProviderRow, row: CalendarColumns): ProviderCalendar => ({
  provider,
  timeZone: timeZoneOfProvince(provider.province),
  hours: new Map(row.hours.map(([weekday, open, close]) => [weekday, { open, close }])),
  holidays: new Map(row.holidays),
  ageGroups: new Set(row.ages),
  prices: row.prices.map(([careTypeId, unit, amountCents]) => ({ careTypeId, unit, amountCents })),
});

/** The provider's hours, holidays, age groups and prices: one query (four subqueries), whatever the number of days. */
export async function loadProviderCalendar(db: Database, provider: ProviderRow): Promise<ProviderCalendar> {
  const c = calendarColumns(sql`${provider.id}::uuid`);
  const { rows } = (await db.execute(
    sql`select ${c.hours} as hours, ${c.holidays} as holidays, ${c.ages} as ages, ${c.prices} as prices`,
  )) as unknown as { rows: CalendarColumns[] };
  return calendarOf(provider, rows[0]!);
}

/** Several providers, each with its calendar, in one query (the providers not found are missing from the map). */
export async function loadProviderCalendars(
  db: Database,
  providerIds: string[],
): Promise<Map<string, ProviderCalendar>> {
  const rows = await db
    .select({ provider: providers, ...calendarColumns(sql`${providers.id}`) })
    .from(providers)
    .where(inArray(providers.id, providerIds));
  return new Map(rows.map(({ provider, ...row }) => [provider.id, calendarOf(provider, row)]));
}

const WEEKDAY_NAMES = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/**
 * Issue 15's rules for one day of care: in the future, at most 12 months ahead, on or after the provider's first
 * day, open that weekday and not a holiday, inside the hours, an age group the provider takes on that day, and a
 * price for the care (the one asked for, or the cheapest that fits the day and hours).
 */
export function checkDay(
  calendar: ProviderCalendar,
  child: Pick<ChildRow, 'dateOfBirth' | 'firstName'>,
  input: { date: string; startTime: string; endTime: string; careTypeId?: number | undefined },
  now: Date,
  /** False: the day is judged without pricing it (the calendar, before times are chosen). */
  requirePrice = true,
): DayCheck {
  const { timeZone } = calendar;
  const start = minuteOfTime(input.startTime);
  const end = minuteOfTime(input.endTime);
  const startsAt = zonedInstant(input.date, start, timeZone);
  const today = localPartsOf(now, timeZone).date;
  if (startsAt.getTime() <= now.getTime())
    return { ok: false, reason: 'past', field: 'Date', message: 'Choose a day and time in the future.' };
  if (input.date > addMonths(today, BOOKING_MAX_MONTHS_AHEAD))
    return {
      ok: false,
      reason: 'tooFarAhead',
      field: 'Date',
      message: `Days can be booked at most ${BOOKING_MAX_MONTHS_AHEAD} months ahead.`,
    };
  const firstDay = calendar.provider.startDate;
  if (firstDay && input.date < firstDay)
    return { ok: false, reason: 'beforeStart', field: 'Date', message: `This provider starts care on ${firstDay}.` };
  const weekday = isoWeekdayOf(input.date);
  const hours = calendar.hours.get(weekday);
  if (!hours)
    return {
      ok: false,
      reason: 'closed',
      field: 'Date',
      message: `This provider is closed on ${WEEKDAY_NAMES[weekday]}.`,
    };
  const holiday = calendar.holidays.get(input.date);
  if (holiday)
    return {
      ok: false,
      reason: 'holiday',
      field: 'Date',
      message: `This provider is closed on ${input.date} (${holiday}).`,
    };
  if (start < hours.open || end > hours.close)
    return {
      ok: false,
      reason: 'outsideHours',
      field: 'StartTime',
      message: `Choose times between ${timeOfMinute(hours.open)} and ${timeOfMinute(hours.close)}.`,
    };
  const ageGroupId = ageGroupsForAge(child.dateOfBirth, input.date).find((id) => calendar.ageGroups.has(id));
  if (!ageGroupId) {
    const taken = AGE_GROUPS.filter((g) => calendar.ageGroups.has(g.id)).map((g) => `${g.name} (${g.label})`);
    return {
      ok: false,
      reason: 'ageGroup',
      field: 'Date',
      message: `On ${input.date} ${child.firstName} is in no age group this provider takes: ${taken.join(', ') || 'none'}.`,
    };
  }
  const fitting = calendar.prices
    .filter((p) => (input.careTypeId === undefined ? true : p.careTypeId === input.careTypeId))
    .filter((p) => careTypeFits(p.careTypeId, weekday, start, end))
    .map((p) => ({ ...p, priceCents: dayPriceCents(p.unit, p.amountCents, start, end) }))
    .sort((a, b) => a.priceCents - b.priceCents || a.careTypeId - b.careTypeId);
  const price =
    fitting[0] ?? (requirePrice ? undefined : { careTypeId: 0, unit: 'daily' as const, amountCents: 0, priceCents: 0 });
  if (!price)
    return {
      ok: false,
      reason: 'careType',
      field: 'CareTypeId',
      message:
        input.careTypeId === undefined
          ? 'This provider has no price for care on that day at those hours.'
          : 'This provider has no price of that care type for that day and those hours.',
    };
  return {
    ok: true,
    day: {
      careDate: input.date,
      startMinute: start,
      endMinute: end,
      timeZone,
      startsAt,
      endsAt: zonedInstant(end === 1440 ? addDays(input.date, 1) : input.date, end % 1440, timeZone),
      ageGroupId,
      careTypeId: price.careTypeId,
      priceUnit: price.unit,
      unitPriceCents: price.amountCents,
      priceCents: price.priceCents,
    },
  };
}
