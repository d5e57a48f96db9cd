import { addDays } from '@kinderly/shared';
import { z } from 'zod';

/**
 * The weekly booking page (`/reoccurring-booking-day?providerId=&childId=`) can open pre-filled, which is how an
 * accepted waitlist place leads to its booking (ADR 023 session 9). Two optional query parameters:
 * - `weekdays`: ISO weekdays (Monday 1 to Sunday 7), comma-separated, each once (`1,3,5`);
 * - `startDate`: the first day, `YYYY-MM-DD`, not before the earliest bookable day (tomorrow).
 * A parameter that does not parse is ignored as a whole and the form keeps its default. It lives in lib because
 * the waitlist builds the link and the booking feature reads it.
 */
export const RECURRING_BOOKING_PATH = '/reoccurring-booking-day';

export interface RecurrencePrefill {
  weekdays?: number[];
  startDate?: string;
}

/** The first day a booking can take: tomorrow (the booking rules refuse today and the past). */
export const earliestBookableDate = (today: string) => addDays(today, 1);

const WeekdaysSchema = z
  .string()
  .regex(/^[1-7](,[1-7]){0,6}$/)
  .transform((text) => text.split(',').map(Number))
  .refine((days) => new Set(days).size === days.length);
const StartDateSchema = z.iso.date();

/** The pre-fill of a booking page's query; `today` is the browser's ISO date. */
export function parseRecurrencePrefill(params: URLSearchParams, today: string): RecurrencePrefill {
  const prefill: RecurrencePrefill = {};
  const weekdays = WeekdaysSchema.safeParse(params.get('weekdays') ?? undefined);
  if (weekdays.success) prefill.weekdays = [...weekdays.data].sort((a, b) => a - b);
  const startDate = StartDateSchema.safeParse(params.get('startDate') ?? undefined);
  if (startDate.success && startDate.data >= earliestBookableDate(today)) prefill.startDate = startDate.data;
  return prefill;
}

/** The weekly booking page for a provider and child, pre-filled; a start date already passed becomes the earliest. */
export function recurringBookingPath(
  query: { providerId: string; childId: string; weekdays: number[]; startDate: string },
  today: string,
): string {
  const earliest = earliestBookableDate(today);
  const params = new URLSearchParams({
    providerId: query.providerId,
    childId: query.childId,
    startDate: query.startDate < earliest ? earliest : query.startDate,
  });
  if (query.weekdays.length > 0) params.set('weekdays', query.weekdays.join(','));
  return `${RECURRING_BOOKING_PATH}?${params}`;
}
