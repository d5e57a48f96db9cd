import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LandingApp } from '../app/landing-app.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { serializeServerRenderState, type ServerRenderState } from '../app/server-render-state.ts';
import { documentLinks, PageLinksContext } from '../components/ui/page-links.tsx';
import { contentPageQueries, type PublicApiGet } from '../features/content/page-data.ts';
import { ServerSessionContext } from '../lib/auth/use-has-session.ts';
import type { Language } from '../lib/i18n.ts';
import { serverI18n } from './server-i18n.ts';

/** Public pages that show no personal data (issue 13): the server renders them, the browser hydrates them. */
const ROUTER_PAGES = new Set([
  '/about',
  '/careers',
  '/help',
  '/licenses',
  '/press',
  '/safety',
  '/not-found',
  '/entry/login',
  '/entry/register',
  '/forgotpassword',
]);

/** Pages whose content lives in the database: rendered with their queries, which the browser's cache starts with. */
const DATA_PAGES = /^\/(blog|blog\/[^/]+|privacy-policy|terms-of-use|cookie-policy)$/;

export function isServerRendered(path: string): boolean {
  return path === '/' || ROUTER_PAGES.has(path) || DATA_PAGES.test(path);
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
