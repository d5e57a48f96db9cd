import { WEEKDAYS, type BusinessDay, type Weekday } from '@kinderly/shared';
import { formatTime, intlLocale } from './format.ts';

export type WeekRow = { weekday: Weekday; day: string } & (
  { open: true; opens: string; closes: string } | { open: false }
);

/** The name of an ISO weekday (1 Monday ... 7 Sunday) in the reader's language; 1 January 2024 was a Monday. */
export function weekdayName(weekday: Weekday, language: string): string {
  return new Date(Date.UTC(2024, 0, weekday, 12)).toLocaleDateString(intlLocale(language), {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

/**
 * The week of a provider's hours, Monday first: every day appears, and a day the provider did not list, or listed
 * as closed, is closed.
 */
export function weekRows(hours: readonly BusinessDay[], language: string): WeekRow[] {
  return WEEKDAYS.map((weekday) => {
    const day = weekdayName(weekday, language);
    const entry = hours.find((candidate) => candidate.weekday === weekday);
    if (!entry?.isOpen || !entry.openTime || !entry.closeTime) return { weekday, day, open: false };
    return {
      weekday,
      day,
      open: true,
      opens: formatTime(entry.openTime, language),
      closes: formatTime(entry.closeTime, language),
    };
  });
}
