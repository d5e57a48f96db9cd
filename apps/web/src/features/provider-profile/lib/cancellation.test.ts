import { describe, expect, it } from 'vitest';
import { CANCELLATION_OPTIONS, refundPercentFor } from '@kinderly/shared';
import { cancellationTerms, noticeOf } from './cancellation.ts';

describe('cancellationTerms', () => {
  it('reads each option of ADR 009 as refund tiers, longest notice first', () => {
    expect(cancellationTerms('flexible')).toEqual([{ percent: 100, notice: { unit: 'hours', count: 24 } }]);
    expect(cancellationTerms('moderate')).toEqual([
      { percent: 100, notice: { unit: 'days', count: 7 } },
      { percent: 50, notice: { unit: 'hours', count: 48 } },
    ]);
    expect(cancellationTerms('strict')).toEqual([{ percent: 50, notice: { unit: 'days', count: 14 } }]);
  });

  it('says what the refund rule computes: each tier holds from its notice on, none below the last', () => {
    for (const option of CANCELLATION_OPTIONS) {
      const hours = (notice: { unit: string; count: number }) => notice.count * (notice.unit === 'days' ? 24 : 1);
      const tiers = cancellationTerms(option.key);
      for (const tier of tiers) expect(refundPercentFor(option.key, hours(tier.notice))).toBe(tier.percent);
      expect(refundPercentFor(option.key, hours(tiers.at(-1)!.notice) - 1)).toBe(0);
    }
  });
});

describe('noticeOf', () => {
  it('counts whole days from three days up, hours below', () => {
    expect(noticeOf(24)).toEqual({ unit: 'hours', count: 24 });
    expect(noticeOf(48)).toEqual({ unit: 'hours', count: 48 });
    expect(noticeOf(72)).toEqual({ unit: 'days', count: 3 });
    expect(noticeOf(336)).toEqual({ unit: 'days', count: 14 });
    expect(noticeOf(100)).toEqual({ unit: 'hours', count: 100 });
  });
});
