import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LandingApp } from '../app/landing-app.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { serializeServerRenderState, type ServerRenderState } from '../app/server-render-state.ts';
import { documentLinks, PageLinksContext } from '../components/ui/page-links.tsx';
import { contentPageQueries, type PublicApiGet } from '../features/content/page-data.ts';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import type { Language } from '../lib/i18n.ts';
import { namespacesOfLazy } from '../lib/lazy-route.ts';
import { serverI18n } from './server-i18n.ts';

const content = (file: string) => `src/features/content/pages/${file}`;
const account = (file: string) => `src/features/account/pages/${file}`;

/**
 * Public pages that show no personal data (issue 13), rendered by the server and hydrated by the browser, with the
 * module of each page's lazy route as Vite's manifest names it: the server names that module and its imports in
 * modulepreload tags, so the browser fetches them with the app instead of after it (ADR 019). A test checks each
 * against the route table.
 */
const ROUTER_PAGES: Record<string, string> = {
  '/about': content('about-page.tsx'),
  '/careers': content('careers-page.tsx'),
  '/help': content('help-page.tsx'),
  '/licenses': content('licenses-page.tsx'),
  '/press': content('press-page.tsx'),
  '/safety': content('safety-page.tsx'),
  '/not-found': content('not-found-page.tsx'),
  '/entry/login': account('login-page.tsx'),
  '/entry/register': account('register-page.tsx'),
  '/forgotpassword': account('forgot-password-page.tsx'),
  // Pages whose content lives in the database: rendered with their queries, which the browser's cache starts with.
  '/blog': content('blog-page.tsx'),
  '/privacy-policy': content('policy-page.tsx'),
  '/terms-of-use': content('policy-page.tsx'),
  '/cookie-policy': content('policy-page.tsx'),
};
const BLOG_POST = /^\/blog\/[^/]+$/;

/** The module of a server-rendered router page's lazy route; undefined for every other path. */
function pageModuleOf(path: string): string | undefined {
  return Object.hasOwn(ROUTER_PAGES, path) ? ROUTER_PAGES[path] : BLOG_POST.test(path) ? content('blog-post-page.tsx') : undefined;
}

export function isServerRendered(path: string): boolean {
  return path === '/' || pageModuleOf(path) !== undefined;
}

/**
 * What the browser loads before it hydrates a server-rendered router page (`resolveLazyRoutes`): the page's module
 * and the catalogues its routes fetch with it, as keys of Vite's manifest. Empty for the landing page (its start is
 * preloaded whole) and for pages the server does not render.
 */
export function pageModules(path: string, language: Language): string[] {
  const module = pageModuleOf(path);
  if (!module) return [];
  const namespaces = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => namespacesOfLazy(route.lazy));
  return [module, ...new Set(namespaces)].map((entry, index) =>
    index === 0 ? entry : `src/locales/${language}/${entry}.json`,
  );
}

export type PageRequest = {
  /** Path and query of the address asked for. */
  url: string;
  language: Language;
  /** The `kinderly.signedIn` cookie: the header starts signed in. */
  signedIn: boolean;
  /** How the content pages read the API in the server's process; without it they are left to the browser. */
  get?: PublicApiGet | undefined;
};

export type RenderedPage = {
  language: Language;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's critical CSS and the state the browser hydrates with, for the document's head. */
  head: string;
};

const handler = createStaticHandler(routes);

async function toHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // progressiveChunkSize Infinity: every Suspense boundary is written in place. A boundary React outlines is
  // revealed by an inline script, which the CSP (script-src 'self') refuses, and the browser then renders it again.
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // A part that failed would be rendered by the browser alone, which is a mismatch to avoid: the caller falls back.
  if (errors.length > 0) throw errors[0];
  return html;
}

/** The landing page's tree (ADR 015), as `app/landing.tsx` hydrates it. */
function landingTree({ url, language }: PageRequest): ReactNode {
  const path = new URL(url, 'http://localhost').pathname;
  return (
    <PageLinksContext value={documentLinks(() => path)}>
      <LandingApp i18n={serverI18n(language)} />
    </PageLinksContext>
  );
}

/** A page of the app's router, as `app/start-app.tsx` hydrates it; null when the route answers a redirect. */
async function routerTree(
  { url, language }: PageRequest,
  queryClient: QueryClient,
): Promise<{ tree: ReactNode; router: ServerRenderState['router'] } | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <AppProviders i18n={serverI18n(language)} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  return { tree, router: { loaderData: context.loaderData, actionData: context.actionData } };
}

/** Loads a content page's queries into the request's cache; false when they cannot be (the browser renders it). */
async function prefetchContent(path: string, { language, get }: PageRequest, queryClient: QueryClient) {
  if (!get) return contentPageQueries(path, language, () => Promise.reject(new Error('no API'))) === null;
  const queries = contentPageQueries(path, language, get) ?? [];
  try {
    await Promise.all(queries.map(({ queryKey, queryFn }) => queryClient.fetchQuery({ queryKey, queryFn })));
    return true;
  } catch {
    // An unknown post, or the database out of reach: the page's own states handle it in the browser.
    return false;
  }
}

/**
 * Renders one public page with its critical CSS (MUI's emotion set-up: a cache per request, key `css` as in the
 * browser's default cache). Null when the page is not one the server renders, or its route redirects.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (!isServerRendered(path)) return null;
  const state: ServerRenderState = { language: request.language, signedIn: request.signedIn };
  let tree: ReactNode;
  if (path === '/') {
    tree = landingTree(request);
  } else {
    const queryClient = createQueryClient();
    if (!(await prefetchContent(path, request, queryClient))) return null;
    const page = await routerTree(request, queryClient);
    if (!page) return null;
    tree = page.tree;
    state.router = page.router;
    if (queryClient.getQueryCache().getAll().length > 0) state.queries = dehydrate(queryClient);
  }
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = await toHtml(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerSessionContext value={request.signedIn}>{tree}</ServerSessionContext>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { language: request.language, html, head: `${styles}${serializeServerRenderState(state)}` };
}
