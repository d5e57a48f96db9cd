import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { parseRecurrencePrefill } from '../../../lib/recurring-booking-link.ts';

const Uuid = z.uuid();
const valid = (value: string | null) => (value && Uuid.safeParse(value).success ? value : null);

/** The provider and child of a booking page's address; null when absent or not an id (the page says so). */
export function useBookingParams() {
  const [params] = useSearchParams();
  return { providerId: valid(params.get('providerId')), childId: valid(params.get('childId')) };
}

/** The weekly booking's pre-fill (`weekdays`, `startDate`; lib/recurring-booking-link.ts), invalid parts ignored. */
export function useRecurrencePrefill() {
  const [params] = useSearchParams();
  return useMemo(() => parseRecurrencePrefill(params, new Date().toISOString().slice(0, 10)), [params]);
}
