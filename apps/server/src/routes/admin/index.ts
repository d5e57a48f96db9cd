import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeleteUserRequestSchema,
  AdminDeleteUserResponseSchema,
  AdminAuditLogQuerySchema,
  AdminAuditLogResponseSchema,
  AdminBookingInfoQuerySchema,
  AdminChildBookingInfoResponseSchema,
  AdminChildIdParamsSchema,
  AdminPolicyParamsSchema,
  AdminPolicyVersionParamsSchema,
  AdminPolicyVersionResponseSchema,
  AdminPolicyVersionsQuerySchema,
  AdminPolicyVersionsResponseSchema,
  AdminProviderBookingInfoResponseSchema,
  AdminProviderChildrenResponseSchema,
  AdminUserDetailsResponseSchema,
  AdminUserIdParamsSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  API_PATHS,
  Role,
  toRoutePath,
} from '@kinderly/shared';
import { adminJobsRoutes } from './jobs-routes.ts';
import { adminOverviewRoutes } from './overview-routes.ts';
import { listAuditLog } from '../../services/admin/audit-log.ts';
import { getChildBookingInfo, getProviderBookingInfo } from '../../services/admin/booking-info.ts';
import { getPolicyVersion, listPolicyVersions } from '../../services/admin/policy-versions.ts';
import { listProviderChildren } from '../../services/admin/provider-children.ts';
import { getUserDetails, listUsers } from '../../services/admin/users.ts';
import { deleteUser } from '../../services/admin/delete-user.ts';
import { cancelOrdersOfDeletedUser } from '../../services/booking/cancel-for-deletion.ts';
import type { BookingEffects } from '../../services/booking/deps.ts';
import { detachCardsOfDeletedUser } from '../../services/payments/manage-cards.ts';
import { leaveWaitlistsOfDeletedUser } from '../../services/waitlist/leave-on-deletion.ts';
import type { OfferDeps } from '../../services/waitlist/offer-steps.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const config = { roles: [Role.SuperAdmin] } as const;

export interface AdminRoutesOptions {
  /** Booking's refunds, releases and mails after a committed change (routes/booking/effects.ts). */
  bookingEffects: (app: FastifyInstance) => BookingEffects;
  /** The waitlist offers' clock, jobs and mailer (routes/waitlist/offers.ts). */
  offerDeps: (app: FastifyInstance) => OfferDeps;
}

/** SPEC section 7 "Admin" (issue 18): SuperAdmin only (403 for every other role, 401 signed out). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  await app.register(adminOverviewRoutes);
  await app.register(adminJobsRoutes);
  app.get(
    toRoutePath(API_PATHS.admin.users),
    {
      config,
      schema: {
        tags,
        security,
        summary: 'GET users: search by name, e-mail or user name, filter by role and state, newest first, paged',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );
  app.get(
    toRoutePath(API_PATHS.admin.user),
    {
      config,
      schema: {
        tags,
        security,
        summary: "One user's details: roles, children or business, cards (brand and last 4), recent activity; audited",
        params: AdminUserIdParamsSchema,
        response: { 200: AdminUserDetailsResponseSchema },
      },
    },
    async (request) => ({
      data: await getUserDetails({ db: app.db, actor: request.actor, userId: request.params.userId, ip: request.ip }),
    }),
  );
  app.get(
    toRoutePath(API_PATHS.admin.providerChildren),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'GET children of a provider (userId): children with bookings or waitlist entries there, with their guardians; audited',
        params: AdminUserIdParamsSchema,
        response: { 200: AdminProviderChildrenResponseSchema },
      },
    },
    async (request) =>
      listProviderChildren({ db: app.db, actor: request.actor, userId: request.params.userId, ip: request.ip }),
  );
  app.get(
    toRoutePath(API_PATHS.admin.auditLog),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The administrators' audit log: who did what, on what, when and from where; newest first, paged",
        querystring: AdminAuditLogQuerySchema,
        response: { 200: AdminAuditLogResponseSchema },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
  app.get(
    toRoutePath(API_PATHS.admin.bookingInfoProvider),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'GET booking info for a provider (userId): orders, latest care date first, with payments, refunds and history; paged, audited',
        params: AdminUserIdParamsSchema,
        querystring: AdminBookingInfoQuerySchema,
        response: { 200: AdminProviderBookingInfoResponseSchema },
      },
    },
    async (request) =>
      getProviderBookingInfo({
        db: app.db,
        actor: request.actor,
        userId: request.params.userId,
        query: request.query,
        ip: request.ip,
      }),
  );
  app.get(
    toRoutePath(API_PATHS.admin.bookingInfoChild),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'GET booking info for a child: orders at every provider, latest care date first, with payments, refunds and history; paged, audited',
        params: AdminChildIdParamsSchema,
        querystring: AdminBookingInfoQuerySchema,
        response: { 200: AdminChildBookingInfoResponseSchema },
      },
    },
    async (request) =>
      getChildBookingInfo({
        db: app.db,
        actor: request.actor,
        childId: request.params.childId,
        query: request.query,
        ip: request.ip,
      }),
  );
  app.get(
    toRoutePath(API_PATHS.admin.policyVersions),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "A policy's saved versions (one per save of one language), newest first, paged; with the policy's last change and who made it; unknown policy 404",
        params: AdminPolicyParamsSchema,
        querystring: AdminPolicyVersionsQuerySchema,
        response: { 200: AdminPolicyVersionsResponseSchema },
      },
    },
    async (request) => listPolicyVersions(app.db, request.params.id, request.query),
  );
  app.get(
    toRoutePath(API_PATHS.admin.policyVersion),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'One saved version of a policy with its sanitised HTML, to preview or restore (restoring saves it again)',
        params: AdminPolicyVersionParamsSchema,
        response: { 200: AdminPolicyVersionResponseSchema },
      },
    },
    async (request) => ({
      data: await getPolicyVersion(app.db, { policyId: request.params.id, versionId: request.params.versionId }),
    }),
  );
  app.post(
    toRoutePath(API_PATHS.admin.deleteUser),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'POST delete user (userId): personal data erased, money records kept anonymised, open bookings cancelled and refunded, sessions ended; audited (ADR 027)',
        body: AdminDeleteUserRequestSchema,
        response: { 200: AdminDeleteUserResponseSchema },
      },
    },
    async (request) => {
      const offers = options.offerDeps(app);
      const deleted = await deleteUser({
        db: app.db,
        actor: request.actor,
        userId: request.body.userId,
        ip: request.ip,
        now: app.clock.now(),
        steps: {
          cancelOpenOrders: cancelOrdersOfDeletedUser,
          leaveWaitlists: (tx, input) => leaveWaitlistsOfDeletedUser(tx, offers, input),
        },
      });
      // After the commit (ADR 021): sessions end here and in the other processes (the chat hub drops their
      // sockets), then the refunds and the other side's mails, the stored bytes and the gateway's cards.
      await app.sessions.ended({ userId: request.body.userId });
      await options.bookingEffects(app).afterTransitions(deleted.transitions);
      await Promise.all(deleted.storageKeys.map((key) => app.fileStorage.delete(key).catch(() => undefined)));
      await detachCardsOfDeletedUser({ gateway: app.payments, log: request.log }, deleted.cards);
      return deleted.response;
    },
  );
};
