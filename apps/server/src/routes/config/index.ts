import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, PublicConfigSchema, toRoutePath } from '@kinderly/shared';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body = {
    environment: config.NODE_ENV,
    version: config.version,
    sentryDsn: config.SENTRY_DSN ?? null,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    mapTilesUrl: config.MAP_TILES_URL,
  };
  app.get(
    toRoutePath(API_PATHS.system.config),
    {
      schema: {
        tags: ['system'],
        summary: 'What the browser needs to know about this deployment (error reporting, card payments, map tiles)',
        response: { 200: PublicConfigSchema },
      },
      config: { auth: 'public' },
    },
    async () => body,
  );
};
