import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ChildcareLocationSchema,
  ProviderPayoutStepSchema,
  EnrollmentStepsResponseSchema,
  GeolocationSharedSchema,
  ParentBookingMethodQuerySchema,
  ParentBookingMethodSchema,
  ProviderForCurrentUserResponseSchema,
  ProviderIdQuerySchema,
  RegulationComplianceSchema,
  RequiredProviderIdQuerySchema,
  rolesForRoute,
  SaveConnectedAccountLinkRequestSchema,
  SetGeolocationSharedQuerySchema,
  stepReadResponse,
  stepSaveResponse,
  toRoutePath,
} from '@kinderly/shared';
import * as location from '../../services/provider-enrolment/childcare-location.ts';
import * as account from '../../services/provider-enrolment/connected-account-link.ts';
import {
  getEnrollmentSteps,
  getProviderForCurrentUser,
} from '../../services/provider-enrolment/provider-for-current-user.ts';
import { getRegulationCompliance } from '../../services/provider-enrolment/regulation-compliance.ts';
import { badgeRoutes } from './badge-routes.ts';
import { BEARER, PROVIDER_ROLES, TAGS } from './deps.ts';
import { registerJsonSteps } from './step-list.ts';

/** `/api/childcareProvider/...`: the 16 enrolment steps and the stand-alone settings (SPEC section 7, Provider). */
export const providerEnrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest & { query: { providerId?: string | undefined } }) => ({
    db: app.db,
    actor: request.actor,
    providerId: request.query.providerId,
  });
  const roles = { roles: PROVIDER_ROLES };

  registerJsonSteps(app);
  await app.register(badgeRoutes);

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getEnrollmentSteps),
    {
      schema: {
        tags: TAGS,
        summary: 'Step counters of the provider enrolment',
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: EnrollmentStepsResponseSchema },
      },
      config: roles,
    },
    async (request) => getEnrollmentSteps(context(request)),
  );

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getProviderForCurrentUser),
    {
      schema: {
        tags: TAGS,
        summary: 'The provider record of the signed-in user; null data unless they act as a home provider',
        security: BEARER,
        response: { 200: ProviderForCurrentUserResponseSchema },
      },
    },
    async (request) => getProviderForCurrentUser({ db: app.db, actor: request.actor }),
  );

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getRegulationCompliance),
    {
      schema: {
        tags: TAGS,
        summary: "What the provider's province asks of a home daycare against what they have on file",
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: RegulationComplianceSchema },
      },
      config: { roles: rolesForRoute('/app/regulation-compliance') },
    },
    async (request) => getRegulationCompliance(context(request)),
  );

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getConnectedAccountLink),
    {
      schema: {
        tags: TAGS,
        summary: 'Payment account link state (step 1)',
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: stepReadResponse(ProviderPayoutStepSchema) },
      },
      config: roles,
    },
    async (request) => account.getConnectedAccountLink(context(request)),
  );
  for (const verb of ['save', 'update'] as const) {
    app.post(
      toRoutePath(API_PATHS.childcareProvider[`${verb}ConnectedAccountLink`]),
      {
        schema: {
          tags: TAGS,
          summary: 'Record that the person came back from payment onboarding (completes step 1)',
          security: BEARER,
          querystring: ProviderIdQuerySchema,
          body: SaveConnectedAccountLinkRequestSchema,
          response: { 200: stepSaveResponse(ProviderPayoutStepSchema) },
        },
        config: roles,
      },
      async (request) => account.saveConnectedAccountLink(context(request), request.body.onboardingReturned),
    );

    app.post(
      toRoutePath(API_PATHS.childcareProvider[`${verb}ParentBookingMethod`]),
      {
        schema: {
          tags: TAGS,
          summary: 'How parents book: query withApprovalRequest, no body',
          security: BEARER,
          querystring: ParentBookingMethodQuerySchema,
          response: { 200: stepSaveResponse(ParentBookingMethodSchema) },
        },
        config: roles,
      },
      async (request) => location.saveParentBookingMethod(context(request), request.query.withApprovalRequest),
    );
  }

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getParentBookingMethod),
    {
      schema: {
        tags: TAGS,
        summary: 'How parents book; data null until chosen',
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: stepReadResponse(ParentBookingMethodSchema) },
      },
      config: roles,
    },
    async (request) => location.getParentBookingMethod(context(request)),
  );

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getGeolocationShared),
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the exact location is shared with parents; data null until chosen',
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: stepReadResponse(GeolocationSharedSchema) },
      },
      config: roles,
    },
    async (request) => location.getGeolocationShared(context(request)),
  );

  app.post(
    toRoutePath(API_PATHS.childcareProvider.setGeolocationShared),
    {
      schema: {
        tags: TAGS,
        summary: 'Turn geolocation sharing on or off (query parameters); completes get-location-automation',
        security: BEARER,
        querystring: SetGeolocationSharedQuerySchema,
        response: { 200: stepSaveResponse(GeolocationSharedSchema) },
      },
      config: roles,
    },
    async (request) => location.setGeolocationShared(context(request), request.query.isGeolocationShared),
  );

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getChildcareLocationById),
    {
      schema: {
        tags: TAGS,
        summary:
          "A listed provider's location for any signed-in user; street and exact point only when shared (or to owner and admin)",
        security: BEARER,
        querystring: RequiredProviderIdQuerySchema,
        response: { 200: stepReadResponse(ChildcareLocationSchema) },
      },
    },
    async (request) =>
      location.getChildcareLocationById({ db: app.db, actor: request.actor, providerId: request.query.providerId }),
  );
};
