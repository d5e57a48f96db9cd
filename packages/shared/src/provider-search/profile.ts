import { z } from 'zod';
import { QualificationNameSchema } from '../provider-enrolment/badges.ts';
import { ProviderTypeIdSchema, requiredProviderText, stepReadResponse } from '../provider-enrolment/common.ts';
import {
  CANCELLATION_OPTION_KEYS,
  FAMILY_AMENITIES,
  HOME_SAFETY_ITEMS,
  PROPERTY_TYPES,
  VISITOR_FREQUENCIES,
} from '../provider-enrolment/constants.ts';
import {
  FamilyAmenitiesSchema,
  PROGRAM_STATEMENT_MAX_LENGTH,
  PROGRAM_STATEMENT_MIN_LENGTH,
} from '../provider-enrolment/household.ts';
import { PoliciesAndProceduresSchema, ProviderPolicySchema } from '../provider-enrolment/policies.ts';
import {
  AgeGroupIdSchema,
  AvailabilitySettingsSchema,
  BusinessDaySchema,
  CareTypeIdSchema,
  DateSchema,
  HolidaySchema,
  HoursOfBusinessSchema,
  PriceSchema,
} from '../provider-enrolment/schedule.ts';
import { PROVIDER_FIELD_MESSAGES as M } from '../provider-enrolment/messages.ts';
import { ProviderAreaSchema, ProviderSearchItemSchema, SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES } from './search.ts';

/**
 * The provider profile parents read (issue 14): GET /api/providers/{childcareProviderId}. Anyone signed in may read
 * a listed provider; an unlisted one is a 404 except to its owner and the SuperAdmin. `exactLocation` (street,
 * unit, postal code, exact coordinates) is only filled for the owner and the SuperAdmin; everyone else gets the
 * area and coordinates snapped with toPublicCoordinate (about 300 m).
 */
export const ProviderExactLocationSchema = z.object({
  street: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const ProviderAgeGroupSpacesSchema = z.object({ ageGroupId: AgeGroupIdSchema, spaces: z.number().int() });

export const ProviderProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  displayName: z.string(),
  /** The person behind the business: first name and the initial of the last name. */
  ownerName: z.string(),
  providerType: ProviderTypeIdSchema.nullable(),
  licenceNumber: z.string().nullable(),
  area: ProviderAreaSchema,
  latitude: z.number().nullable().describe('Rounded unless the reader owns the profile or is the SuperAdmin'),
  longitude: z.number().nullable(),
  exactLocation: ProviderExactLocationSchema.nullable(),
  programStatement: z.string().nullable(),
  badges: z.array(QualificationNameSchema),
  insuranceActivate: z.boolean(),
  familyAmenities: z.array(z.enum(FAMILY_AMENITIES)),
  otherAmenities: z.string().nullable(),
  safetyItems: z.array(z.enum(HOME_SAFETY_ITEMS)),
  emergencyPlan: z.string().nullable(),
  otherSafety: z.string().nullable(),
  hasPets: z.boolean().nullable(),
  anyoneSmokes: z.boolean().nullable(),
  ageGroups: z.array(ProviderAgeGroupSpacesSchema).describe('Accepted age groups with the spaces of each'),
  careTypes: z.array(CareTypeIdSchema),
  prices: z.array(PriceSchema),
  dailyPriceCents: z.number().int().nullable(),
  hoursOfBusiness: z.array(BusinessDaySchema).describe('Seven entries, Monday first'),
  holidays: z.array(HolidaySchema).describe('From today to a year ahead'),
  startDate: DateSchema.nullable(),
  cancellationOption: z.enum(CANCELLATION_OPTION_KEYS).nullable(),
  withApprovalRequest: z.boolean().nullable(),
  policies: z.array(ProviderPolicySchema).describe('Only the policies the provider ticked'),
  gallery: z.array(z.string()).describe('Background pictures in slot order, GET /api/file/{id} urls'),
  photoUrl: z.string().nullable(),
  favourite: z.boolean(),
  isListed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>;
export const ProviderProfileResponseSchema = z.object({ data: ProviderProfileSchema });

export const ChildcareProviderIdParamsSchema = z.object({
  childcareProviderId: z.uuid({ error: 'Use a provider id.' }),
});

/**
 * PATCH /api/providers/{childcareProviderId}: the owner (or the SuperAdmin) edits these fields, with the rules of
 * the enrolment steps they come from (program-statement, family-amenities, home-safety); null empties a text.
 */
export const ProviderUpdatedFieldsSchema = z
  .object({
    businessName: requiredProviderText(120).optional(),
    programStatement: z
      .string()
      .trim()
      .min(PROGRAM_STATEMENT_MIN_LENGTH, M.programStatementShort)
      .max(PROGRAM_STATEMENT_MAX_LENGTH, M.tooLong)
      .optional(),
    otherAmenities: z.string().trim().max(1000, M.tooLong).nullable().optional(),
    emergencyPlan: z.string().trim().max(2000, M.tooLong).nullable().optional(),
    otherSafety: z.string().trim().max(1000, M.tooLong).nullable().optional(),
  })
  .strict();
export const UpdateProviderRequestSchema = z.object({ updatedFields: ProviderUpdatedFieldsSchema });
export type UpdateProviderRequest = z.infer<typeof UpdateProviderRequestSchema>;

/** GET /api/providers: listed providers newest first (the SuperAdmin also sees unlisted ones). */
export const ProviderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: SEARCH_MESSAGES.page })
    .int(SEARCH_MESSAGES.page)
    .min(1, SEARCH_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number({ error: SEARCH_MESSAGES.pageSize })
    .int(SEARCH_MESSAGES.pageSize)
    .min(1, SEARCH_MESSAGES.pageSize)
    .max(SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES.pageSize)
    .default(20),
});

