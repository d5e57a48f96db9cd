import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  childcareTypesSchema,
  paymentOptionsQuerySchema,
  paymentOptionsSchema,
  rolesForRoute,
  schoolPlanDetailSchema,
  schoolPlanParamsSchema,
  schoolPlansSchema,
  toRoutePath,
  waitlistChildParamsSchema,
  waitlistChosenFiltersSchema,
  waitlistEntryRequestSchema,
  waitlistFiltersRequestSchema,
  waitlistFiltersSchema,
  waitlistProviderTypesQuerySchema,
  waitlistProviderTypesSchema,
  waitlistTicketParamsSchema,
  waitlistTicketSchema,
} from '@kinderly/shared';
import {
  getSchoolPlan,
  getWaitlistFilters,
  listChildcareTypes,
  listPaymentOptions,
  listProviderTypes,
  listSchoolPlans,
} from '../../services/waitlist/reference-lists.ts';
import { chooseWaitlistFilters } from '../../services/waitlist/chosen-filters.ts';
import { createWaitlistEntry, getWaitlistEntry, updateWaitlistEntry } from '../../services/waitlist/tickets.ts';
import { waitlistFamilyRoutes } from './family.ts';
import { waitlistOfferRoutes } from './offers.ts';
import { waitlistQueueRoutes } from './queue.ts';

/** Section 6: the waitlist pages belong to the families (Parent, Nanny) and the SuperAdmin. */
const FAMILY_ROLES = rolesForRoute('/app/waitlist/*');
const paths = API_PATHS.waitlist;
const tags = ['waitlist'];
const security = [{ bearerAuth: [] }];

/** SPEC section 7 "Waitlist and RESTful": the wizard's lists and the family's tickets (ADR 023). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(waitlistQueueRoutes);
  await app.register(waitlistOfferRoutes);
  await app.register(waitlistFamilyRoutes);
  const read = { config: { roles: FAMILY_ROLES } };
  app.get(
    toRoutePath(paths.schoolPlans),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'School plans (the preferred curriculum)',
        response: { 200: schoolPlansSchema },
      },
    },
    async () => ({ items: await listSchoolPlans(app.db) }),
  );
  app.get(
    toRoutePath(paths.schoolPlan),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'One school plan, with its details',
        params: schoolPlanParamsSchema,
        response: { 200: schoolPlanDetailSchema },
      },
    },
    async (request) => getSchoolPlan(app.db, request.params.id),
  );
  app.get(
    toRoutePath(paths.paymentOptions),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Daily or hourly payment options, sorted by value then max value',
        querystring: paymentOptionsQuerySchema,
        response: { 200: paymentOptionsSchema },
      },
    },
    async (request) => ({ items: await listPaymentOptions(app.db, request.query.paymentOption) }),
  );
  app.get(
    toRoutePath(paths.childcareTypes),
    {
      ...read,
      schema: { tags, security, summary: 'Childcare types (SPEC section 9)', response: { 200: childcareTypesSchema } },
    },
    () => ({ items: listChildcareTypes() }),
  );
  app.get(
    toRoutePath(paths.providerTypes),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "Provider types; with waitingListTicketId, those the family's ticket chose are selected",
        querystring: waitlistProviderTypesQuerySchema,
        response: { 200: waitlistProviderTypesSchema },
      },
    },
    async (request) => ({
      items: await listProviderTypes(app.db, request.actor, request.query.waitingListTicketId),
    }),
  );
  app.get(
    toRoutePath(paths.filters),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Every list of the waitlist wizard',
        response: { 200: waitlistFiltersSchema },
      },
    },
    async () => getWaitlistFilters(app.db),
  );
  app.post(
    toRoutePath(paths.filters),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "The wizard's lists with the selections' choices marked, and how many providers match them",
        body: waitlistFiltersRequestSchema,
        response: { 200: waitlistChosenFiltersSchema },
      },
    },
    async (request) => chooseWaitlistFilters({ db: app.db, actor: request.actor, body: request.body }),
  );
  app.post(
    toRoutePath(paths.createEntry),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "Create a waitlist entry (ticket) for the family's enrolled child from the wizard's selections",
        params: waitlistChildParamsSchema,
        body: waitlistEntryRequestSchema,
        response: { 201: waitlistTicketSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createWaitlistEntry({
          db: app.db,
          actor: request.actor,
          clock: app.clock,
          childId: request.params.id,
          selections: request.body,
        }),
      ),
  );
  app.get(
    toRoutePath(paths.updateEntry),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'A waitlist ticket of the family, with its selections (to edit it)',
        params: waitlistTicketParamsSchema,
        response: { 200: waitlistTicketSchema },
      },
    },
    async (request) =>
      getWaitlistEntry({
        db: app.db,
        actor: request.actor,
        childId: request.params.id,
        ticketId: request.params.ticket,
      }),
  );
  app.put(
    toRoutePath(paths.updateEntry),
    {
      ...read,
      schema: {
        tags,
        security,
        summary: "Replace a waitlist ticket's selections",
        params: waitlistTicketParamsSchema,
        body: waitlistEntryRequestSchema,
        response: { 200: waitlistTicketSchema },
      },
    },
    async (request) =>
      updateWaitlistEntry({
        db: app.db,
        actor: request.actor,
        clock: app.clock,
        childId: request.params.id,
        ticketId: request.params.ticket,
        selections: request.body,
      }),
  );
};
