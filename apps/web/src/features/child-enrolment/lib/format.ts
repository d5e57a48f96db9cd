/** Intl locale of the reader's language: dates and numbers in Canadian English or French. */
export function intlLocale(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/** A YYYY-MM-DD date, long form ("March 4, 2022" / "4 mars 2022"), read as a calendar day (no time zone shift). */
export function formatIsoDate(value: string, language: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
