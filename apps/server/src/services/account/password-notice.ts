import { eq } from 'drizzle-orm';
import { providers, type Database } from '@kinderly/db';
import { timeZoneOfProvince } from '@kinderly/shared';
import { passwordChangedEvent } from '../../lib/notifications/account-notices.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import type { AccountDeps } from './deps.ts';

/**
 * Queues "your password was changed" in the change's transaction `tx`. The time is told in the province of a
 * provider's business; other people have no province on record, so Toronto's time (the default of the product).
 */
export async function queuePasswordChanged(
  deps: Pick<AccountDeps, 'jobs' | 'clock' | 'publicUrl'>,
  tx: Database,
  userId: string,
): Promise<void> {
  const [provider] = await tx
    .select({ province: providers.province })
    .from(providers)
    .where(eq(providers.userId, userId));
  await queueNotifications(deps.jobs, tx, [
    passwordChangedEvent({
      userId,
      at: deps.clock.now(),
      timeZone: timeZoneOfProvince(provider?.province),
      publicUrl: deps.publicUrl,
    }),
  ]);
}
