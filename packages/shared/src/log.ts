import { z } from 'zod';

/**
 * Longest texts a browser error report may carry, in characters. The endpoint is public, so a longer one is
 * refused (400) rather than stored; the web app cuts its reports to these lengths before sending them.
 */
export const CLIENT_LOG_LIMITS = { message: 2000, stack: 16_000, url: 2000 } as const;

const atMost = (field: string, max: number) => `The ${field} may be at most ${max} characters long.`;

/** `POST /api/log/sendLogToBackend` (SPEC section 7, Misc): what the browser's global error handler sends. */
export const ClientLogSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'A message is required.')
    .max(CLIENT_LOG_LIMITS.message, atMost('message', CLIENT_LOG_LIMITS.message)),
  stack: z.string().max(CLIENT_LOG_LIMITS.stack, atMost('stack', CLIENT_LOG_LIMITS.stack)).optional().nullable(),
  url: z.string().max(CLIENT_LOG_LIMITS.url, atMost('address', CLIENT_LOG_LIMITS.url)).optional().nullable(),
});
export type ClientLog = z.infer<typeof ClientLogSchema>;

export const ClientLogResponseSchema = z.object({ id: z.string().uuid() });
