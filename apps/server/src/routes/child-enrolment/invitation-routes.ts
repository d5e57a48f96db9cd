import type { FastifyRequest } from 'fastify';
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  API_PATHS,
  InvitationLinkResponseSchema,
  ProviderInvitationLinkQuerySchema,
  PutIntoQueueQuerySchema,
  QueueResponseSchema,
  SendInvitationRequestSchema,
  SendInvitationResponseSchema,
  SendProviderInvitationRequestSchema,
  toRoutePath,
} from '@kinderly/shared';
import {
  acceptInvitation,
  getInvitationLink,
  getProviderInvitationLink,
  sendInvitation,
  sendProviderInvitation,
} from '../../services/child-enrolment/invitations.ts';
import { putIntoQueue } from '../../services/child-enrolment/queue.ts';
import { BEARER, ENROL_CONFIG, TAGS, type ZodApp } from './deps.ts';

/** Invitations (co-parent, provider) and the general queue. */
export async function invitationRoutes(app: ZodApp) {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    actor: request.actor,
    publicUrl: app.config.PUBLIC_URL.replace(/\/+$/, ''),
  });
  const schema = <T extends object>(summary: string, rest: T) => ({ tags: TAGS, summary, security: BEARER, ...rest });

  app.get(
    toRoutePath(API_PATHS.enrollment.getInvitationLink),
    {
      config: ENROL_CONFIG,
      schema: schema('Registration link with my referral token', { response: { 200: InvitationLinkResponseSchema } }),
    },
    async (request) => getInvitationLink(deps(request)),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getProviderInvitationLink),
    {
      config: ENROL_CONFIG,
      schema: schema('Link inviting a provider (login page, referral token, landing page)', {
        querystring: ProviderInvitationLinkQuerySchema,
        response: { 200: InvitationLinkResponseSchema },
      }),
    },
    async (request) => getProviderInvitationLink({ ...deps(request), ...request.query }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.sendInvitation),
    {
      config: ENROL_CONFIG,
      schema: schema('E-mail a co-parent an invitation to share the child record', {
        body: SendInvitationRequestSchema,
        response: { 200: SendInvitationResponseSchema },
      }),
    },
    async (request) => sendInvitation({ ...deps(request), mailer: app.mailer, request: request.body }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.sendProviderInvitation),
    {
      config: ENROL_CONFIG,
      schema: schema('E-mail a provider an invitation to join', {
        body: SendProviderInvitationRequestSchema,
        response: { 200: SendInvitationResponseSchema },
      }),
    },
    async (request) => sendProviderInvitation({ ...deps(request), mailer: app.mailer, request: request.body }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.acceptInvitation),
    {
      config: ENROL_CONFIG,
      schema: schema('Become a co-parent through an invitation sent to my e-mail', {
        body: AcceptInvitationRequestSchema,
        response: { 200: AcceptInvitationResponseSchema },
      }),
    },
    async (request) =>
      acceptInvitation({ ...deps(request), jobs: app.jobs, invitationToken: request.body.invitationToken }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.putIntoQueue),
    {
      config: ENROL_CONFIG,
      schema: schema('Put an enrolled child in the general queue', {
        querystring: PutIntoQueueQuerySchema,
        response: { 200: QueueResponseSchema },
      }),
    },
    async (request) => putIntoQueue({ ...deps(request), childId: request.query.childId }),
  );
}
