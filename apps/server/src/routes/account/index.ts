import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccountRoutes } from './public-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { userRoutes } from './user-routes.ts';

/**
 * `/api/account/...`: the Account calls of SPEC section 7 with the spec's names. The public ones
 * (section 7's list, plus refresh, which carries its own proof) say `auth: 'public'`; all others need the
 * bearer token, and the location and notification calls follow the section 6 roles of their pages.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicAccountRoutes);
  await app.register(sessionRoutes);
  await app.register(userRoutes);
};
