import type { Language } from '../../../lib/i18n.ts';

/** Dates are written the Canadian way in each language: "March 4, 2026" and "4 mars 2026". */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A long date for people, or '' when the value cannot be read. A calendar date ("2026-03-04") names a day, not an
 * instant, so it is shown in UTC: read in the reader's time zone it would become March 3 west of Greenwich.
 */
export function formatLongDate(value: string, language: Language, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

/** The value for a <time dateTime> attribute: the calendar date when that is all we have, else the full instant. */
export function machineDate(value: string): string | undefined {
  if (DATE_ONLY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
