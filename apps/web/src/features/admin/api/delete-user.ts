import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, AdminDeleteUserResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { adminKeys } from './chat-reports.ts';

/** POST delete user (SPEC section 7, ADR 027): refusals (yourself, the last administrator, gone) are the page's. */
export const deleteUser = (userId: string) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.admin.deleteUser,
    body: { userId },
    schema: AdminDeleteUserResponseSchema,
    returnToCaller: (error) => error.status === 400 || error.status === 404 || error.status === 409,
  });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The list, the details and the audit log all change. Marked stale, not refetched now: the details page still
    // on screen would ask for the person just deleted (a 404); the list the page goes to reads afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' }),
  });
}
