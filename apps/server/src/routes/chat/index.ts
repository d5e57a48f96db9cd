import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageRoutes } from './message-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { roomRoutes } from './room-routes.ts';

/** SPEC section 7's chat calls (issue 17, ADR 024). REST is the only way to write; the hub will only deliver. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await roomRoutes(app);
  await messageRoutes(app);
  await reportRoutes(app);
};
