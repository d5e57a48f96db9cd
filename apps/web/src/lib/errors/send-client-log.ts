import { API_PATHS, type ClientLog } from '@kinderly/shared';
import { apiRequest } from '../api/index.ts';

/**
 * `POST /api/log/sendLogToBackend` (SPEC section 7, Misc). Optional auth: reports come before sign-in too, and a
 * live token ties the report to its user. A failure goes back to the caller, which ignores it.
 */
export const sendClientLog = (log: ClientLog) =>
  apiRequest({ method: 'POST', path: API_PATHS.log.sendLogToBackend, body: log, kind: 'optional' });
