import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '@kinderly/db';
import { buildApp } from '../src/app.ts';
import { DEFAULT_LOCK_MS, JobQueue } from '../src/lib/jobs/index.ts';
import { testConfig, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const START = '2026-03-02T09:00:00Z';
const clock = new ManualClock(START);
const ctx = useTestApp({ deps: { clock } });

async function jobRow(id: string) {
  const [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('job queue', () => {
  beforeEach(async () => {
    clock.set(START);
    await ctx.app.db.delete(jobs);
  });

  it('runs a job once, at its time and not before', async () => {
    const runs: unknown[] = [];
    ctx.app.jobs.register<{ orderId: string }>('test.timed', async (payload, job) => {
      runs.push({ payload, attempt: job.attempt, at: job.clock.now().toISOString() });
    });
    const id = await ctx.app.jobs.enqueue(ctx.app.db, {
      name: 'test.timed',
      payload: { orderId: 'o-1' },
      runAt: new Date('2026-03-08T09:00:00Z'),
    });

    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ days: 5, hours: 23, minutes: 59 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(runs).toEqual([]);

    clock.advance({ minutes: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ days: 30 });
    expect(await ctx.app.jobs.runDue()).toBe(0);

    expect(runs).toEqual([{ payload: { orderId: 'o-1' }, attempt: 1, at: '2026-03-08T09:00:00.000Z' }]);
    const row = await jobRow(id!);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null, lastError: null });
    expect(row.finishedAt?.toISOString()).toBe('2026-03-08T09:00:00.000Z');
  });

  it('enqueues a singleton key once while its job is pending, and again once it is done or cancelled', async () => {
    let runs = 0;
    ctx.app.jobs.register('test.singleton', async () => {
      runs++;
    });
    const first = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.singleton', singletonKey: 'expire:o-1' });
    const second = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.singleton', singletonKey: 'expire:o-1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(runs).toBe(1);

    const third = await ctx.app.jobs.enqueue(ctx.app.db, {
      name: 'test.singleton',
      singletonKey: 'expire:o-1',
      runAt: new Date('2026-03-02T10:00:00Z'),
    });
    expect(third).toEqual(expect.any(String));
    expect(await ctx.app.jobs.cancel(ctx.app.db, 'expire:o-1')).toBe(true);
    expect(await ctx.app.jobs.cancel(ctx.app.db, 'expire:o-1')).toBe(false);
    clock.advance({ hours: 2 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(runs).toBe(1);
  });

  it('retries a failing job after its backoff, then fails it after max attempts with the error kept', async () => {
    const attempts: number[] = [];
    ctx.app.jobs.register(
      'test.flaky',
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`card declined (attempt ${job.attempt})`);
      },
      { maxAttempts: 3 },
    );
    const id = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky' });

    expect(await ctx.app.jobs.runDue()).toBe(1);
    let row = await jobRow(id!);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, maxAttempts: 3 });
    expect(row.lastError).toContain('card declined (attempt 1)');
    expect(row.runAt.toISOString()).toBe('2026-03-02T09:01:00.000Z');

    clock.advance({ seconds: 59 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ seconds: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(1);
    row = await jobRow(id!);
    expect(row.runAt.toISOString()).toBe('2026-03-02T09:06:00.000Z');

    clock.advance({ minutes: 4 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ minutes: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(1);
    row = await jobRow(id!);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lockedUntil: null });
    expect(row.lastError).toContain('card declined (attempt 3)');
    expect(row.finishedAt?.toISOString()).toBe('2026-03-02T09:06:00.000Z');

    clock.advance({ days: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('runs again a job whose claim lapsed (its process died), and fails one that lapsed on its last attempt', async () => {
    const attempts: number[] = [];
    ctx.app.jobs.register('test.crash', async (_payload, job) => {
      attempts.push(job.attempt);
    });
    const id = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.crash' });
    const last = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.crash', maxAttempts: 1 });
    // What a claim leaves behind when the process is killed before the handler ends.
    const lockedUntil = new Date(clock.now().getTime() + DEFAULT_LOCK_MS);
    await ctx.app.db.update(jobs).set({ state: 'running', attempts: 1, lockedUntil });

    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ minutes: DEFAULT_LOCK_MS / 60_000 - 1 });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    clock.advance({ minutes: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(1);

    expect(attempts).toEqual([2]);
    expect(await jobRow(id!)).toMatchObject({ state: 'done', attempts: 2 });
    const lapsed = await jobRow(last!);
    expect(lapsed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(lapsed.lastError).toContain('claim lapsed');
  });

  it('drops the outcome of a run that outlasted its claim once the job was claimed again', async () => {
    let secondStarted!: () => void;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    let releaseSecond!: () => void;
    const secondReleased = new Promise<void>((resolve) => (releaseSecond = resolve));
    let secondPoll!: Promise<number>;
    ctx.app.jobs.register('test.slow', async (_payload, job) => {
      if (job.attempt === 2) {
        secondStarted();
        return secondReleased;
      }
      // The first run stalls past its claim; another poll claims the job again; then the first run fails.
      clock.advance({ minutes: DEFAULT_LOCK_MS / 60_000 });
      secondPoll = ctx.app.jobs.runDue();
      await second;
      throw new Error('stalled run ends late');
    });
    const id = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.slow' });

    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(await jobRow(id!)).toMatchObject({ state: 'running', attempts: 2, lastError: null });
    releaseSecond();
    expect(await secondPoll).toBe(1);
    expect(await jobRow(id!)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('polls once started, and stop() waits for the running handler', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    ctx.app.jobs.register('test.polled', async () => {
      events.push('started');
      await released;
      events.push('ended');
    });
    const id = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.polled' });
    ctx.app.jobs.start({ intervalMs: 20 });
    await vi.waitFor(() => expect(events).toEqual(['started']));
    const stopped = ctx.app.jobs.stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['started']);
    release();
    await stopped;
    expect(events).toEqual(['started', 'ended', 'stopped']);
    expect(await jobRow(id!)).toMatchObject({ state: 'done' });
  });

  it('runs a job enqueued in a transaction only if that transaction commits', async () => {
    const runs: string[] = [];
    ctx.app.jobs.register<{ orderId: string }>('test.tx', async (payload) => {
      runs.push(payload.orderId);
    });
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.jobs.enqueue(tx, { name: 'test.tx', payload: { orderId: 'rolled-back' } });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await ctx.app.db.transaction(async (tx) => {
      await ctx.app.jobs.enqueue(tx, { name: 'test.tx', payload: { orderId: 'committed' } });
    });

    clock.advance({ days: 1 });
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(runs).toEqual(['committed']);
    expect(await ctx.app.db.$count(jobs)).toBe(1);
  });

  it('leaves a job no handler knows pending for a process that knows it', async () => {
    ctx.app.jobs.register('test.known', async () => {});
    const id = await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.from-a-newer-release' });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await jobRow(id!)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('runs each of 50 due jobs exactly once when two servers poll at the same moment', async () => {
    // Small batches: many claims from each server, so that they meet (on PostgreSQL, on two connections).
    const servers = await Promise.all(
      [0, 1].map(() =>
        buildApp(testConfig(), {
          db: ctx.db,
          clock,
          logger: false,
          jobs: new JobQueue({ db: ctx.app.db, clock, log: ctx.app.log, batchSize: 2 }),
        }),
      ),
    );
    try {
      const runsByJob = new Map<number, number>();
      const runsByServer = [0, 0];
      for (const [server, app] of servers.entries()) {
        app.jobs.register<{ n: number }>('test.race', async ({ n }, job) => {
          // A query, so that the two servers' claims and runs interleave.
          await job.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.jobId));
          runsByJob.set(n, (runsByJob.get(n) ?? 0) + 1);
          runsByServer[server]!++;
        });
      }
      for (let n = 0; n < 50; n++) {
        await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.race', payload: { n } });
      }

      const [a = 0, b = 0] = await Promise.all(servers.map((app) => app.jobs.runDue()));

      expect(a + b).toBe(50);
      expect(runsByServer).toEqual([a, b]);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expect([...runsByJob.keys()].sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
      expect([...runsByJob.values()].every((count) => count === 1)).toBe(true);
      const done = await ctx.app.db.$count(jobs, eq(jobs.state, 'done'));
      expect(done).toBe(50);
    } finally {
      await Promise.all(servers.map((app) => app.close()));
    }
  });
});
