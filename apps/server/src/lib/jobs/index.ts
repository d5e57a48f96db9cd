export { JobQueue } from './job-queue.ts';
export { JOB_SINGLETON_CONFLICT, type JobRowInput, type Queryable } from './job-rows.ts';
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
