import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ClientLogResponseSchema, ClientLogSchema, toRoutePath } from '@kinderly/shared';
import { saveClientLog } from '../../services/log/save-client-log.ts';

/** Reports one address may send a minute: a broken page can loop on errors. */
const CLIENT_LOG_RATE_PER_MINUTE = 30;
// The longest valid report, even with every character escaped in JSON, fits inside this.
const CLIENT_LOG_BODY_LIMIT = 128 * 1024;

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.log.sendLogToBackend),
    {
      schema: {
        tags: ['misc'],
        summary: 'Store an error the browser ran into (SPEC section 7, Misc)',
        body: ClientLogSchema,
        response: { 201: ClientLogResponseSchema },
      },
      // Public, so bounded: texts longer than CLIENT_LOG_LIMITS are a 400 (the browser cuts its reports to
      // them), a body past 128 KiB is not even read (413), and one address (an IPv6 /64) may send 30 a minute.
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      // Errors happen before sign-in too; a valid token, when sent, ties the report to its user.
      config: { rateLimit: { max: CLIENT_LOG_RATE_PER_MINUTE, timeWindow: '1 minute' }, auth: 'optional' },
    },
    async (request, reply) => {
      const row = await saveClientLog({
        db: app.db,
        log: request.body,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
        userId: request.optionalActor?.userId ?? null,
      });
      return reply.status(201).send(row);
    },
  );
};
