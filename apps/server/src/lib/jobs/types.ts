import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kinderly/db';
import type { Clock } from '../clock.ts';

export interface JobContext {
  /** The application's database (not a transaction: the handler opens its own when it writes several rows). */
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** 1 on the first run; a run whose process died counts too. */
  attempt: number;
  jobId: string;
}

export type JobHandler<Payload = unknown> = (payload: Payload, ctx: JobContext) => Promise<void>;

export interface JobOptions {
  /** Runs before the job is marked failed; written on the row at enqueue. Default 5. */
  maxAttempts?: number;
  /** Wait after the failed run number `attempt` (1-based). Default: 1 min, 5 min, 30 min, then 2 h. */
  retryDelayMs?: (attempt: number) => number;
}

export interface EnqueueInput {
  name: string;
  payload?: unknown;
  /** When it may run; default now (the queue's clock). */
  runAt?: Date;
  /** At most one pending or running job per key: enqueueing a key that has one is a no-op. */
  singletonKey?: string;
  /** Overrides the registered handler's maxAttempts. */
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * How long a claim lasts. A run still going after it may be started again by another poll, so this is well
   * above any handler's run time; a process that dies leaves its jobs to be run again once it passes.
   */
  lockMs?: number;
  /** Jobs claimed per statement; they run concurrently. */
  batchSize?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LOCK_MS = 10 * 60_000;
export const DEFAULT_BATCH_SIZE = 10;

const DEFAULT_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export function defaultRetryDelayMs(attempt: number): number {
  return DEFAULT_DELAYS_MS[Math.min(Math.max(attempt, 1), DEFAULT_DELAYS_MS.length) - 1]!;
}
