import { describe, expect, it } from 'vitest';
import { formatCents, formatIsoDate, formatPercent } from './format.ts';

// Intl puts no-break spaces in French amounts; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money, dates and shares for people', () => {
  it('formats cents CAD in the reader’s language', () => {
    expect(formatCents(6500, 'en')).toBe('$65.00');
    expect(formatCents(1250, 'en')).toBe('$12.50');
    expect(plain(formatCents(6500, 'fr'))).toBe('65,00 $');
    expect(plain(formatCents(123456, 'fr'))).toBe('1 234,56 $');
  });

  it('reads a YYYY-MM-DD date as that calendar day', () => {
    expect(formatIsoDate('2026-09-01', 'en')).toBe('September 1, 2026');
    expect(formatIsoDate('2026-09-01', 'fr')).toBe('1 septembre 2026');
    expect(formatIsoDate('2026-12-25', 'en', 'full')).toBe('Friday, December 25, 2026');
  });

  it('formats a refund share', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(plain(formatPercent(50, 'fr'))).toBe('50 %');
  });
});
