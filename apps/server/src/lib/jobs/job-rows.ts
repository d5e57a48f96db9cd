import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { jobs, type Database } from '@kinderly/db';

/** `db` or a transaction of it: a job enqueued in a transaction commits or rolls back with it. */
export type Queryable = Pick<Database, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

const ACTIVE = sql.raw(`state in ('pending', 'running')`);
/** An insert into jobs that skips a singleton key with an active job, as enqueue does: for hand-written inserts. */
export const JOB_SINGLETON_CONFLICT = sql.raw(
  `on conflict (singleton_key) where state in ('pending', 'running') do nothing`,
);

export interface JobRowInput {
  name: string;
  payload: unknown;
  runAt: Date;
  singletonKey: string | null;
  maxAttempts: number;
}

export async function insertJob(db: Queryable, job: JobRowInput): Promise<string | null> {
  const rows = await db
    .insert(jobs)
    .values({ ...job, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: jobs.singletonKey, where: ACTIVE })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Several jobs in one statement; a singleton key that has an active job is skipped. Answers how many were added. */
export async function insertJobs(db: Queryable, rows: JobRowInput[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(rows.map((job) => ({ ...job, payload: job.payload ?? {} })))
    .onConflictDoNothing({ target: jobs.singletonKey, where: ACTIVE })
    .returning({ id: jobs.id });
  return inserted.length;
}

/** Removes the key's pending job; a running one is left to finish. Answers whether one was removed. */
export async function deletePendingJob(db: Queryable, singletonKey: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.state, 'pending')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs of the given names in one statement (its own short transaction): pending jobs
 * whose run_at has come, and running jobs whose claim lapsed (their process died). `skip locked` lets
 * concurrent pollers take different rows; a row another poller claimed and committed meanwhile no longer
 * matches when PostgreSQL re-reads it. `materialized` keeps the limited, locking select from being run
 * again per row of the update.
 */
export async function claimDueJobs(
  db: Database,
  { names, now, lockedUntil, limit }: { names: string[]; now: Date; lockedUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with due as materialized (
      select id from jobs
      where ${inArray(jobs.name, names)}
        and attempts < max_attempts
        and ((state = 'pending' and run_at <= ${at}) or (state = 'running' and locked_until <= ${at}))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update jobs
    set state = 'running', attempts = jobs.attempts + 1,
      locked_until = ${lockedUntil.toISOString()}::timestamptz, updated_at = now()
    from due
    where jobs.id = due.id
    returning jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts`);
  // Both drivers answer { rows }; the shared Database type does not say so.
  const { rows } = result as unknown as {
    rows: { id: string; name: string; payload: unknown; attempts: number; max_attempts: number }[];
  };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}

/** A running job whose process died after its last allowed attempt is failed instead of claimed again. */
export async function failLapsedJobs(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'failed',
      finishedAt: now,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError} || E'\n', '') || 'claim lapsed on the last attempt (process stopped?)'`,
    })
    .where(and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Records the end of one run. Only the claim that ran it may: if its lock lapsed and another poll claimed
 * the job again (attempts moved on), this run's outcome is dropped. Answers whether the row was updated.
 */
export async function finishRun(
  db: Database,
  job: ClaimedJob,
  outcome:
    | { state: 'done'; now: Date }
    | { state: 'failed'; now: Date; error: string }
    | { state: 'pending'; runAt: Date; error: string },
): Promise<boolean> {
  const set =
    outcome.state === 'done'
      ? { state: 'done' as const, finishedAt: outcome.now, lockedUntil: null }
      : outcome.state === 'failed'
        ? { state: 'failed' as const, finishedAt: outcome.now, lockedUntil: null, lastError: outcome.error }
        : { state: 'pending' as const, runAt: outcome.runAt, lockedUntil: null, lastError: outcome.error };
  const rows = await db
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
