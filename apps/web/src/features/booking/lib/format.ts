/** Intl locale of the reader's language: dates, times and money in Canadian English or French. */
export function intlLocale(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/** Cents CAD for people: 6500 -> "$65.00" (en-CA), "65,00 $" (fr-CA). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** "07:30" -> "7:30 a.m." (en-CA), "7 h 30" (fr-CA). */
export function formatTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours % 24, minutes)),
  );
}

/** A YYYY-MM-DD date as a calendar day (no time zone shift): "Wednesday, November 25, 2026". */
export function formatDay(value: string, language: string, style: 'long' | 'full' = 'full'): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An instant as the provider's wall clock: "1:05 p.m." in the order's time zone. */
export function formatInstantTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** "November 2026" / "novembre 2026" for the calendar's caption. */
export function formatMonth(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Short weekday names, Monday first: ["Mon", ...] / ["lun.", ...]. */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}