/**
 * A provider in a list without a search point (favourites, GET /api/providers): distance when a location is saved.
 * Type and coordinates are null only for an unlisted provider, which only the SuperAdmin's list shows.
 */
export const ProviderSummarySchema = ProviderSearchItemSchema.extend({
  distanceKm: z.number().nullable(),
  providerType: ProviderTypeIdSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ProviderSummary = z.infer<typeof ProviderSummarySchema>;
export const ProviderListResponseSchema = z.object({
  items: z.array(ProviderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProviderListResponse = z.infer<typeof ProviderListResponseSchema>;

/** GET /api/providers/types: the provider type filters of section 9. */
export const ProviderTypeFilterSchema = z.object({
  id: ProviderTypeIdSchema,
  name: z.string(),
  key: z.string(),
  defaultOn: z.boolean(),
  disabled: z.boolean(),
});
export const ProviderTypesResponseSchema = z.object({ data: z.array(ProviderTypeFilterSchema) });

/** saveFavoritesLiked: toggles the provider in the parent's favourites and answers the new state. */
export const SaveFavoritesLikedRequestSchema = z.object({ providerId: z.uuid({ error: 'Use a provider id.' }) });
export const SaveFavoritesLikedResponseSchema = z.object({
  data: z.object({ providerId: z.uuid(), favourite: z.boolean() }),
});
export type SaveFavoritesLikedResponse = z.infer<typeof SaveFavoritesLikedResponseSchema>;

/** getHolidaysForRestNextYear: the provider's days closed from `date` (default today) to a year later. */
export const HolidaysForRestNextYearQuerySchema = z.object({
  providerId: z.uuid({ error: 'Use a provider id.' }),
  date: DateSchema.optional(),
});
export const HolidaysResponseSchema = z.object({ data: z.array(HolidaySchema) });

/**
 * The profile reads of SPEC section 7 "Booking" (query providerId, a listed provider): each answers a step's data
 * as parents may see it, null while the step was never saved (only its owner or the SuperAdmin can meet that).
 */
export const FamilyAmenitiesByIdResponseSchema = stepReadResponse(FamilyAmenitiesSchema);
/** getPoliciesAndProceduresById: only the policies the provider ticked, and the policy documents. */
export const PoliciesAndProceduresByIdResponseSchema = stepReadResponse(PoliciesAndProceduresSchema);
/** getHoursOfBusinessById: seven entries, Monday first. */
export const HoursOfBusinessByIdResponseSchema = stepReadResponse(HoursOfBusinessSchema);
/** getAvailabilitySettingsByProviderId: start date, spaces per age group, and the holidays of the coming year. */
export const AvailabilitySettingsByIdResponseSchema = stepReadResponse(AvailabilitySettingsSchema);

/**
 * getHouseholdInfoById: what a family may know about the home before booking. Not the relationships of the people
 * who live there, nor the free texts about smoking and visitors (they name and describe people): how many others
 * live there and their ages, pets (with the description, for allergies), whether anyone smokes, how often visitors
 * come.
 */
export const ProviderHouseholdSummarySchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  householdMembersCount: z.number().int().describe('People living in the home besides the provider'),
  householdMemberAges: z.array(z.number().int()).describe('Their ages, youngest first'),
  hasPets: z.boolean(),
  petsDescription: z.string(),
  anyoneSmokes: z.boolean(),
  visitorsFrequency: z.enum(VISITOR_FREQUENCIES),
});
export type ProviderHouseholdSummary = z.infer<typeof ProviderHouseholdSummarySchema>;
export const HouseholdInfoByIdResponseSchema = stepReadResponse(ProviderHouseholdSummarySchema);

/** getUserProfileById (providerId): the person behind a listed provider, as parents see them. */
export const ProviderUserProfileSchema = z.object({
  providerId: z.uuid(),
  userId: z.uuid(),
  ownerName: z.string(),
  memberSince: z.iso.datetime(),
  photoUrl: z.string().nullable(),
});
export type ProviderUserProfile = z.infer<typeof ProviderUserProfileSchema>;
export const ProviderUserProfileResponseSchema = z.object({ data: ProviderUserProfileSchema });

/** Forward geocoding (GET /api/addresses/actions/search?q=): places matching what a person typed. */
export const GeocodeSearchQuerySchema = z.object({
  q: z.string({ error: 'Type a place.' }).trim().min(2, 'Type at least 2 characters.').max(200),
});
export const GeocodePlaceSchema = z.object({
  label: z.string().describe('What to show: "Montréal, Quebec", or the geocoder\'s full place name'),
  city: z.string().nullable(),
  province: z.string().nullable().describe('Two-letter code of the Canadian province, as in the reverse lookup'),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodePlace = z.infer<typeof GeocodePlaceSchema>;
export const GeocodeSearchResponseSchema = z.object({ data: z.array(GeocodePlaceSchema) });
