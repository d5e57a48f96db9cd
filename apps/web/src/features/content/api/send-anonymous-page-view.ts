import { COLLECT_PAGE_VIEW_PATH, type CollectPageViewRequest } from '@kinderly/shared';

/**
 * Counts one page view of a visitor without a session: the same POST and JSON body as `collectPageView`, without
 * a token. The landing page only runs for visitors with no stored session (ADR 015), so it has no token to send
 * and no use for the API client, whose session store and token refresh (with zod) weigh about 45 KB gzip.
 * Rejects when the server does not count it; the caller drops the failure.
 */
export async function sendAnonymousPageView(view: CollectPageViewRequest): Promise<void> {
  const response = await fetch(COLLECT_PAGE_VIEW_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The page view was not counted (HTTP ${response.status})`);
}
