import type { ContentLanguage, PolicyId } from '@kinderly/shared';

export type Translated = Record<ContentLanguage, string>;

/** A policy as shipped: the text every new installation starts with, until the administrator edits it. */
export interface DefaultPolicy {
  id: PolicyId;
  slug: string;
  title: Translated;
  html: Translated;
}

/** A blog article as shipped with the product. */
export interface DefaultBlogPost {
  slug: string;
  /** ISO date-time; in the past, so the article is public from the first start. */
  publishedAt: string;
  author: string;
  tags: string[];
  title: Translated;
  /** Plain text. */
  summary: Translated;
  html: Translated;
}
