import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, SearchAlertCheckResultSchema, toRoutePath } from '@kinderly/shared';
import { sendNotFound } from '../../plugins/spa.ts';
import { runSearchAlertsCheck } from '../notifications/search-alerts.ts';
import { isLocalRequest } from './local-only.ts';

/**
 * POST /api/dev/alerts/check: runs the "Let me know" check now instead of at 13:00 UTC, then the jobs due (the
 * notifications it queued). Registered only outside production; from another machine it is the 404 of a path
 * that does not exist.
 */
export const devAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.dev.alertsCheck),
    {
      schema: {
        tags: ['dev'],
        summary: 'Outside production, this machine only: run the "Let me know" check now and deliver what it found',
        response: { 200: SearchAlertCheckResultSchema },
      },
      config: { auth: 'public' },
      onRequest: async (request, reply) => {
        if (!isLocalRequest(request)) return sendNotFound(request, reply);
      },
    },
    async () => {
      const result = await runSearchAlertsCheck(app);
      await app.jobs.runDue();
      return result;
    },
  );
};
