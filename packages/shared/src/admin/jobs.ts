import { z } from 'zod';

/**
 * The jobs that did not go through (issue 19): failed after their last attempt, or waiting for a retry, as
 * `/admin/failed-jobs` lists them. A job's payload is never shown whole: it may hold mail bodies and addresses.
 */

export const ADMIN_FAILED_JOBS_PER_PAGE = 20;
/** The stored error is a stack trace; the list shows its start. */
export const ADMIN_JOB_ERROR_MAX = 500;

export const AdminFailedJobsQuerySchema = z.object({
  /** One job name, e.g. `notifications.deliver`; all when absent. */
  name: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z][a-z0-9._-]*$/i)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_FAILED_JOBS_PER_PAGE),
});
export type AdminFailedJobsQuery = z.infer<typeof AdminFailedJobsQuerySchema>;

export const AdminJobSummarySchema = z.object({
  /** notifications.deliver: the kinds of the events, each once. */
  kinds: z.array(z.string()),
  /** notifications.deliver: the recipients' user ids, each once (the first 10). */
  recipientIds: z.array(z.string()),
  recipientCount: z.number().int(),
  /** Other jobs: the payload's top-level ids (`orderId`, `requestId`…), never its other values. */
  references: z.array(z.object({ key: z.string(), id: z.string() })),
});
export type AdminJobSummary = z.infer<typeof AdminJobSummarySchema>;

export const AdminFailedJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `failed`: no attempt left; `pending`: failed at least once and tried again at `runAt`. */
  state: z.enum(['failed', 'pending']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable().describe(`The start of the last error (${ADMIN_JOB_ERROR_MAX} characters at most)`),
  /** The next try of a retrying job; for a failed one, when its last try was due. */
  runAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  summary: AdminJobSummarySchema,
});
export type AdminFailedJob = z.infer<typeof AdminFailedJobSchema>;

export const AdminFailedJobsResponseSchema = z.object({
  items: z.array(AdminFailedJobSchema).describe('Last changed first'),
  /** Every name among failed and retrying jobs, for the filter. */
  names: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFailedJobsResponse = z.infer<typeof AdminFailedJobsResponseSchema>;

export const AdminJobIdParamsSchema = z.object({ id: z.uuid() });

export const AdminRetryJobResponseSchema = z.object({ data: AdminFailedJobSchema });
export type AdminRetryJobResponse = z.infer<typeof AdminRetryJobResponseSchema>;
