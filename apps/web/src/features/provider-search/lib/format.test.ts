import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDistance, formatPrice } from './format.ts';

// Intl writes a narrow no-break space before "$" and "km" in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices and distances', () => {
  it('formats a daily price in CAD for the reader language, cents only when there are some', () => {
    expect(formatPrice(4500, 'en')).toBe('$45');
    expect(formatPrice(4550, 'en')).toBe('$45.50');
    expect(formatPrice(123456, 'en')).toBe('$1,234.56');
    expect(plain(formatPrice(4500, 'fr'))).toBe('45 $');
    expect(plain(formatPrice(4550, 'fr'))).toBe('45,50 $');
  });

  it('formats a distance with one decimal', () => {
    expect(formatDistance(2.5, 'en')).toBe('2.5 km');
    expect(formatDistance(12, 'en')).toBe('12 km');
    expect(plain(formatDistance(2.5, 'fr'))).toBe('2,5 km');
  });

  it('reads a typed price in dollars as cents, and writes cents back as dollars', () => {
    expect(dollarsToCents('45')).toBe(4500);
    expect(dollarsToCents(' $45.5 ')).toBe(4550);
    expect(dollarsToCents('45,50')).toBe(4550);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('forty')).toBeNaN();
    expect(dollarsToCents('4.555')).toBeNaN();
    expect(centsToDollars(4500, 'en')).toBe('45');
    expect(centsToDollars(4550, 'en')).toBe('45.50');
    expect(centsToDollars(4550, 'fr')).toBe('45,50');
    expect(centsToDollars(null, 'en')).toBe('');
  });
});
