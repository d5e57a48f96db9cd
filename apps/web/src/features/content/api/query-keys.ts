import type { ContentLanguage } from '@kinderly/shared';

/** Every content query key starts with 'content' and names the language, so a language switch fetches afresh. */
export const contentKeys = {
  all: ['content'] as const,
  policy: (id: number, language: ContentLanguage) => ['content', 'policy', id, language] as const,
  blogList: (language: ContentLanguage, page: number, pageSize: number) =>
    ['content', 'blog', 'list', { language, page, pageSize }] as const,
  blogPost: (idOrSlug: string, language: ContentLanguage) => ['content', 'blog', 'post', idOrSlug, language] as const,
  licences: ['content', 'licences'] as const,
  pdf: (path: string) => ['content', 'pdf', path] as const,
};

/**
 * How long server-rendered content stays fresh in the browser: longer than the server's page cache (60 s), so a page
 * served from that cache hydrates with data the browser does not fetch again at once (nor load the schemas for).
 */
export const CONTENT_STALE_MS = 5 * 60_000;
