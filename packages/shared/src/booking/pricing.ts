import {
  CANCELLATION_OPTIONS,
  type CancellationOptionKey,
  type CareTypeId,
  type PriceUnit,
} from '../provider-enrolment/constants.ts';

/** The platform's share, on top of the provider's prices, unless PLATFORM_FEE_PERCENT says otherwise (ADR 022). */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;
/** Days are bookable at most this far ahead. */
export const BOOKING_MAX_MONTHS_AHEAD = 12;
/** The provider answers a request within this, or before the care starts, or it expires. */
export const BOOKING_ANSWER_HOURS = 48;
/** Card holds are placed this many days before the care day (they expire after about 7). */
export const HOLD_DAYS_AHEAD = 6;
/** A day whose hold still fails this many hours before the care is cancelled. */
export const PAYMENT_FAILED_CANCEL_HOURS = 24;

export interface CancellationTier {
  minNoticeHours: number;
  refundPercent: number;
}

/**
 * The time window a care type covers, as minutes after local midnight, and on which ISO weekdays; null means any
 * time (drop-in, subsidy and special-needs prices are not tied to the clock); before/after school is checked below.
 */
const CARE_TYPE_WINDOWS: Partial<Record<CareTypeId, { from: number; to: number; weekdays: readonly number[] }>> = {
  21: { from: 360, to: 1080, weekdays: [1, 2, 3, 4, 5] },
  22: { from: 1080, to: 1440, weekdays: [1, 2, 3, 4, 5, 6, 7] },
  23: { from: 360, to: 1080, weekdays: [6, 7] },
};

/** True when a day of care on `weekday` from `start` to `end` (minutes) is the kind of care `careTypeId` prices. */
export function careTypeFits(careTypeId: number, weekday: number, start: number, end: number): boolean {
  if (careTypeId === 25) return false; // overnight crosses midnight: not bookable as one day yet
  // Before school ends by 09:00, after school starts from 15:00, on school days.
  if (careTypeId === 24) return weekday <= 5 && (end <= 540 || start >= 900);
  const window = CARE_TYPE_WINDOWS[careTypeId as CareTypeId];
  if (!window) return true;
  return window.weekdays.includes(weekday) && start >= window.from && end <= window.to;
}

/** The price of one day: the daily price, or the hourly price for the minutes booked (rounded to the cent). */
export function dayPriceCents(unit: PriceUnit, amountCents: number, start: number, end: number): number {
  return unit === 'daily' ? amountCents : Math.round((amountCents * (end - start)) / 60);
}

export function platformFeeCents(subtotalCents: number, feePercent: number): number {
  return Math.round((subtotalCents * feePercent) / 100);
}

/** The tiers of a provider's option, copied onto each order when it is booked (ADR 009). */
export function cancellationTiersOf(option: CancellationOptionKey): CancellationTier[] {
  const terms = CANCELLATION_OPTIONS.find((candidate) => candidate.key === option);
  return (terms?.tiers ?? []).map((tier) => ({ ...tier }));
}

export interface RefundQuote {
  /** Whole hours from the cancellation to the start of the care (0 when it has started). */
  noticeHours: number;
  refundPercent: number;
  /** What the parent does not pay, or gets back. */
  refundCents: number;
  /** What the parent pays for the cancelled day. */
  keptCents: number;
}

/**
 * The one computation of a cancellation's refund, on the server and in the web app (issue 15): the provider
 * cancelling refunds everything; the parent gets the first tier whose notice is met, of the order's total.
 */
export function quoteRefund(input: {
  totalCents: number;
  tiers: readonly CancellationTier[];
  startsAt: Date;
  now: Date;
  cancelledBy: 'parent' | 'provider' | 'system' | 'admin';
}): RefundQuote {
  const noticeHours = Math.max(0, Math.floor((input.startsAt.getTime() - input.now.getTime()) / 3_600_000));
  const refundPercent =
    input.cancelledBy === 'parent'
      ? ([...input.tiers]
          .sort((a, b) => b.minNoticeHours - a.minNoticeHours)
          .find((t) => noticeHours >= t.minNoticeHours)?.refundPercent ?? 0)
      : 100;
  const refundCents = Math.round((input.totalCents * refundPercent) / 100);
  return { noticeHours, refundPercent, refundCents, keptCents: input.totalCents - refundCents };
}
