import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type LeaveWaitlistBody } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { queueKeys } from './queue-keys.ts';

/** DELETE waitlist/requests: the family leaves one provider's list (body providerId, ticketId). */
export const leaveWaitlist = (body: LeaveWaitlistBody) =>
  apiRequest({ method: 'DELETE', path: API_PATHS.waitlist.requests, body });

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => client.invalidateQueries({ queryKey: queueKeys.requests() }),
  });
}
