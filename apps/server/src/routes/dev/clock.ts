import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, toRoutePath } from '@kinderly/shared';
import { AdjustableClock } from '../../lib/clock.ts';
import { sendNotFound } from '../../plugins/spa.ts';
import { isLocalRequest } from './local-only.ts';

/**
 * PUT /api/dev/clock: with DEV_CLOCK outside production, a request from this machine sets the server's "now"
 * (booking rules, jobs; tokens keep real time), or back to real time with `now: null`; then due jobs run. The
 * end-to-end journeys use it to check a child in on a care day whatever the day they run. Registered only on a
 * server with DEV_CLOCK; there, a request from another machine gets the 404 of a path that does not exist.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    toRoutePath(API_PATHS.dev.clock),
    {
      schema: {
        tags: ['dev'],
        summary: "DEV_CLOCK only, this machine only: set the server's now (null: real time) and run the jobs due then",
        body: z.object({ now: z.iso.datetime().nullable() }),
        response: { 200: z.object({ now: z.iso.datetime(), jobsRun: z.number().int() }) },
      },
      config: { auth: 'public' },
      onRequest: async (request, reply) => {
        if (!isLocalRequest(request)) return sendNotFound(request, reply);
      },
    },
    async (request) => {
      (app.clock as AdjustableClock).set(request.body.now ? new Date(request.body.now) : null);
      const jobsRun = await app.jobs.runDue();
      return { now: app.clock.now().toISOString(), jobsRun };
    },
  );
};
