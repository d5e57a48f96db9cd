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

/** `GET /api/testdata/getposts` (SPEC "Misc" /testdata/getposts): demo data, absent in production. */
export const DemoPostSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().describe('Plain text'),
  date: z.iso.datetime().describe('When the post was published'),
});
export type DemoPost = z.infer<typeof DemoPostSchema>;

export const DemoPostsResponseSchema = z.object({ posts: z.array(DemoPostSchema).describe('Newest first') });
export type DemoPostsResponse = z.infer<typeof DemoPostsResponseSchema>;
