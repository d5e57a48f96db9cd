// The content calls' schemas, and zod with them, are fetched with a page's first call instead of with the page: a
// page the server rendered starts with its data (ADR 019), so its first load has no use for them.
export { BlogListResponseSchema, BlogPostSchema, PolicySchema } from '@kinderly/shared';
