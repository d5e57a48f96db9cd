import { RECURRING_BOOKING_PATH } from '../../../lib/recurring-booking-link.ts';

/** The booking flow's pages (SPEC section 2), each carrying the provider and the child in its query. */
export const BOOKING_PATHS = {
  chooseType: '/choose-booking-type',
  time: '/booking-time',
  /** Also takes `weekdays` and `startDate` to open pre-filled (lib/recurring-booking-link.ts). */
  recurring: RECURRING_BOOKING_PATH,
  summary: '/booking-summary',
  parentHistory: '/app/booking?view=bookings',
  providerHistory: '/app/history',
} as const;

export function bookingPath(
  path: (typeof BOOKING_PATHS)[keyof typeof BOOKING_PATHS],
  query: { providerId: string; childId?: string | null },
): string {
  const params = new URLSearchParams({ providerId: query.providerId });
  if (query.childId) params.set('childId', query.childId);
  return `${path}?${params}`;
}

export const childDetailsPath = (childId: string) => `/app/history/viewDetails/${childId}`;

/** The provider proposes the same weekdays every week to a booked child's family. */
export const proposeRecurringPath = (childId: string) => `/app/history/propose/${childId}`;
