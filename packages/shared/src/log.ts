import { z } from 'zod';

/** `POST /api/log/sendLogToBackend` (SPEC section 7, Misc): what the browser's global error handler sends. */
export const ClientLogSchema = z.object({
  message: z.string().trim().min(1, 'A message is required.').max(4000),
  stack: z.string().max(20000).optional().nullable(),
  url: z.string().max(2000).optional().nullable(),
});
export type ClientLog = z.infer<typeof ClientLogSchema>;

export const ClientLogResponseSchema = z.object({ id: z.string().uuid() });
