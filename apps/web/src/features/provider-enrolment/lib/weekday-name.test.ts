import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekday-name.ts';

describe('weekdayName', () => {
  it('names ISO weekdays in the locale', () => {
    expect(weekdayName(1, 'en-CA')).toBe('Monday');
    expect(weekdayName(7, 'en-CA')).toBe('Sunday');
    expect(weekdayName(3, 'fr-CA')).toBe('mercredi');
  });
});
