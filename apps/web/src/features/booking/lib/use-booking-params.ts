import { useSearchParams } from 'react-router';
import { z } from 'zod';

const Uuid = z.uuid();
const valid = (value: string | null) => (value && Uuid.safeParse(value).success ? value : null);

/** The provider and child of a booking page's address; null when absent or not an id (the page says so). */
export function useBookingParams() {
  const [params] = useSearchParams();
  return { providerId: valid(params.get('providerId')), childId: valid(params.get('childId')) };
}
