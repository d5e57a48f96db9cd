import type { BlogPostRow } from '@kinderly/db';
import { estimateReadingMinutes, type BlogPost, type BlogPostSummary, type ContentLanguage } from '@kinderly/shared';

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

export function toBlogPost(row: BlogPostRow, language: ContentLanguage): BlogPost {
  return { ...toBlogPostSummary(row, language), language, html: language === 'fr' ? row.bodyFr : row.bodyEn };
}
