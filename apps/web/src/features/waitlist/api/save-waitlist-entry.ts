import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, waitlistTicketSchema, waitlistUpdateProblems, type WaitlistSelections } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { clearWaitlistData } from '../lib/selections-store.ts';
import { waitlistKeys } from './query-keys.ts';

/** An update asked without the child's or the ticket's id: SPEC section 5's messages, no call made. */
export class WaitlistUpdateError extends Error {
  override readonly name = 'WaitlistUpdateError';
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

/** POST child/{id}/waitlist: a new ticket from the selections. A 400 (its field messages) or 409 is the page's. */
export const createWaitlistEntry = (childId: string, selections: WaitlistSelections) =>
  apiRequest({
    method: 'POST',
    path: buildPath(API_PATHS.waitlist.createEntry, { id: childId }),
    body: selections,
    schema: waitlistTicketSchema,
    returnToCaller: (error: ApiError) => error.status === 400 || error.status === 409,
  });

/** PUT child/{id}/waitlist/{ticket}: the ticket's selections replaced; both ids are needed (SPEC section 5). */
export function updateWaitlistEntry(
  childId: string | null | undefined,
  ticketId: string | null | undefined,
  selections: WaitlistSelections,
) {
  const problems = waitlistUpdateProblems(childId, ticketId);
  if (problems.length > 0) return Promise.reject(new WaitlistUpdateError(problems));
  return apiRequest({
    method: 'PUT',
    path: buildPath(API_PATHS.waitlist.updateEntry, { id: childId!, ticket: ticketId! }),
    body: selections,
    schema: waitlistTicketSchema,
    returnToCaller: (error: ApiError) => error.status === 400 || error.status === 409,
  });
}

export type ConfirmWaitlist = { childId: string; ticketId: string | null; selections: WaitlistSelections };

/**
 * SPEC section 4: with a waitlist ticket id (from the query) the ticket is updated, otherwise a new entry is
 * created; the stored selections are then cleared.
 */
export async function confirmWaitlist({ childId, ticketId, selections }: ConfirmWaitlist) {
  const ticket = ticketId
    ? await updateWaitlistEntry(childId, ticketId, selections)
    : await createWaitlistEntry(childId, selections);
  clearWaitlistData();
  return ticket;
}

export function useConfirmWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWaitlist,
    // The next edit reads the ticket as it is now, not the answers cached before this one.
    onSuccess: (ticket) =>
      queryClient.removeQueries({ queryKey: waitlistKeys.ticket(ticket.childId, ticket.waitlistTicketId) }),
  });
}
