import { COLLECT_PAGE_VIEW_PATH, type CollectPageViewRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** Counts one page view (SPEC sections 7 and 9). Optional auth: visitors are counted before they sign in too. */
export const collectPageView = (view: CollectPageViewRequest) =>
  apiRequest({ method: 'POST', path: COLLECT_PAGE_VIEW_PATH, body: view, kind: 'optional' });
