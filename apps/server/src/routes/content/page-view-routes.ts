import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, CollectPageViewRequestSchema, CollectPageViewResponseSchema, toRoutePath } from '@kinderly/shared';
import { collectPageView } from '../../services/content/collect-page-view.ts';

export const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.users.collectEventStatistics),
    {
      schema: {
        tags: ['content'],
        summary:
          'Count a page view (SPEC section 7); tied to the user when a valid token comes, never to an IP address',
        body: CollectPageViewRequestSchema,
        response: { 201: CollectPageViewResponseSchema },
      },
      // Visitors are counted before they sign in too. By default one address may send a view every half second on
      // average (PAGE_VIEW_RATE_LIMIT_MAX).
      config: {
        auth: 'optional',
        rateLimit: { max: app.config.PAGE_VIEW_RATE_LIMIT_MAX, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const row = await collectPageView({
        db: app.db,
        view: request.body,
        userId: request.optionalActor?.userId ?? null,
      });
      return reply.status(201).send(row);
    },
  );
};
