import {
  addDays,
  isoWeekdayOf,
  localPartsOf,
  minuteOfTime,
  timeOfMinute,
  type BookingCalendar,
} from '@kinderly/shared';

export type CalendarDay = BookingCalendar['days'][number];
/** Why a day cannot be chosen, or `open`: the calendar's states, with an open day without spaces shown as full. */
export type DayState = CalendarDay['state'];

/** The first and last day of a month (month 1-12), as YYYY-MM-DD. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from, to: `${from.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** The month's weeks, Monday first; the cells before the 1st and after the last day are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const { from, to } = monthRange(year, month);
  const cells: (string | null)[] = Array.from({ length: isoWeekdayOf(from) - 1 }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month after (+1) or before (-1) `year`/`month`. */
export function shiftMonth(year: number, month: number, by: 1 | -1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** What a day shows: an open day with no space left for the child's age group is full. */
export function stateOf(day: CalendarDay): DayState {
  if (day.state === 'open' && day.spacesLeft !== null && day.spacesLeft <= 0) return 'full';
  return day.state;
}

/** Only open days with a space left and opening hours can be chosen. */
export function isChoosable(day: CalendarDay): boolean {
  return stateOf(day) === 'open' && day.open !== null && day.close !== null;
}

export type TimeProblem = 'missing' | 'beforeOpen' | 'afterClose' | 'endBeforeStart';

/** Checks the times chosen for a day against that day's hours; null when they fit. */
export function timeProblem(day: Pick<CalendarDay, 'open' | 'close'>, start: string, end: string): TimeProblem | null {
  if (!start || !end) return 'missing';
  if (day.open && minuteOfTime(start) < minuteOfTime(day.open)) return 'beforeOpen';
  if (day.close && minuteOfTime(end) > minuteOfTime(day.close)) return 'afterClose';
  if (minuteOfTime(end) <= minuteOfTime(start)) return 'endBeforeStart';
  return null;
}

/**
 * The start time a chosen day begins with: its opening time, or on the provider's today the next quarter hour
 * (a start in the past cannot be booked).
 */
export function firstStartTime(day: CalendarDay, timeZone: string, now: Date): string {
  if (!day.open) return '';
  const local = localPartsOf(now, timeZone);
  if (local.date !== day.date) return day.open;
  const next = Math.ceil((local.minute + 1) / 15) * 15;
  return timeOfMinute(Math.max(minuteOfTime(day.open), Math.min(next, 1439)));
}
