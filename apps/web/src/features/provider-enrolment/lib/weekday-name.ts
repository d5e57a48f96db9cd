import type { Weekday } from '@kinderly/shared';

/** The name of an ISO weekday (1 Monday ... 7 Sunday) in the reader's locale; 1 January 2024 was a Monday. */
export function weekdayName(weekday: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Date(Date.UTC(2024, 0, weekday, 12)).toLocaleDateString(locale, { weekday: width, timeZone: 'UTC' });
}
