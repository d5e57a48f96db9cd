import { z } from 'zod';

/** `GET /api/config`: what the browser needs to know about this deployment; nothing secret. */
export const PublicConfigSchema = z.object({
  environment: z.enum(['development', 'production', 'test']),
  version: z.string(),
  sentryDsn: z.string().nullable().describe('Browser error reporting; null when not configured'),
  stripePublishableKey: z.string().nullable().describe('Null: the local card sandbox is used'),
  mapTilesUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
