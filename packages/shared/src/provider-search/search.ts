import { z } from 'zod';
import { AGE_GROUP_IDS } from '../child-enrolment/age-groups.ts';
import type { AgeGroupId } from '../child-enrolment/age-groups.ts';
import { CARE_TYPE_IDS, PROVIDER_TYPE_IDS } from '../provider-enrolment/constants.ts';
import type { CareTypeId, ProviderTypeId } from '../provider-enrolment/constants.ts';
import { QualificationNameSchema } from '../provider-enrolment/badges.ts';
import { AgeGroupIdSchema, CareTypeIdSchema, DateSchema } from '../provider-enrolment/schedule.ts';
import { ProviderTypeIdSchema } from '../provider-enrolment/common.ts';

/**
 * Provider search (issue 14, SPEC section 7 "Booking": getAllProviders). The filters of section 9: provider types
 * 11 and 12 on by default and 13 (Drop-in) off and disabled; age groups 16-19 shown but disabled.
 */
export const SEARCH_DEFAULT_DISTANCE_KM = 10;
export const SEARCH_MAX_DISTANCE_KM = 100;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/**
 * A search by distance counts its matches up to this many past the start of the page asked for (page 1: 100), then
 * answers `totalIsLowerBound` ("100+ providers"); counting every match would read every one (ADR 020, addendum).
 */
export const SEARCH_COUNT_AHEAD = 100;
/**
 * A home daycare is someone's home: anyone but the provider and the administrator sees its point snapped to a grid
 * of this many degrees, about 330 m north-south and 240 m east-west in southern Canada (the issue's "about 300 m").
 */
export const PUBLIC_COORDINATE_GRID_DEGREES = 0.003;

/** A latitude or longitude snapped to the public grid (six decimals, so no float noise reveals more). */
export function toPublicCoordinate(value: number): number {
  const snapped = Math.round(value / PUBLIC_COORDINATE_GRID_DEGREES) * PUBLIC_COORDINATE_GRID_DEGREES;
  return Number(snapped.toFixed(6));
}
export const SEARCH_SORTS = ['distance', 'price', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const PROVIDER_TYPE_FILTERS: readonly { id: ProviderTypeId; defaultOn: boolean; disabled: boolean }[] = [
  { id: 11, defaultOn: true, disabled: false },
  { id: 12, defaultOn: true, disabled: false },
  { id: 13, defaultOn: false, disabled: true },
];
export const DEFAULT_PROVIDER_TYPE_IDS: readonly ProviderTypeId[] = PROVIDER_TYPE_FILTERS.filter(
  (f) => f.defaultOn,
).map((f) => f.id);
/** Age groups the filter shows but does not let a parent choose (section 9: Preschool to Jr. School). */
export const DISABLED_AGE_GROUP_FILTER_IDS: readonly AgeGroupId[] = [16, 17, 18, 19];

export const SEARCH_MESSAGES = {
  locationRequired: 'Choose a place to search around, or save your location first.',
  numberList: 'Use a comma-separated list of ids.',
  distance: `Choose a distance from 1 to ${SEARCH_MAX_DISTANCE_KM} km.`,
  price: 'Use a price in cents, 0 or more.',
  priceRange: 'The lowest price must not be above the highest.',
  page: 'Use a page number from 1.',
  pageSize: `Use a page size from 1 to ${SEARCH_MAX_PAGE_SIZE}.`,
  sort: 'Choose distance, price or newest.',
  latitude: 'Use a latitude from -90 to 90.',
  longitude: 'Use a longitude from -180 to 180.',
  bothCoordinates: 'Give both lat and lng, or neither.',
} as const;

/** "11,12" -> [11, 12]; each id must be one of `allowed`. An empty string is an empty list. */
const idList = <T extends number>(allowed: readonly T[]) =>
  z.string().transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !allowed.includes(id as T))) {
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.numberList });
      return z.NEVER;
    }
    return [...new Set(ids)] as T[];
  });

const queryNumber = (message: string) => z.coerce.number({ error: message });

