/**
 * The one source of "now" for rules that depend on time (bookings in the future, check-in on the day, timed
 * jobs). Production reads the system clock; tests hand buildApp a clock they move (test/manual-clock.ts).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
