import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@kinderly/shared';
import { getHealth } from '../../services/health/get-health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: database kind, migration level and version',
        response: { 200: HealthResponseSchema },
      },
      config: { rateLimit: false, auth: 'public' },
    },
    async () => getHealth({ dbHandle: app.dbHandle, version: app.config.version }),
  );
};
