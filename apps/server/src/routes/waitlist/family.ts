import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  parentsSchema,
  rolesForRoute,
  subscriptionsParamsSchema,
  subscriptionsSchema,
  toRoutePath,
  waitlistChildrenSchema,
} from '@kinderly/shared';
import { listParents, listSubscriptions, listWaitlistChildren } from '../../services/waitlist/family.ts';

const FAMILY_ROLES = rolesForRoute('/app/waitlist/*');
const paths = API_PATHS.waitlist;
const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];

/** SPEC section 7's children, parents and subscriptions calls: the family as the waitlist pages need it. */
export const waitlistFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: FAMILY_ROLES };
  app.get(
    toRoutePath(paths.children),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The family's enrolled children: address, active waitlist entries and allowance",
        response: { 200: waitlistChildrenSchema },
      },
    },
    async (request) => ({ items: await listWaitlistChildren({ db: app.db, actor: request.actor }) }),
  );
  app.get(
    toRoutePath(paths.parents),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The signed-in parent's record: names, e-mail, phone, address and saved location",
        response: { 200: parentsSchema },
      },
    },
    async (request) => ({ items: await listParents({ db: app.db, actor: request.actor }) }),
  );
  app.get(
    toRoutePath(paths.subscriptions),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The user's waitlist purchases, newest first (one's own; a SuperAdmin reads anyone's)",
        params: subscriptionsParamsSchema,
        response: { 200: subscriptionsSchema },
      },
    },
    async (request) => ({
      items: await listSubscriptions({ db: app.db, actor: request.actor, email: request.params.email }),
    }),
  );
};
