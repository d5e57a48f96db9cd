/** "April 2029" ("avril 2029") in the reader's locale: card expiry dates are a month and a year only. */
export function formatExpiry(month: number, year: number, language: string): string {
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-CA';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
