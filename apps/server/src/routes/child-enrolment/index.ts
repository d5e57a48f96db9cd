import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { childRoutes } from './child-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { recordRoutes } from './record-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** `/api/enrollment/...` (SPEC section 7, Enrolment). Every call needs a token and an enrolling role. */
export const childEnrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await childRoutes(app);
  await recordRoutes(app);
  await invitationRoutes(app);
  await uploadRoutes(app);
};
