import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, joinWaitlistResultSchema, type JoinWaitlistBody } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { queueKeys } from './queue-keys.ts';

/** POST child/{id}/waitlist/providers: the ticket joins each chosen provider's list (joining twice does nothing). */
export const joinWaitlist = (childId: string, body: JoinWaitlistBody) =>
  apiRequest({
    method: 'POST',
    path: buildPath(API_PATHS.waitlist.providers, { id: childId }),
    body,
    schema: joinWaitlistResultSchema,
  });

export function useJoinWaitlist(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => joinWaitlist(childId, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queueKeys.providersOf(childId) }),
        client.invalidateQueries({ queryKey: queueKeys.requests() }),
      ]),
  });
}
