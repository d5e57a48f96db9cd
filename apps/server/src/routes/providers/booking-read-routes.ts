import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API_PATHS,
  AvailabilitySettingsByIdResponseSchema,
  FamilyAmenitiesByIdResponseSchema,
  HolidaysForRestNextYearQuerySchema,
  HolidaysResponseSchema,
  HouseholdInfoByIdResponseSchema,
  HoursOfBusinessByIdResponseSchema,
  PoliciesAndProceduresByIdResponseSchema,
  ProviderUserProfileResponseSchema,
  RequiredProviderIdQuerySchema,
  toRoutePath,
} from '@kinderly/shared';
import * as reads from '../../services/provider-enrolment/public-profile-reads.ts';

const TAGS = ['booking'];
const BEARER = [{ bearerAuth: [] }];

type ReadName = Exclude<keyof typeof reads, 'householdSummaryOf' | 'getHolidaysForRestNextYear'>;

/** Each read: its path, what the docs say, its answer and the service behind it (query providerId). */
const READS: { path: string; summary: string; response: z.ZodType; read: ReadName }[] = [
  {
    path: API_PATHS.booking.getFamilyAmenitiesById,
    summary: "A provider's family amenities",
    response: FamilyAmenitiesByIdResponseSchema,
    read: 'getFamilyAmenitiesById',
  },
  {
    path: API_PATHS.booking.getPoliciesAndProceduresById,
    summary: "The policies a provider ticked, and the provider's policy documents",
    response: PoliciesAndProceduresByIdResponseSchema,
    read: 'getPoliciesAndProceduresById',
  },
  {
    path: API_PATHS.booking.getHoursOfBusinessById,
    summary: "A provider's hours, seven days, Monday first",
    response: HoursOfBusinessByIdResponseSchema,
    read: 'getHoursOfBusinessById',
  },
  {
    path: API_PATHS.booking.getUserProfileById,
    summary: 'The person behind a provider: first name and initial, member since, first picture',
    response: ProviderUserProfileResponseSchema,
    read: 'getUserProfileById',
  },
  {
    path: API_PATHS.booking.getAvailabilitySettingsByProviderId,
    summary: "A provider's start date, spaces per age group and holidays of the coming year",
    response: AvailabilitySettingsByIdResponseSchema,
    read: 'getAvailabilitySettingsByProviderId',
  },
  {
    path: API_PATHS.booking.getHouseholdInfoById,
    summary:
      "What a family may know of a provider's household: how many others live there and their ages, pets, smoking, visitors (no names, relationships or free texts about people)",
    response: HouseholdInfoByIdResponseSchema,
    read: 'getHouseholdInfoById',
  },
];

/**
 * `/api/booking/...` reads of a provider's profile (SPEC section 7 "Booking"): a listed provider for anyone signed
 * in; an unlisted one answers 404 except to its owner and the SuperAdmin. getBadgesIsActivated and the gallery are
 * with the enrolment routes that write them (routes/provider-enrolment/profile-routes.ts).
 */
export const bookingProfileReadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, summary, response, read } of READS) {
    app.get(
      toRoutePath(path),
      {
        schema: {
          tags: TAGS,
          summary,
          security: BEARER,
          querystring: RequiredProviderIdQuerySchema,
          response: { 200: response },
        },
      },
      async (request) => reads[read]({ db: app.db, actor: request.actor, providerId: request.query.providerId }),
    );
  }

  app.get(
    toRoutePath(API_PATHS.booking.getHolidaysForRestNextYear),
    {
      schema: {
        tags: TAGS,
        summary: "A provider's days closed from date (default today) to a year later",
        security: BEARER,
        querystring: HolidaysForRestNextYearQuerySchema,
        response: { 200: HolidaysResponseSchema },
      },
    },
    async (request) =>
      reads.getHolidaysForRestNextYear({
        db: app.db,
        actor: request.actor,
        providerId: request.query.providerId,
        date: request.query.date,
      }),
  );
};
