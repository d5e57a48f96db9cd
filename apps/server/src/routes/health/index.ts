import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, HealthResponseSchema, toRoutePath } from '@kinderly/shared';
import { getHealth } from '../../services/health/get-health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.system.health),
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
