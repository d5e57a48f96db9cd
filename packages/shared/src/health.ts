import { z } from 'zod';

export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
  migration: z.object({
    applied: z.number().int().describe('How many migrations this database has applied'),
    latest: z.string().nullable().describe('Tag of the newest applied migration'),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
