import { blogPosts, policies, type Database } from '@kinderly/db';
import { POLICY_SLUGS, PUBLIC_PAGES, UNLISTED_PUBLIC_PAGES, type PublicPageKey } from '@kinderly/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import { languageAlternates, languageVersionUrl } from './document-head.ts';
import { isPublished } from './published.ts';

interface SitemapPage {
  path: string;
  lastmod?: Date;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** Every page the sitemap lists, with the time it last changed where the database knows it. */
async function sitemapPages(db: Database): Promise<SitemapPage[]> {
  const [posts, policyRows] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(isPublished())
      .orderBy(blogPosts.id),
    db.select({ id: policies.id, updatedAt: policies.updatedAt }).from(policies),
  ]);
  const policyDates = new Map<string, Date>(
    policyRows.map((row) => [`/${POLICY_SLUGS[row.id as keyof typeof POLICY_SLUGS]}`, row.updatedAt]),
  );
  const articles = posts.map((post) => ({
    path: `/blog/${post.slug}`,
    lastmod: later(post.updatedAt, post.publishedAt),
  }));
  const newestArticle = articles.reduce<Date | undefined>(
    (newest, article) => (!newest || article.lastmod > newest ? article.lastmod : newest),
    undefined,
  );
  const pages = PUBLIC_PAGES.filter(
    (page) => page.key !== 'blogPost' && !UNLISTED_PUBLIC_PAGES.includes(page.key as PublicPageKey),
  ).map(({ path }): SitemapPage => {
    const lastmod = path === '/blog' ? newestArticle : policyDates.get(path);
    return lastmod ? { path, lastmod } : { path };
  });
  return [...pages, ...articles];
}

/**
 * /sitemap.xml: each listed public page and published article, at its bare address and at each language
 * version, every entry naming all of them as hreflang alternates (ADR 018).
 */
export async function buildSitemap({ db, publicUrl }: { db: Database; publicUrl: string }): Promise<string> {
  const origin = publicUrl.replace(/\/+$/, '');
  const entries = (await sitemapPages(db)).flatMap(({ path, lastmod }) => {
    const pageUrl = `${origin}${path}`;
    const alternates = languageAlternates(pageUrl)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return [pageUrl, languageVersionUrl(pageUrl, 'en'), languageVersionUrl(pageUrl, 'fr')].map(
      (loc) => `  <url><loc>${escapeHtml(loc)}</loc>${modified}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers are asked to leave alone: the signed-in app, administration, the API and development pages. */
export const ROBOTS_DISALLOWED = ['/app/', '/admin/', '/api/', '/dev/'] as const;

/** /robots.txt: the public pages are open, the rest is not, and the sitemap is named. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
