import type { CanadianProvince } from '../provider-enrolment/constants.ts';

/**
 * A provider's times are local to their province (issue 15): dates are local dates, hours are minutes after local
 * midnight, instants are UTC. Provinces that span zones use their most populous one (ADR 022).
 */
export const PROVINCE_TIME_ZONES: Readonly<Record<CanadianProvince, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};
export const DEFAULT_TIME_ZONE = 'America/Toronto';

export function timeZoneOfProvince(province: string | null | undefined): string {
  return PROVINCE_TIME_ZONES[province as CanadianProvince] ?? DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of `zone` at `instant`: local date (YYYY-MM-DD) and minutes after local midnight. */
export function localPartsOf(instant: Date, zone: string): { date: string; minute: number } {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Minutes the zone's wall clock is ahead of UTC at `instantMs`. */
function offsetMinutes(instantMs: number, zone: string): number {
  const { date, minute } = localPartsOf(new Date(instantMs), zone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const seconds = new Date(instantMs).getUTCSeconds();
  const asUtc = Date.UTC(y, m - 1, d) + minute * 60_000 + seconds * 1000;
  return Math.round((asUtc - instantMs) / 60_000);
}

/**
 * The UTC instant of local `date` at `minute` after midnight (1440 is the next midnight) in `zone`. A wall time
 * skipped by a spring-forward change resolves to the instant after the gap; a repeated one to its first occurrence.
 */
export function zonedInstant(date: string, minute: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minute * 60_000;
  const first = wall - offsetMinutes(wall, zone) * 60_000;
  const second = wall - offsetMinutes(first, zone) * 60_000;
  if (first === second) return new Date(first);
  // Around a change the two guesses differ: keep the one whose wall clock reads back as asked, else the later.
  const readsBack = (t: number) => localPartsOf(new Date(t), zone).minute === minute % 1440;
  if (readsBack(Math.min(first, second))) return new Date(Math.min(first, second));
  return new Date(Math.max(first, second));
}

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** `date` plus `days` (may be negative), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "HH:mm" -> minutes after midnight ("24:00" is 1440). */
export function minuteOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight -> "HH:mm". */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
