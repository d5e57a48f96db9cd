import { PRICE_CURRENCY } from '@kinderly/shared';

/** The Canadian locale of the interface language: prices and distances read as people there write them. */
export function localeOf(language: string): string {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/**
 * A daily price in cents for people, in CAD: 4500 -> "$45" (en-CA), "45 $" (fr-CA); cents only when there are
 * some (4550 -> "$45.50").
 */
export function formatPrice(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A distance with one decimal: 2.5 -> "2.5 km" (en-CA), "2,5 km" (fr-CA). */
export function formatDistance(km: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  }).format(km);
}

/**
 * What a price field holds, in dollars, as cents: "45", "45.50", "45,50" (French decimal comma), with or without a
 * "$"; null for an empty field, NaN for anything else.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/\$/g, '').replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a price field's text: 4500 -> "45", 4550 -> "45.50" ("45,50" in French). */
export function centsToDollars(cents: number | null, language: string): string {
  if (cents === null) return '';
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return language.startsWith('fr') ? text.replace('.', ',') : text;
}
