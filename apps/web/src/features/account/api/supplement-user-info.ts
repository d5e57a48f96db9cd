import { useMutation } from '@tanstack/react-query';
import { API_PATHS, LoginResponseSchema, type SupplementUserInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** Answers a new login result (new session) whose token says the registration is complete. */
export const supplementUserInfo = (input: SupplementUserInfoRequest) =>
  apiRequest({ method: 'POST', path: API_PATHS.account.supplementUserInfo, body: input, schema: LoginResponseSchema });

export const useSupplementUserInfo = () => useMutation({ mutationFn: supplementUserInfo });
