import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogRoutes } from './blog-routes.ts';
import { pageViewRoutes } from './page-view-routes.ts';
import { policyRoutes } from './policy-routes.ts';

/**
 * The content domain: policies (`/api/policies/...`, SPEC section 7 Admin), the blog behind /blog
 * (`/api/content/blog...`) and page views (`/api/users/event-statistics/actions/collect`).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(policyRoutes);
  await app.register(blogRoutes);
  await app.register(pageViewRoutes);
};
