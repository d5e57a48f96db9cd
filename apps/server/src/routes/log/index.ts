import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientLogResponseSchema, ClientLogSchema } from '@kinderly/shared';
import { saveClientLog } from '../../services/log/save-client-log.ts';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/log/sendLogToBackend',
    {
      schema: {
        tags: ['misc'],
        summary: 'Store an error the browser ran into (SPEC section 7, Misc)',
        body: ClientLogSchema,
        response: { 201: ClientLogResponseSchema },
      },
      // A broken page can loop on errors; one address may report at most 30 a minute.
      // Errors happen before sign-in too; a valid token, when sent, ties the report to its user.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, auth: 'optional' },
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
