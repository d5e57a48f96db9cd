import { WAITLIST_REQUEST_RETRIES, WAITLIST_REQUEST_RETRY_DELAY_MS } from '../constants.ts';

// SPEC sections 7 and 9: the filtered providers of a waitlist are asked again 3 times, 1 second apart, when the
// request fails. A refusal that asking again cannot change (400, 401, 403, 404, 409, 422) is not asked again: the
// family sees it at once (ADR 023); a network failure, a timeout, 429 and 5xx are.

const FINAL_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

/** Whether a failed waitlist request is asked again, after `failureCount` failures (TanStack Query's `retry`). */
export function retryWaitlistRequest(failureCount: number, status: number | null | undefined): boolean {
  if (status !== null && status !== undefined && FINAL_STATUSES.has(status)) return false;
  return failureCount < WAITLIST_REQUEST_RETRIES;
}

/** The wait before each new attempt (TanStack Query's `retryDelay`): always one second. */
export const waitlistRetryDelayMs = (): number => WAITLIST_REQUEST_RETRY_DELAY_MS;
