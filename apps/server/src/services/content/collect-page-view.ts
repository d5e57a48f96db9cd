import { pageViews, type Database } from '@kinderly/db';
import type { CollectPageViewRequest, CollectPageViewResponse } from '@kinderly/shared';

/** Drops the query and the fragment: they can hold e-mailed tokens (reset and confirmation links). */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** Origin and path of a referrer URL (so no user name, password, query or fragment); null when empty. */
function cleanReferrer(referrer: string | null | undefined): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? withoutQuery(value) : `${url.origin}${url.pathname}`;
  } catch {
    return withoutQuery(value) || null;
  }
}

/**
 * Stores one page view. Privacy: no IP address and no user agent; the user only when signed in; the path and
 * the referrer without their query strings.
 */
export async function collectPageView({
  db,
  view,
  userId,
}: {
  db: Database;
  view: CollectPageViewRequest;
  userId: string | null;
}): Promise<CollectPageViewResponse> {
  const [row] = await db
    .insert(pageViews)
    .values({
      title: view.title,
      path: withoutQuery(view.path),
      referrer: cleanReferrer(view.referrer),
      language: view.language ?? null,
      userId,
    })
    .returning({ id: pageViews.id });
  if (!row) throw new Error('page view was not stored');
  return row;
}
