import type { FastifyInstance } from 'fastify';
import type { JobQueue, Queryable } from '../jobs/index.ts';
import type { NotificationEvent } from './centre.ts';

/** One job per call that raised events: queued in the call's transaction, delivered by the job runner (ADR 029). */
export const NOTIFY_JOB = 'notifications.deliver';

export function registerNotificationJobs(app: FastifyInstance) {
  app.jobs.register<{ events: NotificationEvent[] }>(NOTIFY_JOB, ({ events }) =>
    app.notificationCentre.deliver(events),
  );
}

/** Queues the delivery of these events with `db` (a transaction: they go only if it commits). */
export async function queueNotifications(jobs: Pick<JobQueue, 'enqueue'>, db: Queryable, events: NotificationEvent[]) {
  if (events.length > 0) await jobs.enqueue(db, { name: NOTIFY_JOB, payload: { events } });
}
