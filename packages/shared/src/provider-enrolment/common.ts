import { z } from 'zod';
import {
  PROVIDER_ENROLMENT_STEP_SLUGS,
  PROVIDER_ENROLMENT_TOTAL_STEPS,
  PROVIDER_TYPE_IDS,
  type ProviderTypeId,
} from './constants.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/** Pieces every provider-enrolment call shares: the step counters, the provider record, files, query values. */

export const ProviderEnrolmentStepSlugSchema = z.enum(PROVIDER_ENROLMENT_STEP_SLUGS);

export const EnrollmentStepsSchema = z.object({
  enrollmentStep: z
    .number()
    .int()
    .min(0)
    .max(PROVIDER_ENROLMENT_TOTAL_STEPS)
    .describe('How many of the 16 steps are completed (the spec records this as the enrolment step)'),
  completedSteps: z.array(ProviderEnrolmentStepSlugSchema).describe('Completed steps, in wizard order'),
  nextStep: ProviderEnrolmentStepSlugSchema.nullable().describe('First step not completed; null when all are'),
  totalSteps: z.literal(PROVIDER_ENROLMENT_TOTAL_STEPS),
  isComplete: z.boolean().describe('All 16 steps completed'),
  missingForListing: z
    .array(ProviderEnrolmentStepSlugSchema)
    .describe('Steps still needed before parents can find the provider in search'),
  isListed: z.boolean().describe('Shown to parents in search: every step needed for listing is completed'),
});
export type EnrollmentSteps = z.infer<typeof EnrollmentStepsSchema>;

export const ProviderTypeIdSchema = z.union(
  PROVIDER_TYPE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<ProviderTypeId>, ...z.ZodLiteral<ProviderTypeId>[]],
  { error: M.chooseOne },
);

/** The provider record: id plus the editable fields; belongs to one HomeProvider user. */
export const ProviderSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  providerType: ProviderTypeIdSchema.nullable().describe('Licenced 11, Unlicenced 12, Drop-in 13; null until chosen'),
  businessName: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  enrollmentSteps: EnrollmentStepsSchema,
  createdAt: z.iso.datetime(),
});
export type Provider = z.infer<typeof ProviderSchema>;

/** getProviderForCurrentUser: null data unless the signed-in user is acting as a home provider. */
export const ProviderForCurrentUserResponseSchema = z.object({ data: ProviderSchema.nullable() });
export type ProviderForCurrentUserResponse = z.infer<typeof ProviderForCurrentUserResponseSchema>;

export const EnrollmentStepsResponseSchema = z.object({ data: EnrollmentStepsSchema });

/** An uploaded file as the API returns it; `url` serves it (GET /api/file/{id}) with Content-Disposition. */
export const ProviderFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ProviderFile = z.infer<typeof ProviderFileSchema>;

/**
 * Query `providerId`: a SuperAdmin names the provider to read or change; a home provider may leave it out
 * (their own) or give their own id. Another provider's id answers 404.
 */
export const ProviderIdQuerySchema = z.object({
  providerId: z.uuid({ error: 'Use a provider id.' }).optional(),
});
export type ProviderIdQuery = z.infer<typeof ProviderIdQuerySchema>;
export const RequiredProviderIdQuerySchema = z.object({ providerId: z.uuid({ error: 'Use a provider id.' }) });

/** Read answer of a step: its data, or null when the step was never saved. */
export const stepReadResponse = <T extends z.ZodType>(data: T) => z.object({ data: data.nullable() });
/** Save and update answer: the stored data plus the step counters (SPEC section 4). */
export const stepSaveResponse = <T extends z.ZodType>(data: T) =>
  z.object({ data, enrollmentSteps: EnrollmentStepsSchema });

/** A boolean sent as query text or form-data text. */
export const booleanText = () => z.stringbool({ error: M.booleanInvalid });

export const requiredProviderText = (max: number) => z.string().trim().min(1, M.required).max(max, M.tooLong);
export const optionalProviderText = (max: number) => z.string().trim().max(max, M.tooLong).default('');
