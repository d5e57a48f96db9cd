import { MessageResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** Ends the session on the server (its refresh token stops working). Quiet: a failure changes nothing here. */
export const logout = () =>
  apiRequest({ method: 'POST', path: '/api/account/logout', schema: MessageResponseSchema, quiet: true });
