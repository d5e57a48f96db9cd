import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBookingsQuerySchema,
  AdminBookingsResponseSchema,
  AdminProviderIdParamsSchema,
  AdminSummarySchema,
  AdminVerificationProviderSchema,
  AdminVerificationsQuerySchema,
  AdminVerificationsResponseSchema,
  API_PATHS,
  Role,
  toRoutePath,
} from '@kinderly/shared';
import { listBookingsByStatus } from '../../services/admin/booking-info.ts';
import { getAdminSummary } from '../../services/admin/summary.ts';
import { getVerification, listVerifications } from '../../services/admin/verifications.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const config = { roles: [Role.SuperAdmin] } as const;

/** The index's counts and the lists they open (issue 18), SuperAdmin only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.admin.summary),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'The index: new users this week, providers awaiting badge verification, open requests, failed payments',
        response: { 200: AdminSummarySchema },
      },
    },
    async () => getAdminSummary(app.db, app.clock.now()),
  );
  app.get(
    toRoutePath(API_PATHS.admin.bookings),
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Orders in one state (requested or payment_failed) across every provider, soonest first; audited',
        querystring: AdminBookingsQuerySchema,
        response: { 200: AdminBookingsResponseSchema },
      },
    },
    async (request) => listBookingsByStatus({ db: app.db, actor: request.actor, query: request.query, ip: request.ip }),
  );
  app.get(
    toRoutePath(API_PATHS.admin.verifications),
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Providers with qualification proofs (or an insurance policy) to verify, the most waiting first',
        querystring: AdminVerificationsQuerySchema,
        response: { 200: AdminVerificationsResponseSchema },
      },
    },
    async (request) => listVerifications(app.db, request.query),
  );
  app.get(
    toRoutePath(API_PATHS.admin.verification),
    {
      config,
      schema: {
        tags,
        security,
        summary: "One provider's verification line (the proofs are getBadges with providerId)",
        params: AdminProviderIdParamsSchema,
        response: { 200: AdminVerificationProviderSchema },
      },
    },
    async (request) => getVerification(app.db, request.params.providerId),
  );
};
