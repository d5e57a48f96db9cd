import { z } from 'zod';

/**
 * The content calls: policies (SPEC section 7, Admin: `/policies/getPolicy` public, `/policies/updatePolicy`
 * for the administrator), the blog behind /blog and /blog/{id}, and page views (section 7,
 * `users/event-statistics/actions/collect`; section 9: one fixed title for every page).
 */

/** The policies that exist; an update changes one of these by id and never creates another (SPEC section 4). */
export const POLICY_IDS = { privacyPolicy: 1, termsOfUse: 2, cookiePolicy: 3 } as const;
export type PolicyId = (typeof POLICY_IDS)[keyof typeof POLICY_IDS];

/** Each policy's public page (SPEC section 2), which is also its slug. */
export const POLICY_SLUGS = {
  [POLICY_IDS.privacyPolicy]: 'privacy-policy',
  [POLICY_IDS.termsOfUse]: 'terms-of-use',
  [POLICY_IDS.cookiePolicy]: 'cookie-policy',
} as const satisfies Record<PolicyId, string>;

export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES).describe('Language of the text: en or fr');
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;

const languageQuery = ContentLanguageSchema.default('en').describe('en (default) or fr');

// PostgreSQL's integer; a larger id would be a database error instead of a 404.
const MAX_ID = 2_147_483_647;
// A query value is text; only digits are an id (a bare coerce would read '' as 0).
const idQuery = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_ID, message));
const pageQuery = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Use a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .transform((value) => value ?? fallback);

/** Longest policy text an administrator may save, in characters of HTML. */
export const POLICY_HTML_MAX_LENGTH = 200_000;
export const POLICY_TITLE_MAX_LENGTH = 200;

export const GetPolicyQuerySchema = z.object({
  id: idQuery('Use a policy id: 1 privacy policy, 2 terms of use, 3 cookie policy.'),
  language: languageQuery,
});
export type GetPolicyQuery = z.infer<typeof GetPolicyQuerySchema>;

export const PolicySchema = z.object({
  id: z.number().int().describe('1 privacy policy, 2 terms of use, 3 cookie policy'),
  slug: z.string().describe('The public page: privacy-policy, terms-of-use or cookie-policy'),
  language: ContentLanguageSchema,
  title: z.string(),
  html: z.string().describe('Sanitised HTML: headings, paragraphs, lists, links, emphasis, tables'),
  updatedAt: z.iso.datetime(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const UpdatePolicyRequestSchema = z.object({
  id: z.number().int().min(1).max(MAX_ID).describe('Id of an existing policy; an unknown id is 404'),
  html: z
    .string()
    .trim()
    .min(1, 'The text is required.')
    .max(POLICY_HTML_MAX_LENGTH, `The text may be at most ${POLICY_HTML_MAX_LENGTH} characters long.`)
    .describe('HTML; anything outside the allowlist is removed before it is stored'),
  language: ContentLanguageSchema.default('en').describe('Which translation to change: en (default) or fr'),
  title: z
    .string()
    .trim()
    .min(1, 'The title may not be empty.')
    .max(POLICY_TITLE_MAX_LENGTH, `The title may be at most ${POLICY_TITLE_MAX_LENGTH} characters long.`)
    .optional()
    .describe('New title; unchanged when absent'),
});
export type UpdatePolicyRequest = z.infer<typeof UpdatePolicyRequestSchema>;

/** Words a reader gets through in a minute, for the blog's reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes a reader needs for an HTML text (at least 1). */
export function estimateReadingMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  const words = text === '' ? 0 : text.split(/\s+/).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

export const BLOG_PAGE_SIZE_DEFAULT = 10;
export const BLOG_PAGE_SIZE_MAX = 50;

export const BlogListQuerySchema = z.object({
  language: languageQuery,
  page: pageQuery(1, 100_000).describe('1-based page number (default 1)'),
  pageSize: pageQuery(BLOG_PAGE_SIZE_DEFAULT, BLOG_PAGE_SIZE_MAX).describe(
    `Posts per page (default ${BLOG_PAGE_SIZE_DEFAULT}, at most ${BLOG_PAGE_SIZE_MAX})`,
  ),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().describe('Plain text'),
  author: z.string(),
  publishedAt: z.iso.datetime(),
  readingMinutes: z.number().int().describe(`At ${READING_WORDS_PER_MINUTE} words a minute`),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogListResponseSchema = z.object({
  posts: z.array(BlogPostSummarySchema).describe('Published posts, newest first'),
  total: z.number().int().describe('Published posts in all pages'),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogPostParamsSchema = z.object({
  idOrSlug: z
    .string()
    .max(200)
    .regex(/^(?:\d{1,10}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Use a post id or slug.')
    .describe('Numeric id or slug, as in /blog/{id}'),
});
export type BlogPostParams = z.infer<typeof BlogPostParamsSchema>;

export const BlogPostQuerySchema = z.object({ language: languageQuery });
export type BlogPostQuery = z.infer<typeof BlogPostQuerySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  language: ContentLanguageSchema,
  html: z.string().describe('The article body'),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** Page views sent per minute from one address before the server answers 429. */
export const PAGE_VIEW_RATE_LIMIT_PER_MINUTE = 120;

/** A path of this site: one leading slash (so never `//host`), no spaces or control characters. */
export const PagePathSchema = z
  .string()
  .max(2000, 'The path may be at most 2000 characters long.')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'The path must start with a single / and contain no spaces.');

export const CollectPageViewRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'The title is required.')
    .max(200)
    .describe('Every page sends the same title (SPEC section 9): PAGE_VIEW_TITLE'),
  path: PagePathSchema.describe('location.pathname; a query or fragment is dropped before storing'),
  referrer: z
    .string()
    .max(2000)
    .nullable()
    .optional()
    .describe('document.referrer; stored without its query or fragment'),
  language: ContentLanguageSchema.optional().describe('The language the page was shown in'),
});
export type CollectPageViewRequest = z.infer<typeof CollectPageViewRequestSchema>;

export const CollectPageViewResponseSchema = z.object({ id: z.uuid() });
export type CollectPageViewResponse = z.infer<typeof CollectPageViewResponseSchema>;
