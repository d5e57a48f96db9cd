import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kinderly/db';
import type { Clock } from '../clock.ts';
import {
  claimDueJobs,
  deletePendingJob,
  failLapsedJobs,
  finishRun,
  insertJob,
  insertJobs,
  type ClaimedJob,
  type JobRowInput,
  type Queryable,
} from './job-rows.ts';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_LOCK_MS,
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryDelayMs,
  type EnqueueInput,
  type JobHandler,
  type JobOptions,
  type JobQueueOptions,
} from './types.ts';

interface Registered {
  handler: JobHandler<never>;
  maxAttempts: number;
  retryDelayMs: (attempt: number) => number;
}

/**
 * Timed work kept as rows of `jobs` (ADR 021). Every time comes from the clock handed in, so a test moves a
 * ManualClock and calls runDue; the server process also polls with start(). A process runs only the names it
 * registered: a job it does not know stays pending for one that does (a rolling deploy's new job is not
 * failed by an old process).
 */
export class JobQueue {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  private readonly lockMs: number;
  private readonly batchSize: number;
  private readonly handlers = new Map<string, Registered>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> | null = null;
  private stopped = true;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    this.lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  register<Payload>(name: string, handler: JobHandler<Payload>, options: JobOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} is already registered`);
    this.handlers.set(name, {
      handler: handler as JobHandler<never>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      retryDelayMs: options.retryDelayMs ?? defaultRetryDelayMs,
    });
  }

  /**
   * Adds a job in `db`, which may be a transaction: the job then exists only if that transaction commits.
   * Answers its id, or null when `singletonKey` already has a pending or running job (nothing changes; to
   * move a pending job, cancel it and enqueue again in one transaction).
   */
  async enqueue(db: Queryable, input: EnqueueInput): Promise<string | null> {
    return insertJob(db, {
      name: input.name,
      payload: input.payload ?? {},
      runAt: input.runAt ?? this.clock.now(),
      singletonKey: input.singletonKey ?? null,
      maxAttempts: input.maxAttempts ?? this.handlers.get(input.name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    });
  }

  /** `enqueue` for many jobs in one insert (a booking's jobs for all its days, with its transaction). */
  async enqueueMany(db: Queryable, inputs: EnqueueInput[]): Promise<number> {
    return insertJobs(db, this.rowsOf(inputs));
  }

  /**
   * The rows `enqueueMany` inserts, defaults filled in, for a statement that inserts its jobs itself (the chat's
   * sends, with `JOB_SINGLETON_CONFLICT`).
   */
  rowsOf(inputs: EnqueueInput[]): JobRowInput[] {
    return inputs.map((input) => ({
      name: input.name,
      payload: input.payload ?? {},
      runAt: input.runAt ?? this.clock.now(),
      singletonKey: input.singletonKey ?? null,
      maxAttempts: input.maxAttempts ?? this.handlers.get(input.name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    }));
  }

  /** Deletes the key's pending job; a running one finishes. Answers whether a job was removed. */
  cancel(db: Queryable, singletonKey: string): Promise<boolean> {
    return deletePendingJob(db, singletonKey);
  }

  /** Claims and runs every due job this process knows (at most `limit`), batch by batch; answers how many ran. */
  async runDue({ limit = Number.POSITIVE_INFINITY }: { limit?: number } = {}): Promise<number> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const lapsed = await failLapsedJobs(this.db, this.clock.now());
    if (lapsed > 0) this.log.error({ jobs: lapsed }, 'jobs failed: their claim lapsed on the last attempt');
    let ran = 0;
    while (ran < limit) {
      const now = this.clock.now();
      const claimed = await claimDueJobs(this.db, {
        names,
        now,
        lockedUntil: new Date(now.getTime() + this.lockMs),
        limit: Math.min(this.batchSize, limit - ran),
      });
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((job) => this.run(job)));
      ran += claimed.length;
    }
    return ran;
  }

  /** Polls every `intervalMs` (the next poll starts after the previous one ends). */
  start({ intervalMs }: { intervalMs: number }): void {
    if (!this.stopped) return;
    this.stopped = false;
    const poll = async () => {
      try {
        await this.runDue();
      } catch (error) {
        this.log.error({ err: error }, 'job poll failed');
      }
      if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      this.polling = poll();
    };
    tick();
  }

  /** Stops polling and waits for the handlers that are running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
    this.polling = null;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const registered = this.handlers.get(job.name)!;
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    try {
      await registered.handler(job.payload as never, {
        db: this.db,
        clock: this.clock,
        log,
        attempt: job.attempts,
        jobId: job.id,
      });
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const now = this.clock.now();
      const last = job.attempts >= job.maxAttempts;
      const recorded = last
        ? await finishRun(this.db, job, { state: 'failed', now, error: message })
        : await finishRun(this.db, job, {
            state: 'pending',
            runAt: new Date(now.getTime() + registered.retryDelayMs(job.attempts)),
            error: message,
          });
      if (last) log.error({ err: error }, 'job failed after its last attempt');
      else log.warn({ err: error }, 'job failed; retried later');
      if (!recorded) log.warn('job outcome dropped: its claim lapsed and it was claimed again');
      return;
    }
    const recorded = await finishRun(this.db, job, { state: 'done', now: this.clock.now() });
    if (!recorded) log.warn('job finished after its claim lapsed and it was claimed again');
  }
}
