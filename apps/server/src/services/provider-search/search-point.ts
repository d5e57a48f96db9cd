import { eq } from 'drizzle-orm';
import { users, type Database } from '@kinderly/db';
import { SEARCH_MESSAGES, toFieldKey } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Point } from '../../lib/provider-list/provider-sql.ts';

/** The location the user saved with saveUserLocation, or null. */
export async function savedLocationOf(db: Database, userId: string): Promise<Point | null> {
  const [row] = await db
    .select({ latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, userId));
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** The point to search around: the one asked for, else the caller's saved location, else a 400 on `Lat`. */
export async function resolveSearchPoint(
  db: Database,
  userId: string,
  query: { lat?: number | undefined; lng?: number | undefined },
): Promise<Point> {
  if (query.lat !== undefined && query.lng !== undefined) return { latitude: query.lat, longitude: query.lng };
  const saved = await savedLocationOf(db, userId);
  if (saved) return saved;
  throw AppError.validation(
    { [toFieldKey(['lat'])]: [SEARCH_MESSAGES.locationRequired] },
    SEARCH_MESSAGES.locationRequired,
  );
}
