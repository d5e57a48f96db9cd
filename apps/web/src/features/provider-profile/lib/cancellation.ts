import { CANCELLATION_OPTIONS, type CancellationOptionKey } from '@kinderly/shared';

/** How long before the care a cancellation must come: whole days from three days up, hours below. */
export type Notice = { unit: 'hours' | 'days'; count: number };
export type RefundTier = { percent: number; notice: Notice };

export function noticeOf(hours: number): Notice {
  return hours >= 72 && hours % 24 === 0 ? { unit: 'days', count: hours / 24 } : { unit: 'hours', count: hours };
}

/**
 * The refund tiers of a cancellation option (ADR 009), longest notice first, in the terms parents read: "Full refund
 * up to 7 days before", "50% refund up to 48 hours before"; after the last tier there is no refund.
 */
export function cancellationTerms(option: CancellationOptionKey): RefundTier[] {
  const terms = CANCELLATION_OPTIONS.find((candidate) => candidate.key === option);
  return (terms?.tiers ?? []).map((tier) => ({ percent: tier.refundPercent, notice: noticeOf(tier.minNoticeHours) }));
}
