import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents } from './money.ts';

describe('dollarsToCents', () => {
  it('reads dollars as typed in English or French', () => {
    expect(dollarsToCents('45')).toBe(4500);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$ 12.05')).toBe(1205);
    expect(dollarsToCents('12,50 $')).toBe(1250);
    expect(dollarsToCents('0.01')).toBe(1);
  });
  it('refuses what is not an amount of dollars and cents', () => {
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('12.505')).toBeNaN();
    expect(dollarsToCents('-3')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });
});

describe('centsToDollars and formatCents', () => {
  it('writes cents back as dollars', () => {
    expect(centsToDollars(4500)).toBe('45.00');
    expect(formatCents(1250, 'en-CA')).toBe('$12.50');
    expect(formatCents(1250, 'fr-CA')).toMatch(/^12,50\s\$$/);
  });
});
