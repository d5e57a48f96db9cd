/** Issue 15's booking goal, judged from the figures of one booking bench run. */
import type { OverbookingCheck } from './booking-check.ts';
import type { GoalLine } from './search-goals.ts';

export const BOOKINGS_PER_SECOND_GOAL = 500;

/** One timed phase: its bookings per second (answers 200 per second of the phase). */
export interface PhaseFigures {
  phase: string;
  bookingsPerSecond: number;
}

const fmt = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 1 });

/** A speed line per phase (PostgreSQL only: PGlite has no goal), then the overbooking check on either database. */
export function judgeBookingGoals(
  database: 'postgres' | 'pglite',
  phases: PhaseFigures[],
  check: OverbookingCheck,
): GoalLine[] {
  const speed = phases.map((figures): GoalLine => {
    const goal = `PostgreSQL: >= ${BOOKINGS_PER_SECOND_GOAL} bookings/s, ${figures.phase}`;
    if (database !== 'postgres')
      return {
        goal,
        verdict: 'NOT MEASURED',
        detail: `run with --db postgres (PGlite: ${fmt(figures.bookingsPerSecond)}/s, no goal)`,
      };
    return {
      goal,
      verdict: figures.bookingsPerSecond >= BOOKINGS_PER_SECOND_GOAL ? 'PASS' : 'FAIL',
      detail: `${fmt(figures.bookingsPerSecond)} bookings/s`,
    };
  });
  const clean = check.overbookedDays === 0 && check.miscountedDays === 0 && check.childOverlaps === 0;
  return [
    ...speed,
    {
      goal: 'zero overbooking (checked in SQL after the run)',
      verdict: clean ? 'PASS' : 'FAIL',
      detail:
        `${check.holding} holding orders; ${check.overbookedDays} provider days over their spaces, ` +
        `${check.miscountedDays} with provider_day_spaces.taken unlike their orders, ` +
        `${check.childOverlaps} overlapping pairs of one child's orders`,
    },
  ];
}
