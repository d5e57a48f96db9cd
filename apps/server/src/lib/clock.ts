/**
 * The one source of "now" for rules that depend on time (bookings in the future, check-in on the day, timed
 * jobs). Production reads the system clock; tests hand buildApp a clock they move (test/manual-clock.ts).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved by an offset (DEV_CLOCK, outside production): end-to-end journeys set "now" to a care day. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(now: Date | null) {
    this.offsetMs = now ? now.getTime() - Date.now() : 0;
  }
}
