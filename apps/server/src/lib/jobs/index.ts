export { JobQueue } from './job-queue.ts';
export type { Queryable } from './job-rows.ts';
export {
  DEFAULT_LOCK_MS,
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryDelayMs,
  type EnqueueInput,
  type JobContext,
  type JobHandler,
  type JobOptions,
  type JobQueueOptions,
} from './types.ts';
