/**
 * The public pages of SPEC section 2 that carry their own title and description (issue 13): the server writes
 * them into the HTML's head, the sitemap lists them, and the web app sets the document title from the same
 * entry. The strings are `meta.<key>.title` and `meta.<key>.description` in the web app's `common` catalogues.
 */
export const PUBLIC_PAGES = [
  { path: '/', key: 'home' },
  { path: '/about', key: 'about' },
  { path: '/blog', key: 'blog' },
  // Title and description from the article itself; `meta.blogPost.title` frames its title.
  { path: '/blog/{id}', key: 'blogPost' },
  { path: '/careers', key: 'careers' },
  { path: '/help', key: 'help' },
  { path: '/licenses', key: 'licenses' },
  { path: '/press', key: 'press' },
  { path: '/safety', key: 'safety' },
  { path: '/privacy-policy', key: 'privacyPolicy' },
  { path: '/terms-of-use', key: 'termsOfUse' },
  { path: '/cookie-policy', key: 'cookiePolicy' },
  { path: '/entry/login', key: 'login' },
  { path: '/entry/register', key: 'register' },
  { path: '/forgotpassword', key: 'forgotPassword' },
  // Public, but not a page to list or index.
  { path: '/not-found', key: 'notFound' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageKey = PublicPage['key'];

/** Pages a search engine should not list: the sitemap leaves them out and their head says noindex. */
export const UNLISTED_PUBLIC_PAGES: readonly PublicPageKey[] = ['notFound'];

/** `?lang=fr`: the address of one language version of a page (the hreflang alternates), ADR 018. */
export const LANGUAGE_QUERY = 'lang';

export interface PublicPageMatch {
  key: PublicPageKey;
  /** The blog article's id or slug, for `/blog/{id}`. */
  id?: string;
}

/** The public page at `pathname` (no query; a trailing slash is ignored), or null for any other address. */
export function findPublicPage(pathname: string): PublicPageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of PUBLIC_PAGES) {
    if (page.path === path) return { key: page.key };
  }
  const article = /^\/blog\/([^/]+)$/.exec(path);
  if (!article) return null;
  try {
    return { key: 'blogPost', id: decodeURIComponent(article[1]!) };
  } catch {
    return null;
  }
}
