/**
 * Prices are typed in dollars and stored in integer cents (CAD). Accepts "12", "12.5", "12.50", "12,50" (French
 * decimal comma) and a leading "$"; anything else is NaN, which the shared schema refuses with its message.
 */
export function dollarsToCents(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*\$$/, '')
    .replace(/\s/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the text of a dollar field: 1250 -> "12.50". */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A price for people, in the reader's locale: 1250 -> "$12.50" (en-CA), "12,50 $" (fr-CA). */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
