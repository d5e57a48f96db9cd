import { describe, expect, it } from 'vitest';
import { weekRows } from './hours.ts';

describe('weekRows', () => {
  const hours = [
    { weekday: 5, isOpen: true, openTime: '08:00', closeTime: '16:00' },
    { weekday: 1, isOpen: true, openTime: '07:30', closeTime: '17:30' },
    { weekday: 3, isOpen: false, openTime: null, closeTime: null },
  ] as const;

  it('lists the seven days Monday first; a day closed or left out is closed', () => {
    const rows = weekRows([...hours], 'en');
    expect(rows.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.map((row) => row.open)).toEqual([true, false, false, false, true, false, false]);
  });

  it('gives the times in the reader’s language', () => {
    const [monday] = weekRows([...hours], 'en');
    expect(monday).toMatchObject({ open: true, opens: '7:30 a.m.', closes: '5:30 p.m.' });
    const [lundi, , , , vendredi] = weekRows([...hours], 'fr');
    expect(lundi).toMatchObject({ day: 'lundi', opens: '7 h 30', closes: '17 h 30' });
    expect(vendredi).toMatchObject({ day: 'vendredi', opens: '8 h 00', closes: '16 h 00' });
  });

  it('reads 24:00 as midnight', () => {
    const [monday] = weekRows([{ weekday: 1, isOpen: true, openTime: '18:00', closeTime: '24:00' }], 'en');
    expect(monday).toMatchObject({ opens: '6:00 p.m.', closes: '12:00 a.m.' });
  });
});
