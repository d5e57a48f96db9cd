import { z } from 'zod';
import { AgeGroupIdSchema, CareTypeIdSchema } from '../provider-enrolment/schedule.ts';
import { ProviderTypeIdSchema } from '../provider-enrolment/common.ts';
import {
  DEFAULT_PROVIDER_TYPE_IDS,
  SEARCH_DEFAULT_DISTANCE_KM,
  SEARCH_MAX_DISTANCE_KM,
} from '../provider-search/search.ts';

/**
 * "Let me know" (SPEC section 2, /app/let-me-know): a parent's saved search. A daily check announces, through the
 * notification centre, each provider that starts to match after the alert was made, once.
 */
export const MAX_ACTIVE_SEARCH_ALERTS = 10;
/** How many new providers an announcement names before "and N more". */
export const SEARCH_ALERT_NAMED_PROVIDERS = 3;

export const SEARCH_ALERT_MESSAGES = {
  place: 'Choose a place (up to 200 characters).',
  latitude: 'Use a latitude from -90 to 90.',
  longitude: 'Use a longitude from -180 to 180.',
  distance: `Choose a distance from 1 to ${SEARCH_MAX_DISTANCE_KM} km.`,
  providerTypes: 'Choose at least one type of provider.',
  tooMany: `You can keep up to ${MAX_ACTIVE_SEARCH_ALERTS} alerts. Stop one to add another.`,
  notFound: 'This alert does not exist.',
} as const;

const M = SEARCH_ALERT_MESSAGES;
const uniqueIds = <T extends z.ZodType<number>>(item: T) =>
  z
    .array(item)
    .max(10)
    .transform((ids) => [...new Set(ids)]);

export const CreateSearchAlertSchema = z.object({
  place: z.string({ error: M.place }).trim().min(1, M.place).max(200, M.place),
  latitude: z.number({ error: M.latitude }).min(-90, M.latitude).max(90, M.latitude),
  longitude: z.number({ error: M.longitude }).min(-180, M.longitude).max(180, M.longitude),
  distanceKm: z
    .number({ error: M.distance })
    .int(M.distance)
    .min(1, M.distance)
    .max(SEARCH_MAX_DISTANCE_KM, M.distance)
    .default(SEARCH_DEFAULT_DISTANCE_KM),
  ageGroups: uniqueIds(AgeGroupIdSchema).default([]).describe('Age group ids 14-19; empty: any'),
  careTypes: uniqueIds(CareTypeIdSchema).default([]).describe('Care type ids 21-28; empty: any'),
  providerTypes: uniqueIds(ProviderTypeIdSchema)
    .refine((ids) => ids.length > 0, M.providerTypes)
    .default([...DEFAULT_PROVIDER_TYPE_IDS])
    .describe('Provider type ids (11 Licenced, 12 Unlicenced, 13 Drop-in); default 11,12'),
});
export type CreateSearchAlert = z.infer<typeof CreateSearchAlertSchema>;
export type CreateSearchAlertInput = z.input<typeof CreateSearchAlertSchema>;

export const SearchAlertSchema = z.object({
  id: z.uuid(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().int(),
  ageGroups: z.array(z.number().int()),
  careTypes: z.array(z.number().int()),
  providerTypes: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  lastCheckedAt: z.iso.datetime().nullable(),
  announced: z.number().int().describe('Providers this alert announced so far (not those matching at creation)'),
});
export type SearchAlert = z.infer<typeof SearchAlertSchema>;

export const SearchAlertListSchema = z.object({ items: z.array(SearchAlertSchema) });
export type SearchAlertList = z.infer<typeof SearchAlertListSchema>;

export const CreatedSearchAlertSchema = z.object({
  alert: SearchAlertSchema,
  matchingNow: z.number().int().describe('Providers matching today: they are not announced'),
});
export type CreatedSearchAlert = z.infer<typeof CreatedSearchAlertSchema>;

export const SearchAlertIdParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });

export const SearchAlertCheckResultSchema = z.object({
  alertsChecked: z.number().int(),
  announced: z.number().int().describe('New providers announced, over every alert'),
});
export type SearchAlertCheckResult = z.infer<typeof SearchAlertCheckResultSchema>;
