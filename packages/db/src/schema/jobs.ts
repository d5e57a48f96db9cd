import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, updatedAtColumn } from './columns.ts';

/**
 * pending: waits for run_at. running: claimed until locked_until (a process that dies leaves it running,
 * and it is claimed again once locked_until has passed). done and failed are final.
 */
export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Timed work (ADR 021): one row per job, claimed with `for update skip locked`, so a job survives a restart
 * and several server processes run it once. Times that rules compare (run_at, locked_until, finished_at)
 * come from the application's clock, never from the database's now().
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** At most one pending or running job per key ("expire order X"); enqueueing it again changes nothing. */
    singletonKey: text('singleton_key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    /** Runs started so far, counted when claimed (a crashed run counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', oneOf(t.state, JOB_STATES)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex('jobs_singleton_key_idx')
      .on(t.singletonKey)
      .where(sql`${t.state} in ('pending', 'running')`),
    // What a poll reads: due pending jobs, and running ones whose claim has lapsed.
    index('jobs_pending_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_running_locked_until_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    // The administrator's list of failed and retrying jobs (GET /api/admin/jobs/failed), newest change first:
    // a few rows among every done one.
    index('jobs_failed_or_retrying_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.state} = 'failed' or (${t.state} = 'pending' and ${t.attempts} > 0)`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
