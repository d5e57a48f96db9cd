import { describe, expect, it } from 'vitest';
import {
  firstStartTime,
  isChoosable,
  monthRange,
  monthWeeks,
  shiftMonth,
  stateOf,
  timeProblem,
  type CalendarDay,
} from './calendar.ts';

const day = (overrides: Partial<CalendarDay> = {}): CalendarDay => ({
  date: '2026-11-25',
  state: 'open',
  open: '07:30',
  close: '17:30',
  spacesLeft: 2,
  holidayName: null,
  ...overrides,
});

describe('the booking calendar', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('lets only open days with a space left be chosen, and shows an open day without spaces as full', () => {
    expect(isChoosable(day())).toBe(true);
    expect(stateOf(day({ spacesLeft: 0 }))).toBe('full');
    expect(isChoosable(day({ spacesLeft: 0 }))).toBe(false);
    for (const state of ['full', 'closed', 'holiday', 'past', 'beforeStart', 'tooFarAhead', 'ageGroup'] as const) {
      expect(isChoosable(day({ state, spacesLeft: null }))).toBe(false);
      expect(stateOf(day({ state, spacesLeft: null }))).toBe(state);
    }
    expect(isChoosable(day({ open: null, close: null }))).toBe(false);
  });

  it('keeps the chosen times within the hours of the day', () => {
    expect(timeProblem(day(), '08:00', '16:00')).toBeNull();
    expect(timeProblem(day(), '07:30', '17:30')).toBeNull();
    expect(timeProblem(day(), '07:00', '16:00')).toBe('beforeOpen');
    expect(timeProblem(day(), '08:00', '18:00')).toBe('afterClose');
    expect(timeProblem(day(), '12:00', '12:00')).toBe('endBeforeStart');
    expect(timeProblem(day(), '', '12:00')).toBe('missing');
  });

  it('starts a chosen day at opening time, or today at the next quarter hour', () => {
    const zone = 'America/Toronto';
    // 13:07 in Toronto on November 25.
    const now = new Date('2026-11-25T18:07:00Z');
    expect(firstStartTime(day({ date: '2026-11-26' }), zone, now)).toBe('07:30');
    expect(firstStartTime(day({ date: '2026-11-25' }), zone, now)).toBe('13:15');
    expect(firstStartTime(day({ date: '2026-11-25' }), zone, new Date('2026-11-25T11:00:00Z'))).toBe('07:30');
  });
});
