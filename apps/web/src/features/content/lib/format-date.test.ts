import { describe, expect, it } from 'vitest';
import { DATE_LOCALES, formatLongDate, machineDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes a long Canadian date in English and in French', () => {
    expect(formatLongDate('2026-03-04T15:30:00Z', 'en', 'America/Toronto')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-04T15:30:00Z', 'fr', 'America/Toronto')).toBe('4 mars 2026');
  });

  it('shows an instant in the given time zone', () => {
    // 02:00 UTC on March 5 is still the evening of March 4 in Vancouver.
    expect(formatLongDate('2026-03-05T02:00:00Z', 'en', 'America/Vancouver')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-05T02:00:00Z', 'en', 'UTC')).toBe('March 5, 2026');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatLongDate('2026-01-01', 'en', 'America/Vancouver')).toBe('January 1, 2026');
    expect(formatLongDate('2026-01-01', 'fr', 'Pacific/Kiritimati')).toBe('1 janvier 2026');
  });

  it('writes every month as Intl does, in the reader zone and in UTC', () => {
    for (const language of ['en', 'fr'] as const) {
      for (let month = 0; month < 12; month++) {
        const instant = new Date(2026, month, 9, 12).toISOString();
        const calendarDate = `2026-${String(month + 1).padStart(2, '0')}-28`;
        const intl = (value: Date, timeZone?: string) =>
          new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone }).format(value);
        expect(formatLongDate(instant, language)).toBe(intl(new Date(instant)));
        expect(formatLongDate(calendarDate, language)).toBe(intl(new Date(`${calendarDate}T00:00:00Z`), 'UTC'));
      }
    }
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatLongDate('soon', 'en')).toBe('');
    expect(formatLongDate('', 'fr')).toBe('');
  });
});

describe('machineDate', () => {
  it('keeps calendar dates and normalises instants', () => {
    expect(machineDate('2026-03-04')).toBe('2026-03-04');
    expect(machineDate('2026-03-04T10:00:00+01:00')).toBe('2026-03-04T09:00:00.000Z');
    expect(machineDate('nope')).toBeUndefined();
  });
});
