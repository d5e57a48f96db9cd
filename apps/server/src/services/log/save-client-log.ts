import { clientLogs, type Database } from '@kinderly/db';
import type { ClientLog } from '@kinderly/shared';

export interface SaveClientLogInput {
  db: Database;
  log: ClientLog;
  userAgent: string | undefined;
  requestId: string;
  userId?: string | null;
}

/** Stores one browser error report so that support can read what a person ran into. */
export async function saveClientLog({ db, log, userAgent, requestId, userId }: SaveClientLogInput) {
  const [row] = await db
    .insert(clientLogs)
    .values({
      message: log.message,
      stack: log.stack ?? null,
      url: log.url ?? null,
      userAgent: userAgent?.slice(0, 500) ?? null,
      requestId,
      userId: userId ?? null,
    })
    .returning({ id: clientLogs.id });
  if (!row) throw new Error('client log was not stored');
  return row;
}