/** GET /api/booking/getAllProviders query. Absent lists mean "no filter" except providerTypes (default 11,12). */
export const ProviderSearchQuerySchema = z
  .object({
    lat: queryNumber(SEARCH_MESSAGES.latitude)
      .min(-90, SEARCH_MESSAGES.latitude)
      .max(90, SEARCH_MESSAGES.latitude)
      .optional(),
    lng: queryNumber(SEARCH_MESSAGES.longitude)
      .min(-180, SEARCH_MESSAGES.longitude)
      .max(180, SEARCH_MESSAGES.longitude)
      .optional(),
    distanceKm: queryNumber(SEARCH_MESSAGES.distance)
      .min(1, SEARCH_MESSAGES.distance)
      .max(SEARCH_MAX_DISTANCE_KM, SEARCH_MESSAGES.distance)
      .default(SEARCH_DEFAULT_DISTANCE_KM),
    providerTypes: idList<ProviderTypeId>(PROVIDER_TYPE_IDS)
      .optional()
      .describe('Comma-separated provider type ids (11 Licenced, 12 Unlicenced, 13 Drop-in); default 11,12'),
    ageGroups: idList<AgeGroupId>(AGE_GROUP_IDS).optional().describe('Comma-separated age group ids 14-19'),
    careTypes: idList<CareTypeId>(CARE_TYPE_IDS).optional().describe('Comma-separated care type ids 21-28'),
    date: DateSchema.optional().describe('Open that day with a free space for the chosen age group(s)'),
    minPrice: queryNumber(SEARCH_MESSAGES.price).int(SEARCH_MESSAGES.price).min(0, SEARCH_MESSAGES.price).optional(),
    maxPrice: queryNumber(SEARCH_MESSAGES.price).int(SEARCH_MESSAGES.price).min(0, SEARCH_MESSAGES.price).optional(),
    q: z.string().trim().max(100).optional().describe('Words in the business name or program statement'),
    sort: z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.sort }).default('distance'),
    page: queryNumber(SEARCH_MESSAGES.page).int(SEARCH_MESSAGES.page).min(1, SEARCH_MESSAGES.page).default(1),
    pageSize: queryNumber(SEARCH_MESSAGES.pageSize)
      .int(SEARCH_MESSAGES.pageSize)
      .min(1, SEARCH_MESSAGES.pageSize)
      .max(SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES.pageSize)
      .default(SEARCH_DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lng'],
        message: SEARCH_MESSAGES.bothCoordinates,
      });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: SEARCH_MESSAGES.priceRange });
    }
  });
export type ProviderSearchQuery = z.infer<typeof ProviderSearchQuerySchema>;
export type ProviderSearchQueryInput = z.input<typeof ProviderSearchQuerySchema>;

/** The area a provider is in, never the street: neighbourhood when known, city and province. */
export const ProviderAreaSchema = z.object({
  neighbourhood: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});
export type ProviderArea = z.infer<typeof ProviderAreaSchema>;

/** One search result. Coordinates are snapped with toPublicCoordinate (about 300 m). */
export const ProviderSearchItemSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  displayName: z.string(),
  providerType: ProviderTypeIdSchema,
  area: ProviderAreaSchema,
  distanceKm: z.number().describe('One decimal'),
  latitude: z.number(),
  longitude: z.number(),
  dailyPriceCents: z.number().int().nullable().describe('Lowest daily price, cents CAD; null when only hourly'),
  ageGroups: z.array(AgeGroupIdSchema),
  careTypes: z.array(CareTypeIdSchema),
  badges: z.array(QualificationNameSchema).describe('Only qualifications an administrator activated'),
  photoUrl: z.string().nullable().describe('First background picture, GET /api/file/{id}'),
  favourite: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProviderSearchItem = z.infer<typeof ProviderSearchItemSchema>;

export const ProviderSearchResultSchema = z.object({
  items: z.array(ProviderSearchItemSchema),
  total: z.number().int(),
  totalIsLowerBound: z
    .boolean()
    .describe(
      `True when the search stopped counting at total (the distance sort counts SEARCH_COUNT_AHEAD = ${SEARCH_COUNT_AHEAD} matches past the page's start): there are at least that many`,
    ),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The point searched around (given, or the saved location). */
  center: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type ProviderSearchResult = z.infer<typeof ProviderSearchResultSchema>;
