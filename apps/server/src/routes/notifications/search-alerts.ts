import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CreatedSearchAlertSchema,
  CreateSearchAlertSchema,
  rolesForRoute,
  SearchAlertIdParamsSchema,
  SearchAlertListSchema,
  toRoutePath,
} from '@kinderly/shared';
import { checkSearchAlerts } from '../../services/notifications/check-search-alerts.ts';
import { createSearchAlert, listSearchAlerts, stopSearchAlert } from '../../services/notifications/search-alerts.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const config = { roles: rolesForRoute('/app/let-me-know') } as const;

export const SEARCH_ALERTS_CHECK_JOB = 'alerts.check';
/** The daily check runs at 13:00 UTC: 8 or 9 in the morning in Toronto, so the mail comes with the day. */
const CHECK_HOUR_UTC = 13;

/** The next 13:00 UTC strictly after `now`'s day has passed it, else today's. */
export function nextCheckAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), CHECK_HOUR_UTC));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/**
 * Makes sure the next daily check is pending. Its key names the day, so every process (and every start) asking
 * for the same day adds nothing.
 */
export async function scheduleSearchAlertsCheck(app: FastifyInstance, after = app.clock.now()) {
  const runAt = nextCheckAt(after);
  await app.jobs.enqueue(app.db, {
    name: SEARCH_ALERTS_CHECK_JOB,
    runAt,
    singletonKey: `${SEARCH_ALERTS_CHECK_JOB}:${runAt.toISOString().slice(0, 10)}`,
  });
}

export const runSearchAlertsCheck = (app: FastifyInstance) =>
  checkSearchAlerts({ db: app.db, jobs: app.jobs, publicUrl: app.config.PUBLIC_URL, now: app.clock.now() });

/** "Let me know" (SPEC section 2): a parent's saved searches, and the daily check that announces new providers. */
export const searchAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(SEARCH_ALERTS_CHECK_JOB, async () => {
    await runSearchAlertsCheck(app);
    await scheduleSearchAlertsCheck(app);
  });

  app.get(
    toRoutePath(API_PATHS.notifications.alerts),
    {
      schema: {
        tags,
        security,
        summary: "The signed-in person's active alerts, newest first, each with how many providers it announced",
        response: { 200: SearchAlertListSchema },
      },
      config,
    },
    async (request) => ({ items: await listSearchAlerts(app.db, request.actor.userId) }),
  );
  app.post(
    toRoutePath(API_PATHS.notifications.alerts),
    {
      schema: {
        tags,
        security,
        summary: 'Saves an alert (at most 10 active: 409); the providers matching now are recorded and never announced',
        body: CreateSearchAlertSchema,
        response: { 201: CreatedSearchAlertSchema },
      },
      config,
    },
    async (request, reply) => {
      const created = await createSearchAlert(app.db, request.actor.userId, request.body, app.clock.now());
      return reply.code(201).send(created);
    },
  );
  app.delete(
    toRoutePath(API_PATHS.notifications.alert),
    {
      schema: {
        tags,
        security,
        summary: 'Stops one of the signed-in person’s alerts (another person’s is a 404)',
        params: SearchAlertIdParamsSchema,
        response: { 204: z.null() },
      },
      config,
    },
    async (request, reply) => {
      await stopSearchAlert(app.db, request.actor.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
