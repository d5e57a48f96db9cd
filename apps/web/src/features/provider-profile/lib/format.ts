import type { PriceUnit } from '@kinderly/shared';

/** Intl locale of the reader's language: dates, times and money in Canadian English or French. */
export function intlLocale(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/** Cents CAD for people: 6500 -> "$65.00" (en-CA), "65,00 $" (fr-CA). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** The unit a price is charged per; the catalogue says "a day" / "par jour". */
export type PriceText = { amount: string; unit: PriceUnit };
export const priceText = (cents: number, unit: PriceUnit, language: string): PriceText => ({
  amount: formatCents(cents, language),
  unit,
});

/** "07:30" -> "7:30 a.m." (en-CA), "7 h 30" (fr-CA); "24:00" is midnight. */
export function formatTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours % 24, minutes)),
  );
}

/** A YYYY-MM-DD date read as a calendar day (no time zone shift): "September 1, 2026" / "1 septembre 2026". */
export function formatIsoDate(value: string, language: string, style: 'long' | 'full' = 'long'): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A share of a refund: 50 -> "50%" (en-CA), "50 %" (fr-CA). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(percent / 100);
}
