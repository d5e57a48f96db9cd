import { z } from 'zod';
import { ConnectedAccountStateSchema } from '../payments.ts';
import { STANDARD_POLICIES, type StandardPolicyId } from './constants.ts';
import { ProviderFileSchema } from './common.ts';
import { PROVIDER_FIELD_MESSAGES as M } from './messages.ts';

/** policies-and-procedures, settings-notifications and the connected payment account link (step 1). */

export const PolicyIdSchema = z.union(
  STANDARD_POLICIES.map((policy) => z.literal(policy.id)) as [
    z.ZodLiteral<StandardPolicyId>,
    ...z.ZodLiteral<StandardPolicyId>[],
  ],
  { error: M.policyUnknown },
);

export const ProviderPolicySchema = z.object({
  id: PolicyIdSchema,
  name: z.string().describe('English name; the web app shows its own translation by id'),
  text: z.string(),
  checked: z.boolean(),
});
export type ProviderPolicy = z.infer<typeof ProviderPolicySchema>;

export const PoliciesAndProceduresSchema = z.object({
  policies: z.array(ProviderPolicySchema).describe('Every standard policy, in id order'),
  files: z.array(ProviderFileSchema).describe('Policy documents the provider uploaded (PDF, JPEG, PNG)'),
});
export type PoliciesAndProcedures = z.infer<typeof PoliciesAndProceduresSchema>;

/** Save and update change only the policies named by id; a ticked policy needs its text. */
export const SavePoliciesRequestSchema = z.object({
  policies: z
    .array(
      z
        .object({ id: PolicyIdSchema, text: z.string().trim().max(5000, M.tooLong), checked: z.boolean() })
        .superRefine((policy, ctx) => {
          if (policy.checked && !policy.text)
            ctx.addIssue({ code: 'custom', path: ['text'], message: M.policyTextRequired });
        }),
    )
    .min(1, M.chooseAtLeastOne)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, M.duplicate),
});
export type SavePoliciesRequest = z.infer<typeof SavePoliciesRequestSchema>;

/** Form text field of updatePoliciesAndProceduresFiles: ids of stored files to delete, comma-separated. */
export const UpdatePolicyFilesFormSchema = z.object({
  removeFileIds: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [],
    ),
});

export const ProviderNotificationsSchema = z.object({
  emailOnBookingRequest: z.boolean(),
  emailOnBookingCancelled: z.boolean(),
  emailOnNewMessage: z.boolean(),
  emailOnWaitlistRequest: z.boolean(),
  emailOnPayment: z.boolean(),
  pushNotifications: z.boolean(),
  smsNotifications: z.boolean(),
});
export type ProviderNotifications = z.infer<typeof ProviderNotificationsSchema>;

/**
 * Step 1, the payout account: the payments gateway owns the connected account (`/api/payments/connectedAccountLink`);
 * the step counts as done once the person has come back from onboarding with their details submitted (the account
 * is pending verification or verified).
 */
export const ProviderPayoutStepSchema = z.object({
  state: ConnectedAccountStateSchema.describe('State of the payout account at the payments gateway'),
  isConnected: z.boolean().describe('True when the payout account is verified'),
  onboardingReturnedAt: z.iso.datetime().nullable(),
  accountLinkUrl: z.string().nullable().describe('Always null: onboarding links come from /api/payments'),
});
export type ProviderPayoutStep = z.infer<typeof ProviderPayoutStepSchema>;
export const SaveConnectedAccountLinkRequestSchema = z.object({
  onboardingReturned: z.boolean().describe('True when the person came back from the onboarding page'),
});
