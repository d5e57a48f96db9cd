import { API_PATHS, MessageResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** Ends the session on the server (its refresh token stops working). Quiet: a failure changes nothing here. */
export const logout = () =>
  apiRequest({ method: 'POST', path: API_PATHS.account.logout, schema: MessageResponseSchema, quiet: true });
