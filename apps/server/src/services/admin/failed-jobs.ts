import { and, count, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import { jobs, type Database, type JobRow } from '@kinderly/db';
import {
  ADMIN_JOB_ERROR_MAX,
  type AdminFailedJob,
  type AdminFailedJobsQuery,
  type AdminFailedJobsResponse,
  type AdminJobSummary,
} from '@kinderly/shared';
import { NOTIFY_JOB } from '../../lib/notifications/jobs.ts';

const SHOWN_RECIPIENTS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Failed for good, or failed at least once and waiting for its next try. */
export const FAILED_OR_RETRYING: SQL = or(
  eq(jobs.state, 'failed'),
  and(eq(jobs.state, 'pending'), gt(jobs.attempts, 0)),
)!;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the administrator may read of a payload: for a notification delivery its kinds and recipients (never the
 * texts, which are the mails' bodies); for any other job only its top-level ids.
 */
export function summarisePayload(name: string, payload: unknown): AdminJobSummary {
  const summary: AdminJobSummary = { kinds: [], recipientIds: [], recipientCount: 0, references: [] };
  if (!isRecord(payload)) return summary;
  if (name === NOTIFY_JOB && Array.isArray(payload.events)) {
    const events = payload.events.filter(isRecord);
    const kinds = new Set(events.map((event) => event.kind).filter((kind) => typeof kind === 'string'));
    const recipients = new Set(events.map((event) => event.userId).filter((id) => typeof id === 'string'));
    return {
      ...summary,
      kinds: [...kinds],
      recipientIds: [...recipients].slice(0, SHOWN_RECIPIENTS),
      recipientCount: recipients.size,
    };
  }
  for (const [key, value] of Object.entries(payload))
    if (/Id$/.test(key) && typeof value === 'string' && UUID.test(value)) summary.references.push({ key, id: value });
  return summary;
}

const trimError = (error: string | null) =>
  error === null || error.length <= ADMIN_JOB_ERROR_MAX ? error : `${error.slice(0, ADMIN_JOB_ERROR_MAX - 1)}…`;

export function toFailedJob(row: JobRow): AdminFailedJob {
  return {
    id: row.id,
    name: row.name,
    // A retried job that has not run yet is pending too; running and done ones leave the list.
    state: row.state === 'failed' ? 'failed' : 'pending',
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: trimError(row.lastError),
    runAt: row.runAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    summary: summarisePayload(row.name, row.payload),
  };
}

/**
 * The jobs that did not go through (issue 19), last changed first, paged, of one name or all. Reading them is not
 * audited: the list names no person (user ids only) and holds no message.
 */
export async function listFailedJobs(db: Database, query: AdminFailedJobsQuery): Promise<AdminFailedJobsResponse> {
  const where = query.name ? and(FAILED_OR_RETRYING, eq(jobs.name, query.name)) : FAILED_OR_RETRYING;
  const [rows, [total], names] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
    db.selectDistinct({ name: jobs.name }).from(jobs).where(FAILED_OR_RETRYING).orderBy(jobs.name),
  ]);
  return {
    items: rows.map(toFailedJob),
    names: names.map((row) => row.name),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
