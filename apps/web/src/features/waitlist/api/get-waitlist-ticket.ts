import { useQuery } from '@tanstack/react-query';
import { API_PATHS, waitlistTicketSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { waitlistKeys } from './query-keys.ts';

/**
 * GET child/{id}/waitlist/{ticket}: the family's ticket with its selections. Its failures are the page's (the wizard
 * says a 404 link is not valid, offers a retry otherwise; the providers page leaves the summary out); a 401 still goes
 * to login.
 */
export const getWaitlistTicket = (childId: string, ticketId: string, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.waitlist.updateEntry, { id: childId, ticket: ticketId }),
    schema: waitlistTicketSchema,
    signal,
    returnToCaller: (error: ApiError) => error.status !== 401,
  });

export const useWaitlistTicket = (childId: string, ticketId: string | null, enabled = true) =>
  useQuery({
    queryKey: waitlistKeys.ticket(childId, ticketId ?? ''),
    queryFn: ({ signal }) => getWaitlistTicket(childId, ticketId!, signal),
    enabled: enabled && ticketId !== null && childId !== '',
    ...waitlistRetry,
    // The step page and its frame read it in turn: a failed read stays failed until the family asks again.
    retryOnMount: false,
  });
