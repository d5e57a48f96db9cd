import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AcceptInvitationResponseSchema, API_PATHS } from '@kinderly/shared';
import { apiRequest, refreshSessionNow } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/**
 * `quiet`: an invalid invitation (400 INVALID_INVITATION) is explained on the invitation page, not by the error
 * routing (which would send a 400 without a field map to login).
 */
export const acceptInvitation = (invitationToken: string) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.acceptInvitation,
    body: { invitationToken },
    schema: AcceptInvitationResponseSchema,
    quiet: true,
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async () => {
      // The childrenCount claim is computed when a token is issued (see the contract README).
      await refreshSessionNow();
      await queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() });
    },
  });
}
