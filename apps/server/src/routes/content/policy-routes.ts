import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  GetPolicyQuerySchema,
  PolicySchema,
  rolesFor,
  toRoutePath,
  UpdatePolicyRequestSchema,
} from '@kinderly/shared';
import { getPolicy } from '../../services/content/get-policy.ts';
import { updatePolicy } from '../../services/content/update-policy.ts';

const TAGS = ['policies'];

/** Privacy policy, terms of use and cookie policy: read by anyone, edited by the administrator. */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.policies.getPolicy),
    {
      schema: {
        tags: TAGS,
        summary: 'A policy in English or French (1 privacy policy, 2 terms of use, 3 cookie policy); 404 when unknown',
        querystring: GetPolicyQuerySchema,
        response: { 200: PolicySchema },
      },
      // SPEC section 7 lists get policy among the public calls.
      config: { auth: 'public' },
    },
    async (request) => getPolicy({ db: app.db, ...request.query }),
  );

  app.put(
    toRoutePath(API_PATHS.policies.updatePolicy),
    {
      schema: {
        tags: TAGS,
        summary:
          'Replace the text (and optionally the title) of an existing policy in one language; the HTML is sanitised; unknown id 404',
        security: [{ bearerAuth: [] }],
        body: UpdatePolicyRequestSchema,
        response: { 200: PolicySchema },
      },
      config: { roles: rolesFor('editPolicyTexts') },
    },
    async (request) => {
      const policy = await updatePolicy({ db: app.db, actor: request.actor, input: request.body, ip: request.ip });
      // The policy pages are rendered on the server and kept a while (ADR 019): the edit shows at once.
      app.pageCache.clear();
      return policy;
    },
  );
};
