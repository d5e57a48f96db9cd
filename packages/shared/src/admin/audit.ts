import { z } from 'zod';

/** The administrators' audit log as `/admin/audit-log` reads it (issue 18: newest first, never editable). */

export const ADMIN_AUDIT_PER_PAGE = 25;

export const AdminAuditLogQuerySchema = z.object({
  /** One action, e.g. `user.view`; all when absent. */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z][a-z.-]*$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_AUDIT_PER_PAGE),
});
export type AdminAuditLogQuery = z.infer<typeof AdminAuditLogQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** The administrator; null once their account is gone (the entry stays). */
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  actorUserId: z.uuid(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The person's name or the provider's business name, when the entry is about one that still exists. */
  targetName: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditLogResponseSchema = z.object({
  items: z.array(AdminAuditEntrySchema).describe('Newest first'),
  /** Every action the log holds, for the filter. */
  actions: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditLogResponse = z.infer<typeof AdminAuditLogResponseSchema>;
