import { describe, expect, it } from 'vitest';
import { parseRecurrencePrefill, recurringBookingPath } from './recurring-booking-link.ts';

const TODAY = '2027-03-01';
const parse = (query: string) => parseRecurrencePrefill(new URLSearchParams(query), TODAY);

describe('the weekly booking pre-fill', () => {
  it('reads weekdays and a start date from tomorrow on', () => {
    expect(parse('weekdays=5,1,3&startDate=2027-09-06')).toEqual({ weekdays: [1, 3, 5], startDate: '2027-09-06' });
    expect(parse('startDate=2027-03-02')).toEqual({ startDate: '2027-03-02' });
  });

  it('ignores what does not parse, a repeated weekday, and a start date not bookable', () => {
    expect(parse('weekdays=1,8')).toEqual({});
    expect(parse('weekdays=1,1')).toEqual({});
    expect(parse('weekdays=mon')).toEqual({});
    expect(parse('startDate=2027-02-30')).toEqual({});
    expect(parse('startDate=2027-03-01')).toEqual({});
    expect(parse('')).toEqual({});
  });

  it('builds the link, moving a passed start date to the earliest bookable day', () => {
    const ids = { providerId: 'p', childId: 'c', weekdays: [1, 3] };
    expect(recurringBookingPath({ ...ids, startDate: '2027-09-06' }, TODAY)).toBe(
      '/reoccurring-booking-day?providerId=p&childId=c&startDate=2027-09-06&weekdays=1%2C3',
    );
    expect(recurringBookingPath({ ...ids, startDate: '2026-12-01' }, TODAY)).toContain('startDate=2027-03-02');
  });
});
