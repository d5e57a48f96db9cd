import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, createParent, createSuperAdmin, jobs } from '@kinderly/db';
import { API_PATHS, type AdminFailedJobsResponse, type AdminRetryJobResponse } from '@kinderly/shared';
import { NOTIFY_JOB } from '../src/lib/notifications/jobs.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

// Issue 19: failed sends retry with backoff, and the administrator sees what failed and can run it again.
const START = '2026-03-02T09:00:00Z';
const clock = new ManualClock(START);
const ctx = useTestApp({ deps: { clock } });
let admin: Headers;
let adminId: string;
let failing = true;
let runs = 0;

const list = async (query = '', headers = admin) => {
  const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.failedJobs}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminFailedJobsResponse>();
};
const retry = (id: string, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.admin.retryJob.replace('{id}', id), headers });
const row = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db);
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
  ctx.app.jobs.register('test.flaky', async () => {
    runs++;
    if (failing) throw new Error('SMTP 451: try again later');
  });
});

beforeEach(async () => {
  clock.set(START);
  await ctx.app.db.delete(jobs);
  failing = true;
  runs = 0;
});

describe('GET /api/admin/jobs/failed', () => {
  it('lists a job that failed its last attempt with its error, and one waiting for a retry', async () => {
    const failed = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', maxAttempts: 1 }))!;
    const retrying = (await ctx.app.jobs.enqueue(ctx.app.db, {
      name: 'test.flaky',
      maxAttempts: 3,
      payload: { orderId: '0e0e0e0e-0e0e-4e0e-8e0e-0e0e0e0e0e0e', note: 'not shown' },
    }))!;
    await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', runAt: new Date('2026-03-03T09:00:00Z') });
    expect(await ctx.app.jobs.runDue()).toBe(2);

    const page = await list();
    expect(page.total).toBe(2);
    expect(page.names).toEqual(['test.flaky']);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(failed)).toMatchObject({ state: 'failed', attempts: 1, maxAttempts: 1 });
    expect(byId.get(failed)!.lastError).toContain('SMTP 451: try again later');
    // The first retry waits a minute (backoff 1 min, 5 min, 30 min, 2 h).
    expect(byId.get(retrying)).toMatchObject({
      state: 'pending',
      attempts: 1,
      maxAttempts: 3,
      runAt: '2026-03-02T09:01:00.000Z',
      summary: { kinds: [], references: [{ key: 'orderId', id: '0e0e0e0e-0e0e-4e0e-8e0e-0e0e0e0e0e0e' }] },
    });
    expect(JSON.stringify(page)).not.toContain('not shown');

    expect((await list('?name=notifications.deliver')).total).toBe(0);
    const paged = await list('?pageSize=1&page=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(2);
  });

  it('summarises a notification delivery by its kinds and recipients, never its texts, and trims the error', async () => {
    const [one, two] = [await createParent(ctx.db.db), await createParent(ctx.db.db)];
    const event = (userId: string, kind: string) => ({
      userId,
      kind,
      dedupeKey: `${kind}:${userId}`,
      title: { en: 'Secret title', fr: 'Titre' },
      body: { en: 'The mail body with an address', fr: 'Corps' },
      link: null,
    });
    const [inserted] = await ctx.app.db
      .insert(jobs)
      .values({
        name: NOTIFY_JOB,
        payload: {
          events: [
            event(one.id, 'booking.approved'),
            event(two.id, 'booking.approved'),
            event(one.id, 'badge.verified'),
          ],
        },
        runAt: new Date(START),
        state: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError: `Error: mail refused\n${'    at deliver (centre.ts:1:1)\n'.repeat(100)}`,
      })
      .returning();

    const [item] = (await list('?name=notifications.deliver')).items;
    expect(item).toMatchObject({
      id: inserted!.id,
      summary: { kinds: ['booking.approved', 'badge.verified'], recipientCount: 2, references: [] },
    });
    expect(item!.summary.recipientIds.sort()).toEqual([one.id, two.id].sort());
    expect(item!.lastError!.startsWith('Error: mail refused')).toBe(true);
    expect(item!.lastError!.length).toBeLessThanOrEqual(500);
    expect(JSON.stringify(item)).not.toMatch(/Secret title|mail body/);
  });

  it('is refused to a parent (403) and to a caller without a token (401)', async () => {
    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
    const get = (headers: Headers | undefined) =>
      ctx.app.inject({ method: 'GET', url: API_PATHS.admin.failedJobs, headers });
    expect((await get(parent)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    const id = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', maxAttempts: 1 }))!;
    await ctx.app.jobs.runDue();
    expect((await retry(id, parent)).statusCode).toBe(403);
    expect((await row(id)).state).toBe('failed');
  });
});

describe('POST /api/admin/jobs/{id}/retry', () => {
  it('puts a failed job back to pending, due now with one more attempt; it then runs; audited', async () => {
    const id = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', maxAttempts: 2 }))!;
    await ctx.app.jobs.runDue();
    clock.advance({ minutes: 1 });
    await ctx.app.jobs.runDue();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 2 });
    clock.advance({ hours: 3 });

    const response = await retry(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminRetryJobResponse>().data).toMatchObject({
      id,
      state: 'pending',
      attempts: 2,
      maxAttempts: 3,
      runAt: '2026-03-02T12:01:00.000Z',
    });
    expect((await list()).items.map((item) => [item.id, item.state])).toEqual([[id, 'pending']]);
    // A failed job is no longer failed: retrying it twice is a conflict.
    expect((await retry(id)).statusCode).toBe(409);

    failing = false;
    expect(await ctx.app.jobs.runDue()).toBe(1);
    expect(runs).toBe(3);
    expect(await row(id)).toMatchObject({ state: 'done', attempts: 3 });
    expect((await list()).total).toBe(0);

    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'job.retry',
        targetType: 'job',
        details: { name: 'test.flaky', attempts: 2 },
      }),
    ]);
  });

  it('fails again at once when the retried run fails too', async () => {
    const id = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', maxAttempts: 1 }))!;
    await ctx.app.jobs.runDue();
    expect((await retry(id)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 2, maxAttempts: 2 });
  });

  it('answers 409 for a job that is not failed and 404 for an unknown one', async () => {
    const pending = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky', runAt: new Date('2026-04-01') }))!;
    const conflict = await retry(pending);
    expect(conflict.statusCode).toBe(409);
    expect(await row(pending)).toMatchObject({ state: 'pending', attempts: 0 });

    failing = false;
    const done = (await ctx.app.jobs.enqueue(ctx.app.db, { name: 'test.flaky' }))!;
    await ctx.app.jobs.runDue();
    expect((await retry(done)).statusCode).toBe(409);

    expect((await retry('7a7a7a7a-7a7a-4a7a-8a7a-7a7a7a7a7a7a')).statusCode).toBe(404);
  });

  it("answers 409 when the job's singleton key was enqueued again since it failed", async () => {
    const id = (await ctx.app.jobs.enqueue(ctx.app.db, {
      name: 'test.flaky',
      maxAttempts: 1,
      singletonKey: 'flaky:1',
    }))!;
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.enqueue(ctx.app.db, {
      name: 'test.flaky',
      singletonKey: 'flaky:1',
      runAt: new Date('2026-04-01'),
    });
    const response = await retry(id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/same key/);
    expect((await row(id)).state).toBe('failed');
  });
});
