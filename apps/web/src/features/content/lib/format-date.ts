import type { Language } from '../../../lib/i18n.ts';

/** Dates are written the Canadian way in each language: "March 4, 2026" and "4 mars 2026". */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Written out rather than asked of Intl.DateTimeFormat: the first formatter a page builds loads the locale's data,
// 15-20 ms in the task that hydrates the blog list (ADR 018). format-date.test.ts holds them to Intl's output.
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

function longDate(language: Language, year: number, month: number, day: number): string {
  const name = MONTHS[language][month];
  return language === 'fr' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

/**
 * A long date for people, or '' when the value cannot be read. A calendar date ("2026-03-04") names a day, not an
 * instant, so it is shown in UTC: read in the reader's time zone it would become March 3 west of Greenwich. An
 * instant is shown in `timeZone`, the reader's own by default.
 */
export function formatLongDate(value: string, language: Language, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  if (dateOnly || timeZone === 'UTC') {
    return longDate(language, date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  if (timeZone === undefined) return longDate(language, date.getFullYear(), date.getMonth(), date.getDate());
  // Another zone by name: only Intl knows its rules.
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone }).format(date);
}

/** The value for a <time dateTime> attribute: the calendar date when that is all we have, else the full instant. */
export function machineDate(value: string): string | undefined {
  if (DATE_ONLY.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
