import { useMutation } from '@tanstack/react-query';
import { API_PATHS, SendInvitationResponseSchema, type SendInvitationRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/**
 * `quiet`: every refusal (field map, the rate limit, a child not ours) is shown by the invite form itself, so a
 * parent never leaves the child's record because an e-mail was mistyped.
 */
export const sendInvitation = (body: SendInvitationRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.sendInvitation,
    body,
    schema: SendInvitationResponseSchema,
    quiet: true,
  });

export const useSendInvitation = () => useMutation({ mutationFn: sendInvitation });
