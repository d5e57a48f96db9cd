import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  rolesForRoute,
  toRoutePath,
  WAITLIST_OFFER_EXPIRE_JOB,
  WAITLIST_OFFER_REMIND_JOB,
  waitlistRequestParamsSchema,
} from '@kinderly/shared';
import {
  answerWaitlistOffer,
  expireWaitlistOffer,
  remindWaitlistOffer,
  type OfferDeps,
} from '../../services/waitlist/offers.ts';

const FAMILY_ROLES = rolesForRoute('/app/waitlist/*');
const paths = API_PATHS.waitlist;
const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];

/** The offers' database, clock and job queue (their notices are queued jobs too), from this app. */
export function offerDeps(app: FastifyInstance): OfferDeps {
  return { db: app.db, clock: app.clock, jobs: app.jobs, publicUrl: app.config.PUBLIC_URL };
}

/** The family answers an offered place (ADR 023 addendum "offers"); the deadline's job moves it on, and a job reminds the family before. */
export const waitlistOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register<{ requestId: string }>(WAITLIST_OFFER_EXPIRE_JOB, ({ requestId }) =>
    expireWaitlistOffer(offerDeps(app), requestId),
  );
  app.jobs.register<{ requestId: string }>(WAITLIST_OFFER_REMIND_JOB, ({ requestId }) =>
    remindWaitlistOffer(offerDeps(app), requestId),
  );
  const answers = [
    [paths.acceptOffer, 'accepted', 'Accept the offered place (409 when none is offered or the deadline passed)'],
    [paths.declineOffer, 'declined', 'Decline the offered place; it goes to the next waiting family'],
  ] as const;
  for (const [path, answer, summary] of answers) {
    app.post(
      toRoutePath(path),
      {
        config: { roles: FAMILY_ROLES },
        schema: { tags, security, summary, params: waitlistRequestParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await answerWaitlistOffer(offerDeps(app), request.actor, request.params.requestId, answer);
        return reply.status(204).send(null);
      },
    );
  }
};
