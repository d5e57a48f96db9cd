import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, DemoPostsResponseSchema, toRoutePath } from '@kinderly/shared';
import { listDemoPosts } from '../../services/content/list-demo-posts.ts';

/**
 * GET /api/testdata/getposts (SPEC "Misc"): development data for trying the client. Registered only outside
 * production, like the dev clock, so there it is the JSON 404 of any unknown /api/ path.
 */
export const testDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.testdata.getposts),
    {
      schema: {
        tags: ['dev'],
        summary: 'Development and test only: the newest published blog posts (title, slug, excerpt, date)',
        response: { 200: DemoPostsResponseSchema },
      },
      config: { auth: 'public' },
    },
    async () => listDemoPosts({ db: app.db }),
  );
};
