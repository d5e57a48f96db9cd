import type { Clock } from '../src/lib/clock.ts';

/** A clock a test sets and moves: `new ManualClock('2026-03-07T12:00:00Z')`, then `advance({ hours: 25 })`. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: string | Date) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: string | Date) {
    this.current = new Date(to).getTime();
  }

  advance({
    days = 0,
    hours = 0,
    minutes = 0,
    seconds = 0,
  }: {
    days?: number;
    hours?: number;
    minutes?: number;
    seconds?: number;
  }) {
    this.current += (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
  }
}
