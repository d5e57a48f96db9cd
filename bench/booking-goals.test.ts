import { describe, expect, it } from 'vitest';
import { judgeBookingGoals } from './booking-goals.ts';

const clean = { holding: 100, overbookedDays: 0, miscountedDays: 0, childOverlaps: 0 };

describe('judgeBookingGoals', () => {
  it('passes PostgreSQL at 500 bookings/s and fails just below', () => {
    const lines = judgeBookingGoals(
      'postgres',
      [
        { phase: 'requests', bookingsPerSecond: 500 },
        { phase: 'instant', bookingsPerSecond: 499.9 },
      ],
      clean,
    );
    expect(lines.map((line) => line.verdict)).toEqual(['PASS', 'FAIL', 'PASS']);
  });

  it('fails the check on any overbooked day, miscounted day or overlap of one child', () => {
    for (const bad of [{ overbookedDays: 1 }, { miscountedDays: 1 }, { childOverlaps: 1 }])
      expect(judgeBookingGoals('pglite', [], { ...clean, ...bad })[0]!.verdict).toBe('FAIL');
  });

  it('sets no speed goal on PGlite but still checks overbooking', () => {
    const lines = judgeBookingGoals('pglite', [{ phase: 'requests', bookingsPerSecond: 120 }], clean);
    expect(lines.map((line) => line.verdict)).toEqual(['NOT MEASURED', 'PASS']);
    expect(lines[0]!.detail).toContain('PGlite: 120/s');
  });
});
