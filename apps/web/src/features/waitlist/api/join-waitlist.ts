import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, joinWaitlistResultSchema, WaitlistErrorCode, type JoinWaitlistBody } from '@kinderly/shared';
import { apiRequest, isApiError, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { queueKeys } from './queue-keys.ts';

/** The child waits on as many lists as it may (ADR 023): the page sends the family to /limit-page. */
export const isLimitReached = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 409 && error.code === WaitlistErrorCode.LimitReached;

/** POST child/{id}/waitlist/providers: the ticket joins each chosen provider's list (joining twice does nothing). */
export const joinWaitlist = (childId: string, body: JoinWaitlistBody) =>
  apiRequest({
    method: 'POST',
    path: buildPath(API_PATHS.waitlist.providers, { id: childId }),
    body,
    schema: joinWaitlistResultSchema,
    returnToCaller: isLimitReached,
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
