import {
  addDays,
  CARE_TYPE_IDS,
  isoWeekdayOf,
  localPartsOf,
  timeOfMinute,
  type BookingCalendar,
  type CancellationOptionKey,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireBookableChild, requireBookableProvider } from './bookable.ts';
import { checkDay, loadProviderCalendar } from './day-rules.ts';
import type { BookingInput } from './deps.ts';
import { spacesLeft } from './spaces.ts';

const MAX_CALENDAR_DAYS = 62;

/**
 * getBookingCalendar: for each date from `from` to `to` (at most two months), whether the child can be booked at
 * the provider, why not, the hours and the spaces left for the child's age group that day.
 */
export async function getBookingCalendar(
  input: BookingInput & { providerId: string; childId: string; from: string; to: string },
): Promise<BookingCalendar> {
  const { db, actor, clock, from, to } = input;
  if (to < from) throw AppError.validation({ To: ['The last day must not be before the first.'] });
  if (addDays(from, MAX_CALENDAR_DAYS - 1) < to)
    throw AppError.validation({ To: [`Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`] });
  const child = await requireBookableChild(db, actor, input.childId);
  const provider = await requireBookableProvider(db, input.providerId);
  const calendar = await loadProviderCalendar(db, provider);
  const now = clock.now();
  const takenByGroup = new Map<number, Awaited<ReturnType<typeof spacesLeft>>>();
  const days: BookingCalendar['days'] = [];
  const today = localPartsOf(now, calendar.timeZone);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const hours = calendar.hours.get(isoWeekdayOf(date));
    // Judged for what is left of the day's hours: today counts until it closes.
    const open = hours ? (date === today.date ? Math.max(hours.open, today.minute + 1) : hours.open) : 0;
    const close = hours?.close ?? 1440;
    const probe = { date, startTime: timeOfMinute(Math.min(open, close - 1)), endTime: timeOfMinute(close) };
    const check = checkDay(calendar, child, probe, now, false);
    const base = {
      date,
      open: hours ? timeOfMinute(hours.open) : null,
      close: hours ? timeOfMinute(hours.close) : null,
      holidayName: calendar.holidays.get(date) ?? null,
    };
    if (!check.ok) {
      days.push({
        ...base,
        state: check.reason === 'outsideHours' || check.reason === 'careType' ? 'past' : check.reason,
        spacesLeft: null,
      });
      continue;
    }
    if (hours && open >= close) {
      days.push({ ...base, state: 'past', spacesLeft: null });
      continue;
    }
    const group = check.day.ageGroupId;
    let spaces = takenByGroup.get(group);
    if (!spaces) {
      spaces = await spacesLeft(db, provider.id, group, from, to);
      takenByGroup.set(group, spaces);
    }
    const left = Math.max(0, spaces.spaces - (spaces.taken.get(date) ?? 0));
    days.push({ ...base, state: left > 0 ? 'open' : 'full', spacesLeft: left });
  }
  return {
    timeZone: calendar.timeZone,
    days,
    prices: calendar.prices
      .filter((p) => (CARE_TYPE_IDS as readonly number[]).includes(p.careTypeId))
      .map((p) => ({ ...p, careTypeId: p.careTypeId as BookingCalendar['prices'][number]['careTypeId'] })),
    feePercent: input.feePercent,
    withApprovalRequest: provider.withApprovalRequest !== false,
    cancellationOption: provider.cancellationOption as CancellationOptionKey,
  };
}
