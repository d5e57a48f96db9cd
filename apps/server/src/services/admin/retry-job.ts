import { and, eq, sql } from 'drizzle-orm';
import { jobs, type Database } from '@kinderly/db';
import type { AdminFailedJob } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toFailedJob } from './failed-jobs.ts';

export interface RetryJobInput {
  db: Database;
  actor: Actor;
  jobId: string;
  ip: string | undefined;
  /** The application's clock: the job is due at once for the queue, which compares run_at with it. */
  now: Date;
}

const uniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string }))?.code === '23505';

/**
 * Runs a failed job again (issue 19): it goes back to pending, due now, with one more attempt allowed
 * (max_attempts = attempts + 1). Its attempts are kept, so the list still says how often it was tried; if this run
 * fails too it is failed again at once, for the administrator to look at, instead of retrying for hours. The last
 * error stays until the run replaces it. Audited as `job.retry`.
 */
export async function retryJob({ db, actor, jobId, ip, now }: RetryJobInput): Promise<AdminFailedJob> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({
          state: 'pending',
          runAt: now,
          maxAttempts: sql`${jobs.attempts} + 1`,
          lockedUntil: null,
          finishedAt: null,
        })
        .where(and(eq(jobs.id, jobId), eq(jobs.state, 'failed')))
        .returning();
      if (!row) {
        const [existing] = await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
        if (!existing) throw AppError.notFound('No such job.');
        throw new AppError('CONFLICT', `Only a failed job can be retried; this one is ${existing.state}.`);
      }
      await recordAudit(tx, {
        actor,
        action: 'job.retry',
        targetType: 'job',
        targetId: row.id,
        ip,
        details: { name: row.name, attempts: row.attempts },
      });
      return toFailedJob(row);
    });
  } catch (error) {
    // A singleton job ("expire order X") whose key was enqueued again since it failed: that newer job stands.
    if (uniqueViolation(error))
      throw new AppError('CONFLICT', 'A job with the same key is already waiting or running; it replaces this one.');
    throw error;
  }
}
