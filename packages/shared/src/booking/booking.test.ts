import { describe, expect, it } from 'vitest';
import { canTransitionOrder, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './order-status.ts';
import { careTypeFits, dayPriceCents, platformFeeCents, quoteRefund } from './pricing.ts';
import { addDays, isoWeekdayOf, localPartsOf, timeZoneOfProvince, zonedInstant } from './time-zone.ts';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['draft', 'requested'],
  ['draft', 'approved'],
  ['requested', 'approved'],
  ['requested', 'refused'],
  ['requested', 'cancelled'],
  ['requested', 'expired'],
  ['approved', 'checked_in'],
  ['approved', 'no_show'],
  ['approved', 'cancelled'],
  ['approved', 'payment_failed'],
  ['payment_failed', 'approved'],
  ['payment_failed', 'cancelled'],
  ['checked_in', 'picked_up'],
];

describe('the order state table', () => {
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s -> %s', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canTransitionOrder(from, to)).toBe(allowed);
  });

  it('has final states with no way out', () => {
    for (const state of ['refused', 'cancelled', 'expired', 'picked_up', 'no_show'] as const)
      expect(ORDER_TRANSITIONS[state]).toEqual([]);
  });
});

describe('time zones', () => {
  it('maps provinces to zones, Toronto by default', () => {
    expect(timeZoneOfProvince('BC')).toBe('America/Vancouver');
    expect(timeZoneOfProvince('QC')).toBe('America/Toronto');
    expect(timeZoneOfProvince(null)).toBe('America/Toronto');
  });

  it('turns local times into instants on both sides of a daylight-saving change', () => {
    expect(zonedInstant('2027-03-12', 480, 'America/Toronto').toISOString()).toBe('2027-03-12T13:00:00.000Z');
    expect(zonedInstant('2027-03-15', 480, 'America/Toronto').toISOString()).toBe('2027-03-15T12:00:00.000Z');
    expect(zonedInstant('2027-11-08', 480, 'America/Vancouver').toISOString()).toBe('2027-11-08T16:00:00.000Z');
    // 02:30 does not exist on 14 March 2027 in Toronto: the instant after the gap.
    expect(zonedInstant('2027-03-14', 150, 'America/Toronto').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // 24:00 is the next midnight.
    expect(zonedInstant('2027-03-12', 1440, 'America/Toronto').toISOString()).toBe('2027-03-13T05:00:00.000Z');
    expect(localPartsOf(new Date('2027-03-15T03:30:00Z'), 'America/Toronto')).toEqual({
      date: '2027-03-14',
      minute: 23 * 60 + 30,
    });
  });

  it('counts weekdays and days', () => {
    expect(isoWeekdayOf('2027-03-01')).toBe(1);
    expect(isoWeekdayOf('2027-03-07')).toBe(7);
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });
});

describe('prices and refunds', () => {
  it('fits care types to the day and prices hours by the minute', () => {
    expect(careTypeFits(21, 1, 420, 1080)).toBe(true);
    expect(careTypeFits(21, 6, 420, 1080)).toBe(false);
    expect(careTypeFits(23, 6, 420, 1080)).toBe(true);
    expect(careTypeFits(22, 3, 1080, 1440)).toBe(true);
    expect(careTypeFits(26, 3, 300, 400)).toBe(true);
    expect(careTypeFits(24, 2, 420, 540)).toBe(true);
    expect(careTypeFits(24, 2, 900, 1080)).toBe(true);
    expect(careTypeFits(24, 2, 480, 1020)).toBe(false);
    expect(careTypeFits(24, 6, 900, 1080)).toBe(false);
    expect(dayPriceCents('daily', 5500, 480, 600)).toBe(5500);
    expect(dayPriceCents('hourly', 1500, 480, 630)).toBe(3750);
    expect(platformFeeCents(3750, 10)).toBe(375);
  });

  const moderate = [
    { minNoticeHours: 168, refundPercent: 100 },
    { minNoticeHours: 48, refundPercent: 50 },
  ];
  const startsAt = new Date('2027-03-10T13:00:00Z');
  it.each([
    ['2027-03-03T13:00:00Z', 'parent', 100, 6050],
    ['2027-03-03T13:00:01Z', 'parent', 50, 3025],
    ['2027-03-08T13:00:00Z', 'parent', 50, 3025],
    ['2027-03-08T13:00:01Z', 'parent', 0, 0],
    ['2027-03-10T12:00:00Z', 'provider', 100, 6050],
  ] as const)('cancelled at %s by the %s: %i%%', (now, by, percent, cents) => {
    const quote = quoteRefund({ totalCents: 6050, tiers: moderate, startsAt, now: new Date(now), cancelledBy: by });
    expect(quote).toMatchObject({ refundPercent: percent, refundCents: cents, keptCents: 6050 - cents });
  });
});
