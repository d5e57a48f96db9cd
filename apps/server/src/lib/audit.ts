import { auditLog, type Database } from '@kinderly/db';
import type { Actor } from '../plugins/auth.ts';

/** One administrator action for the append-only audit log (issue 18): who, what, on what, from where. */
export interface AuditEntry {
  actor: Pick<Actor, 'userId'>;
  action: string;
  targetType: string;
  targetId: string;
  ip: string | undefined;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
