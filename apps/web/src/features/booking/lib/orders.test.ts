import { describe, expect, it } from 'vitest';
import { order } from '../test/fixtures.ts';
import { ORDER_STATUSES } from '@kinderly/shared';
import {
  boardActions,
  conflictsByOrder,
  orderTotals,
  parentActions,
  parentRefund,
  providerActions,
  providerRefund,
} from './orders.ts';

// 2026-12-02 08:00 in Toronto is 13:00 UTC.
const care = order({
  status: 'approved',
  bookedDays: [{ date: '2026-12-02', startTime: '08:00', endTime: '16:00', priceCents: 6500 }],
});

describe("the provider's board", () => {
  it('enables check-in only on the day of care, as the server counts days', () => {
    expect(boardActions(care, new Date('2026-12-02T11:00:00Z'), true).checkIn).toBe(true);
    expect(boardActions(care, new Date('2026-12-02T11:00:00Z'), false).checkIn).toBe(false);
    expect(boardActions({ ...care, status: 'requested' }, new Date('2026-12-02T14:00:00Z'), true).checkIn).toBe(false);
  });

  it('enables pick-up after check-in only, and no-show after the start time without a check-in', () => {
    expect(boardActions(care, new Date('2026-12-02T14:00:00Z'), true).pickUp).toBe(false);
    expect(boardActions({ ...care, status: 'checked_in' }, new Date('2026-12-02T14:00:00Z'), true)).toEqual({
      checkIn: false,
      pickUp: true,
      noShow: false,
    });
    // The care starts at 8:00 in Toronto, 13:00 UTC.
    expect(boardActions(care, new Date('2026-12-02T12:59:00Z'), true).noShow).toBe(false);
    expect(boardActions(care, new Date('2026-12-02T13:00:00Z'), true).noShow).toBe(true);
    expect(boardActions(care, new Date('2026-12-02T13:00:00Z'), false).noShow).toBe(false);
    expect(boardActions({ ...care, status: 'picked_up' }, new Date('2026-12-02T22:00:00Z'), true)).toEqual({
      checkIn: false,
      pickUp: false,
      noShow: false,
    });
  });
});

describe("the parent's card", () => {
  it('offers withdraw on a request, cancel on a booked day, hide on an ended one', () => {
    expect(parentActions({ status: 'requested' })).toEqual({ withdraw: true, cancel: false, pay: false, hide: false });
    expect(parentActions({ status: 'approved' })).toEqual({ withdraw: false, cancel: true, pay: false, hide: false });
    expect(parentActions({ status: 'payment_failed' })).toMatchObject({ cancel: true, pay: true });
    expect(parentActions({ status: 'checked_in' })).toEqual({
      withdraw: false,
      cancel: false,
      pay: false,
      hide: false,
    });
    expect(parentActions({ status: 'cancelled' }).hide).toBe(true);
  });

  it('quotes the refund by the tiers copied at booking (moderate: all a week before, half two days before)', () => {
    expect(parentRefund(care, new Date('2026-11-20T12:00:00Z'))).toMatchObject({
      refundPercent: 100,
      refundCents: 7150,
    });
    expect(parentRefund(care, new Date('2026-11-29T12:00:00Z'))).toMatchObject({
      refundPercent: 50,
      refundCents: 3575,
      keptCents: 3575,
    });
    expect(parentRefund(care, new Date('2026-12-01T12:00:00Z'))).toMatchObject({ refundPercent: 0, refundCents: 0 });
  });
});

describe('the summary', () => {
  it('adds the days, the fee and the total as the server priced them', () => {
    expect(orderTotals([order(), order({ subtotalCents: 3250, feeCents: 325, totalCents: 3575 })])).toEqual({
      subtotalCents: 9750,
      feeCents: 975,
      totalCents: 10725,
    });
    expect(orderTotals([])).toEqual({ subtotalCents: 0, feeCents: 0, totalCents: 0 });
  });

  it('puts a 409 on the day it names', () => {
    const conflicts = conflictsByOrder(['a', 'b'], { 'OrderIds[1]': ['2026-12-02 is full.'] });
    expect([...conflicts]).toEqual([['b', '2026-12-02 is full.']]);
    expect(conflictsByOrder(['a'], null).size).toBe(0);
  });
});

describe("the provider's cancellation and proposal", () => {
  it('cancels only booked days (a request is refused instead), by the state table', () => {
    const cancellable = ORDER_STATUSES.filter((status) => providerActions({ status }).cancel);
    expect(cancellable).toEqual(['approved', 'payment_failed']);
  });

  it('proposes weekly days only for a child with an approved booking, as the server requires', () => {
    const eligible = ORDER_STATUSES.filter((status) => providerActions({ status }).propose);
    expect(eligible).toEqual(['approved', 'payment_failed', 'checked_in', 'picked_up', 'no_show']);
  });

  it('refunds the parent in full, even within the last hours where the parent would get nothing', () => {
    const late = new Date('2026-12-02T12:00:00Z');
    expect(parentRefund(care, late).refundCents).toBe(0);
    expect(providerRefund(care, late)).toEqual({
      noticeHours: 1,
      refundPercent: 100,
      refundCents: care.totalCents,
      keptCents: 0,
    });
  });
});
