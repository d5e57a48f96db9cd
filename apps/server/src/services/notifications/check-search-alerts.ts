import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { searchAlertMatches, searchAlerts, type Database } from '@kinderly/db';
import type { SearchAlertCheckResult } from '@kinderly/shared';
import type { JobQueue } from '../../lib/jobs/index.ts';
import type { NotificationEvent } from '../../lib/notifications/centre.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import { findAlertMatches, type MatchedProvider } from './search-alert-sql.ts';
import { alertMatchWords } from './search-alert-words.ts';

type AlertRow = typeof searchAlerts.$inferSelect;

/** Where the notification leads: the provider's page when there is one, else the search the alert saved. */
function linkOf(alert: AlertRow, found: MatchedProvider[]): string {
  if (found.length === 1) return `/app/providers/${found[0]!.id}`;
  const query = new URLSearchParams({
    lat: String(alert.latitude),
    lng: String(alert.longitude),
    distanceKm: String(alert.distanceKm),
    place: alert.place,
  });
  if (alert.ageGroups.length > 0) query.set('ageGroups', alert.ageGroups.join(','));
  if (alert.careTypes.length > 0) query.set('careTypes', alert.careTypes.join(','));
  query.set('providerTypes', alert.providerTypes.join(','));
  return `/app/booking?${query.toString()}`;
}

function eventOf(alert: AlertRow, found: MatchedProvider[], publicUrl: string): NotificationEvent {
  const words = alertMatchWords(alert, found);
  const link = linkOf(alert, found);
  const ids = found.map((provider) => provider.id).sort();
  const hash = createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 24);
  const url = new URL(link, publicUrl).toString();
  return {
    userId: alert.userId,
    kind: 'alert.match',
    dedupeKey: `alert:${alert.id}:${hash}`,
    title: words.title,
    body: words.body,
    link,
    mail: { action: words.action, url: { en: url, fr: url } },
  };
}

/**
 * Checks one alert: records the providers it finds now that it had not recorded, and queues one notification
 * naming them, in the same transaction. The insert skips pairs already there (another process, a retry), and
 * only the rows this run inserted are announced, so no provider is announced twice.
 */
async function checkOne(deps: CheckDeps, alert: AlertRow): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const candidates = await findAlertMatches(tx, alert, { alertId: alert.id });
    let fresh: MatchedProvider[] = [];
    if (candidates.length > 0) {
      const inserted = await tx
        .insert(searchAlertMatches)
        .values(candidates.map((provider) => ({ alertId: alert.id, providerId: provider.id, announcedAt: deps.now })))
        .onConflictDoNothing()
        .returning({ providerId: searchAlertMatches.providerId });
      const ids = new Set(inserted.map((row) => row.providerId));
      fresh = candidates.filter((provider) => ids.has(provider.id));
    }
    if (fresh.length > 0) await queueNotifications(deps.jobs, tx, [eventOf(alert, fresh, deps.publicUrl)]);
    await tx.update(searchAlerts).set({ lastCheckedAt: deps.now }).where(eq(searchAlerts.id, alert.id));
    return fresh.length;
  });
}

export interface CheckDeps {
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
  now: Date;
}

/** The daily check of every active alert (one transaction per alert, so one failure does not undo the rest). */
export async function checkSearchAlerts(deps: CheckDeps): Promise<SearchAlertCheckResult> {
  const alerts = await deps.db.select().from(searchAlerts).where(eq(searchAlerts.active, true));
  let announced = 0;
  for (const alert of alerts) announced += await checkOne(deps, alert);
  return { alertsChecked: alerts.length, announced };
}
