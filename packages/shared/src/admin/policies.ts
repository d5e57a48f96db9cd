import { z } from 'zod';
import { ContentLanguageSchema } from '../content.ts';

/** The policy editor's saved versions (issue 18): every save of one language of a policy, newest first. */

export const ADMIN_POLICY_VERSIONS_PER_PAGE = 10;

// PostgreSQL's integer; a larger id would be a database error instead of a 404.
const MAX_POLICY_ID = 2_147_483_647;
const policyId = z
  .string()
  .regex(/^\d{1,10}$/, 'Use a policy id: 1 privacy policy, 2 terms of use, 3 cookie policy.')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_POLICY_ID))
  .describe('1 privacy policy, 2 terms of use, 3 cookie policy');

export const AdminPolicyParamsSchema = z.object({ id: policyId });
export type AdminPolicyParams = z.infer<typeof AdminPolicyParamsSchema>;

export const AdminPolicyVersionParamsSchema = z.object({ id: policyId, versionId: z.uuid() });
export type AdminPolicyVersionParams = z.infer<typeof AdminPolicyVersionParamsSchema>;

export const AdminPolicyVersionsQuerySchema = z.object({
  language: ContentLanguageSchema.optional().describe('en or fr; both when absent'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_POLICY_VERSIONS_PER_PAGE),
});
export type AdminPolicyVersionsQuery = z.infer<typeof AdminPolicyVersionsQuerySchema>;

/** Who saved a text; null for the shipped text and once the administrator's account is gone. */
export const PolicySaverSchema = z.object({ userId: z.uuid(), name: z.string() }).nullable();
export type PolicySaver = z.infer<typeof PolicySaverSchema>;

export const AdminPolicyVersionSummarySchema = z.object({
  id: z.uuid(),
  language: ContentLanguageSchema,
  title: z.string(),
  savedAt: z.iso.datetime(),
  savedBy: PolicySaverSchema,
});
export type AdminPolicyVersionSummary = z.infer<typeof AdminPolicyVersionSummarySchema>;

export const AdminPolicyVersionsResponseSchema = z.object({
  /** The policy as it stands: its last change (either language) and who made it. */
  policy: z.object({
    id: z.number().int(),
    slug: z.string(),
    updatedAt: z.iso.datetime(),
    updatedBy: PolicySaverSchema,
  }),
  items: z.array(AdminPolicyVersionSummarySchema).describe('Newest first'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPolicyVersionsResponse = z.infer<typeof AdminPolicyVersionsResponseSchema>;

export const AdminPolicyVersionSchema = AdminPolicyVersionSummarySchema.extend({
  html: z.string().describe('The sanitised HTML as it was saved'),
});
export type AdminPolicyVersion = z.infer<typeof AdminPolicyVersionSchema>;
export const AdminPolicyVersionResponseSchema = z.object({ data: AdminPolicyVersionSchema });
export type AdminPolicyVersionResponse = z.infer<typeof AdminPolicyVersionResponseSchema>;
