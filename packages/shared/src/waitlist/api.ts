import { z } from 'zod';
import { CARE_TYPE_IDS, PROVIDER_TYPE_IDS } from '../provider-enrolment/constants.ts';
import { PROVIDER_TYPE_FILTERS } from '../provider-search/search.ts';
import { PAYMENT_OPTION_TYPES, paymentOptionSchema } from './payment-options.ts';
import {
  missingWaitlistFields,
  WAITLIST_MISSING_MESSAGES,
  waitlistSelectionsSchema,
  type WaitlistSelections,
} from './selections.ts';

// The waitlist calls of SPEC section 7 ("Waitlist and RESTful"): the wizard's lists and the family's tickets.

/** A tile of the filter panel (SPEC section 2): name, description, icon (a Material Symbols name). */
export const waitlistTileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
});
export type WaitlistTile = z.infer<typeof waitlistTileSchema>;

/** A provider type tile: `disabled` as section 9 has Drop-in; `selected` by the ticket asked about. */
export const waitlistProviderTypeSchema = waitlistTileSchema.extend({
  defaultOn: z.boolean(),
  disabled: z.boolean(),
  selected: z.boolean(),
});
export const waitlistProviderTypesQuerySchema = z.object({ waitingListTicketId: z.uuid().optional() });
export const waitlistProviderTypesSchema = z.object({ items: z.array(waitlistProviderTypeSchema) });

export const schoolPlanSchema = waitlistTileSchema;
export const schoolPlanDetailSchema = schoolPlanSchema.extend({ details: z.string() });
export type SchoolPlanDetail = z.infer<typeof schoolPlanDetailSchema>;
export const schoolPlansSchema = z.object({ items: z.array(schoolPlanSchema) });
export const schoolPlanParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const waitlistPaymentOptionSchema = paymentOptionSchema.extend({ code: z.string() });
export const paymentOptionsQuerySchema = z.object({ paymentOption: z.enum(PAYMENT_OPTION_TYPES).default('Daily') });
export const paymentOptionsSchema = z.object({ items: z.array(waitlistPaymentOptionSchema) });

export const childcareTypesSchema = z.object({ items: z.array(waitlistTileSchema) });

/** GET waitlist filters (SPEC section 3, "Waitlist filters from the server"). */
export const waitlistFiltersSchema = z.object({
  providerTypes: z.array(waitlistProviderTypeSchema),
  childcareTypes: z.array(waitlistTileSchema),
  schoolPlans: z.array(schoolPlanSchema),
  paymentOptions: z.array(waitlistPaymentOptionSchema),
});
export type WaitlistFilters = z.infer<typeof waitlistFiltersSchema>;

const DISABLED_PROVIDER_TYPES = new Set<number>(PROVIDER_TYPE_FILTERS.filter((t) => t.disabled).map((t) => t.id));

/**
 * The body of POST child/{id}/waitlist and PUT child/{id}/waitlist/{ticket}: the selections, complete as the
 * confirmation screen requires (each missing part answers section 5's message under its field), with ids of the
 * lists (provider types that can be chosen, care types 21-28; school plans and payment options are checked
 * against their tables by the server).
 */
export const waitlistEntryRequestSchema = waitlistSelectionsSchema.superRefine((selections, ctx) => {
  for (const field of missingWaitlistFields(selections)) {
    ctx.addIssue({ code: 'custom', path: [field], message: WAITLIST_MISSING_MESSAGES[field] });
  }
  checkTypeIds(selections, ctx);
});
export type WaitlistEntryRequest = WaitlistSelections;

/** Provider types that can be chosen (not Drop-in) and care types 21-28, each wrong id under its field. */
function checkTypeIds(selections: WaitlistSelections, ctx: z.RefinementCtx) {
  for (const id of selections.ProviderTypes ?? []) {
    if (!(PROVIDER_TYPE_IDS as readonly number[]).includes(id) || DISABLED_PROVIDER_TYPES.has(id)) {
      ctx.addIssue({ code: 'custom', path: ['ProviderTypes'], message: `Provider type ${id} cannot be chosen.` });
    }
  }
  for (const id of selections.ChildcareTypes ?? []) {
    if (!(CARE_TYPE_IDS as readonly number[]).includes(id)) {
      ctx.addIssue({ code: 'custom', path: ['ChildcareTypes'], message: `Childcare type ${id} does not exist.` });
    }
  }
}

/**
 * POST waitlist filters: the selections as the wizard holds them (complete or not), and the child they are for
 * (its family's location is where the distance is measured from). The same id checks as a ticket's.
 */
export const waitlistFiltersRequestSchema = waitlistSelectionsSchema
  .extend({ childId: z.uuid().optional() })
  .superRefine((selections, ctx) => checkTypeIds(selections, ctx));
export type WaitlistFiltersRequest = z.infer<typeof waitlistFiltersRequestSchema>;

const chosen = {
  selected: z.boolean(),
  /**
   * Providers that would match were this option its list's only choice, the other answers unchanged (school plans
   * and payment options do not narrow the matching: theirs is the whole selection's count); null without a location.
   */
  matchingProviders: z.number().int().nullable(),
};

/**
 * The answer of POST waitlist filters: GET's four lists, each item `selected` when the selections chose it, and how
 * many listed providers match the whole selection (the matching of `child/{id}/waitlist/providers`); the counts are
 * null when the family saved no location to measure the distance from.
 */
export const waitlistChosenFiltersSchema = z.object({
  providerTypes: z.array(waitlistProviderTypeSchema.extend(chosen)),
  childcareTypes: z.array(waitlistTileSchema.extend(chosen)),
  schoolPlans: z.array(schoolPlanSchema.extend(chosen)),
  paymentOptions: z.array(waitlistPaymentOptionSchema.extend(chosen)),
  matchingProviders: z.number().int().nullable(),
});
export type WaitlistChosenFilters = z.infer<typeof waitlistChosenFiltersSchema>;

export const waitlistChildParamsSchema = z.object({ id: z.uuid() });
export const waitlistTicketParamsSchema = z.object({ id: z.uuid(), ticket: z.uuid() });

/** A family's waitlist ticket (SPEC section 3: waitlistTicketId, childId; the provider lists come with issue 16's queue). */
export const waitlistTicketSchema = z.object({
  waitlistTicketId: z.uuid(),
  childId: z.uuid(),
  selections: waitlistSelectionsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WaitlistTicket = z.infer<typeof waitlistTicketSchema>;
