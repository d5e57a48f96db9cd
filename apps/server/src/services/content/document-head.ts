import { and, eq } from 'drizzle-orm';
import { blogPosts, type Database } from '@kinderly/db';
import {
  findPublicPage,
  LANGUAGE_QUERY,
  UNLISTED_PUBLIC_PAGES,
  type Language,
  type PublicPageMatch,
} from '@kinderly/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import { pageMetaText, type PageMetaText } from './page-meta-catalogue.ts';
import { isPublished } from './published.ts';

export interface DocumentHead {
  language: Language;
  /** The tags between index.html's `document-head` markers. */
  html: string;
}

/** A published article's title and summary, by numeric id or slug, in one language; null when there is none. */
async function findArticleText(db: Database, idOrSlug: string, language: Language): Promise<PageMetaText | null> {
  // Digits are an id; past PostgreSQL's integer they name nothing (and would be a database error). A NUL never
  // gets here: plugins/reject-nul.ts answers 400 first.
  const byId = /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647;
  if (/^\d+$/.test(idOrSlug) && !byId) return null;
  const [row] = await db
    .select({
      titleEn: blogPosts.titleEn,
      titleFr: blogPosts.titleFr,
      summaryEn: blogPosts.summaryEn,
      summaryFr: blogPosts.summaryFr,
    })
    .from(blogPosts)
    .where(and(byId ? eq(blogPosts.id, Number(idOrSlug)) : eq(blogPosts.slug, idOrSlug), isPublished()))
    .limit(1);
  if (!row) return null;
  const fr = language === 'fr';
  return { title: fr ? row.titleFr : row.titleEn, description: fr ? row.summaryFr : row.summaryEn };
}

/** The page's title and description, and whether search engines may index it. */
async function pageText(
  db: Database,
  page: PublicPageMatch,
  language: Language,
): Promise<PageMetaText & { indexable: boolean }> {
  if (page.key === 'blogPost') {
    const article = await findArticleText(db, page.id ?? '', language);
    if (!article) return { ...pageMetaText(language, 'notFound'), indexable: false };
    const frame = pageMetaText(language, 'blogPost').title;
    return { title: frame.replace('{{title}}', article.title), description: article.description, indexable: true };
  }
  return { ...pageMetaText(language, page.key), indexable: !UNLISTED_PUBLIC_PAGES.includes(page.key) };
}

/** The address of one language version of a page (ADR 018). */
export function languageVersionUrl(pageUrl: string, language: Language): string {
  return `${pageUrl}?${LANGUAGE_QUERY}=${language}`;
}

/** The hreflang alternates of a page: one address per language, and the bare one for everyone else. */
export function languageAlternates(pageUrl: string): { hreflang: string; href: string }[] {
  return [
    { hreflang: 'en', href: languageVersionUrl(pageUrl, 'en') },
    { hreflang: 'fr', href: languageVersionUrl(pageUrl, 'fr') },
    { hreflang: 'x-default', href: pageUrl },
  ];
}

/**
 * The head of the HTML for `path` in `language` (issue 13, ADR 018). A public page gets its own title and
 * description, a canonical address (the language version when the address named one) and its hreflang
 * alternates; any other address gets the generic title and description.
 */
export async function renderDocumentHead(input: {
  db: Database;
  publicUrl: string;
  path: string;
  language: Language;
  fromQuery: boolean;
}): Promise<DocumentHead> {
  const { language } = input;
  const page = findPublicPage(input.path);
  if (!page) {
    const text = pageMetaText(language, 'fallback');
    const html = [
      `<title>${escapeHtml(text.title)}</title>`,
      `<meta name="description" content="${escapeHtml(text.description)}" />`,
    ].join('\n    ');
    return { language, html };
  }
  const text = await pageText(input.db, page, language);
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path;
  const pageUrl = `${input.publicUrl.replace(/\/+$/, '')}${path}`;
  const canonical = input.fromQuery ? languageVersionUrl(pageUrl, language) : pageUrl;
  const tags = [
    `<title>${escapeHtml(text.title)}</title>`,
    `<meta name="description" content="${escapeHtml(text.description)}" />`,
    ...(text.indexable ? [] : ['<meta name="robots" content="noindex" />']),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...languageAlternates(pageUrl).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
  ];
  return { language, html: tags.join('\n    ') };
}

const HEAD_BLOCK = /<!-- document-head -->[\s\S]*?<!-- \/document-head -->/;

/** index.html with the page's head between its `document-head` markers and its `<html lang>`. */
export function withDocumentHead(indexHtml: string, head: DocumentHead): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
    .replace(HEAD_BLOCK, () => `<!-- document-head -->\n    ${head.html}\n    <!-- /document-head -->`);
}
