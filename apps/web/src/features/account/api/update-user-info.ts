import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, UserInfoSchema, type UpdateUserInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const updateUserInfo = (input: UpdateUserInfoRequest) =>
  apiRequest({ method: 'POST', path: API_PATHS.account.updateUserInfo, body: input, schema: UserInfoSchema });

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async (info) => {
      queryClient.setQueryData(accountKeys.userInfo(), info);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.user() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
      ]);
    },
  });
}
