import { describe, expect, it } from 'vitest';
import { formatIsoDate, intlLocale } from './format.ts';

describe('formatIsoDate', () => {
  it('writes the calendar day in Canadian English and French, whatever the time zone', () => {
    expect(formatIsoDate('2022-03-04', 'en')).toBe('March 4, 2022');
    expect(formatIsoDate('2022-03-04', 'fr')).toBe('4 mars 2022');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatIsoDate('soon', 'en')).toBe('soon');
  });

  it('maps the language to a Canadian locale', () => {
    expect(intlLocale('fr')).toBe('fr-CA');
    expect(intlLocale('en')).toBe('en-CA');
  });
});
