import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { queueKeys } from './queue-keys.ts';

export type OfferAnswer = 'accept' | 'decline';

/** POST waitlist/requests/{requestId}/accept or /decline: the family answers an offered place. */
export const answerOffer = ({ requestId, answer }: { requestId: string; answer: OfferAnswer }) =>
  apiRequest({
    method: 'POST',
    path: buildPath(answer === 'accept' ? API_PATHS.waitlist.acceptOffer : API_PATHS.waitlist.declineOffer, {
      requestId,
    }),
  });

export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSettled: () => client.invalidateQueries({ queryKey: queueKeys.requests() }),
  });
}
