import type { BlogPostRow } from '@kinderly/db';
import { estimateReadingMinutes, type BlogPost, type BlogPostSummary, type ContentLanguage } from '@kinderly/shared';
import { sanitizeContentHtml } from './sanitize-content-html.ts';

/** One translation of a post, for the list. */
export function toBlogPostSummary(row: BlogPostRow, language: ContentLanguage): BlogPostSummary {
  const fr = language === 'fr';
  return {
    id: row.id,
    slug: row.slug,
    title: fr ? row.titleFr : row.titleEn,
    summary: fr ? row.summaryFr : row.summaryEn,
    author: row.authorName,
    // Only published posts are ever answered, so the date is set.
    publishedAt: row.publishedAt!.toISOString(),
    readingMinutes: estimateReadingMinutes(fr ? row.bodyFr : row.bodyEn),
    tags: row.tags,
  };
}

/**
 * One post with its body. Nothing cleans blog rows when they are written (shipped content, a migration, a hand
 * edit), so the body is sanitised here, with the policies' allowlist, every time it is served: the web app
 * renders it as HTML.
 */
export function toBlogPost(row: BlogPostRow, language: ContentLanguage): BlogPost {
  const html = sanitizeContentHtml(language === 'fr' ? row.bodyFr : row.bodyEn);
  return { ...toBlogPostSummary(row, language), language, html };
}
