import { API_PATHS, LoginResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** Single use: the page calls it once, directly, so a re-render can never spend the link twice. */
export const confirmEmail = (query: { userId: string; etoken: string }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.confirmemail,
    query,
    kind: 'public',
    schema: LoginResponseSchema,
  });
