/** Intl locale of the reader's language: dates, times and money in Canadian English or French. */
export function intlLocale(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/** Cents CAD for people: 6500 -> "$65.00" (en-CA), "65,00 $" (fr-CA). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
