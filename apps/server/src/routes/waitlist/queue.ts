import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  joinWaitlistBodySchema,
  joinWaitlistResultSchema,
  leaveWaitlistBodySchema,
  patchProviderWaitlistEntryBodySchema,
  providerWaitlistEntryParamsSchema,
  providerWaitlistSchema,
  rolesForRoute,
  saveWaitlistPrioritiesBodySchema,
  toRoutePath,
  waitlistChildParamsSchema,
  waitlistCurrentProviderParamsSchema,
  waitlistCurrentProviderSchema,
  waitlistPrioritiesSchema,
  waitlistProvidersQuerySchema,
  waitlistProvidersSchema,
  waitlistRequestsSchema,
  waitlistSettingsSchema,
} from '@kinderly/shared';
import { offerWaitlistPlace } from '../../services/waitlist/offers.ts';
import { findWaitlistProviders, getWaitlistProvider } from '../../services/waitlist/matching-providers.ts';
import {
  getWaitlistPriorities,
  listProviderWaitlist,
  saveWaitlistPriorities,
  updateProviderWaitlistEntry,
} from '../../services/waitlist/provider-waitlist.ts';
import { familyRequests, familyTickets, joinWaitlist, leaveWaitlist } from '../../services/waitlist/requests.ts';
import { getWaitlistSettings, saveWaitlistSettings } from '../../services/waitlist/waitlist-settings.ts';
import { offerDeps } from './offers.ts';

const FAMILY_ROLES = rolesForRoute('/app/waitlist/*');
const PROVIDER_ROLES = rolesForRoute('/app/provider/waitlist');
const paths = API_PATHS.waitlist;
const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];
const providerListSchema = providerWaitlistSchema.extend({ providerId: z.uuid() });

/** The queue (issue 16, ADR 023 addendum "the queue"): families join and leave lists, providers order theirs. */
export const waitlistQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = { config: { roles: FAMILY_ROLES } };
  const provider = { config: { roles: PROVIDER_ROLES } };
  app.get(
    toRoutePath(paths.providers),
    {
      ...family,
      schema: {
        tags,
        security,
        summary: "Providers matching the child's latest ticket, nearest first (409 without a ticket)",
        params: waitlistChildParamsSchema,
        querystring: waitlistProvidersQuerySchema,
        response: { 200: waitlistProvidersSchema },
      },
    },
    async (request) =>
      findWaitlistProviders({ db: app.db, actor: request.actor, childId: request.params.id, ...request.query }),
  );
  app.post(
    toRoutePath(paths.providers),
    {
      ...family,
      schema: {
        tags,
        security,
        summary: "Join one or several providers' waitlists with a ticket of the child (idempotent per provider)",
        params: waitlistChildParamsSchema,
        body: joinWaitlistBodySchema,
        response: { 200: joinWaitlistResultSchema },
      },
    },
    async (request) => ({
      items: await joinWaitlist({ db: app.db, actor: request.actor, childId: request.params.id, ...request.body }),
    }),
  );
  app.get(
    toRoutePath(paths.currentProvider),
    {
      ...family,
      schema: {
        tags,
        security,
        summary: "A provider and the child's entry in its waitlist",
        params: waitlistCurrentProviderParamsSchema,
        response: { 200: waitlistCurrentProviderSchema },
      },
    },
    async (request) =>
      getWaitlistProvider({
        db: app.db,
        actor: request.actor,
        childId: request.params.childId,
        providerId: request.params.childcareProviderId,
      }),
  );
  app.get(
    toRoutePath(paths.requests),
    {
      ...family,
      schema: {
        tags,
        security,
        summary: "The family's waitlist entries with their positions, and each child's newest ticket",
        response: { 200: waitlistRequestsSchema },
      },
    },
    async (request) => ({
      items: await familyRequests(app.db, request.actor),
      tickets: await familyTickets(app.db, request.actor),
    }),
  );
  app.delete(
    toRoutePath(paths.requests),
    {
      ...family,
      schema: {
        tags,
        security,
        summary: "Leave a provider's waitlist (body providerId, ticketId)",
        body: leaveWaitlistBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await leaveWaitlist({ ...offerDeps(app), actor: request.actor, ...request.body });
      return reply.status(204).send(null);
    },
  );
  app.get(
    toRoutePath(paths.providerWaitlist),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: "The signed-in provider's waitlist in their order (no parent contact details)",
        response: { 200: providerListSchema },
      },
    },
    async (request) => listProviderWaitlist({ db: app.db, actor: request.actor, clock: app.clock }),
  );
  app.get(
    toRoutePath(paths.providerPriorities),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: "The provider's waitlist priorities",
        response: { 200: waitlistPrioritiesSchema },
      },
    },
    async (request) => getWaitlistPriorities({ db: app.db, actor: request.actor, clock: app.clock }),
  );
  app.post(
    toRoutePath(paths.providerPriorities),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: "Save the provider's whole order: every ticket of the list with priority 1..n",
        body: saveWaitlistPrioritiesBodySchema,
        response: { 200: providerListSchema },
      },
    },
    async (request) => saveWaitlistPriorities({ ...offerDeps(app), actor: request.actor, body: request.body }),
  );
  app.get(
    toRoutePath(paths.providerSettings),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: "The provider's waitlist settings: the hours a family has to answer an offer",
        response: { 200: waitlistSettingsSchema },
      },
    },
    async (request) => getWaitlistSettings(app.db, request.actor),
  );
  app.put(
    toRoutePath(paths.providerSettings),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: 'Save the hours a family has to answer an offer (24, 48, 72 or 96); offers made keep theirs',
        body: waitlistSettingsSchema,
        response: { 200: waitlistSettingsSchema },
      },
    },
    async (request) => saveWaitlistSettings(app.db, request.actor, request.body),
  );
  app.patch(
    toRoutePath(paths.providerEntry),
    {
      ...provider,
      schema: {
        tags,
        security,
        summary: "Offer a waiting family a place (the provider's window to answer) or take an entry off the waitlist",
        params: providerWaitlistEntryParamsSchema,
        body: patchProviderWaitlistEntryBodySchema,
        response: { 200: providerListSchema },
      },
    },
    async (request) => {
      if (request.body.status === 'offered') {
        await offerWaitlistPlace(offerDeps(app), request.actor, request.params.requestId);
        return listProviderWaitlist({ db: app.db, actor: request.actor, clock: app.clock });
      }
      return updateProviderWaitlistEntry({
        ...offerDeps(app),
        actor: request.actor,
        requestId: request.params.requestId,
        status: request.body.status,
      });
    },
  );
};
