import { z } from 'zod';

/** A mail in the development outbox (`GET /api/dev/mail`, absent in production): e2e tests read links from it. */
export const DevMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type DevMail = z.infer<typeof DevMailSchema>;

export const DevMailListSchema = z.object({ mails: z.array(DevMailSchema).describe('Newest first') });
export type DevMailList = z.infer<typeof DevMailListSchema>;
