import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_QUERY, LanguageSchema, type Language } from '@kinderly/shared';
import {
  isSignedInFlag,
  loadPageRenderer,
  type PageCache,
  spliceIntoShell,
  type PageRendererModule,
} from '../lib/page-renderer.ts';
import { readModulePreloads, withLowPriorityScripts, type ModulePreloads } from '../lib/module-preloads.ts';
import { RenderBudget } from '../lib/render-budget.ts';
import { encodeHtml } from '../lib/compress-html.ts';
import { pageDocument, requestLanguage } from './page-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-rendered public pages (ADR 019), decorated in app.ts; a route that changes their content clears it. */
    pageCache: PageCache;
  }
}

const NOT_APP = /^\/(api|chatHub|docs)(\/|$|\?)/i;
// The web app's development pages (the /dev/ui gallery) are not served in production.
const DEV_PAGES = /^\/dev(\/|$)/i;

/** The answer to a path that is not a route; also given where a route must look as if it did not exist. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return reply.status(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `No route ${request.method} ${path}`,
    requestId: request.id,
  });
}

type SpaOptions = {
  webDistDir: string | undefined;
  production: boolean;
  /** The web app's server renderer; by default `dist-ssr/entry-server.js` beside the web app's `dist`. */
  rendererFile?: string | undefined;
};

/**
 * Serves the built web app. Any GET that is not the API, the chat hub or the docs answers index.html
 * so the client router can take it; everything else unknown is a JSON 404. The public pages the web app's
 * renderer knows come with their markup and critical CSS in it (ADR 019).
 */
export const spaPlugin = fp(async (app: FastifyInstance, { webDistDir, production, rendererFile }: SpaOptions) => {
  const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);
  if (hasApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every asset name, so those can be cached for good.
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  const indexHtml = hasApp && indexFile ? readFileSync(indexFile, 'utf8') : null;
  const preloads = indexHtml && webDistDir ? readModulePreloads(webDistDir) : null;
  const renderer =
    indexHtml && webDistDir
      ? await loadPageRenderer(rendererFile ?? join(webDistDir, '..', 'dist-ssr', 'entry-server.js'), app.log)
      : null;
  const cache = app.pageCache;
  const budget = new RenderBudget(app.config.RENDER_RATE_LIMIT_MAX);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isAppPath = !NOT_APP.test(path) && !(production && DEV_PAGES.test(path));
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && isAppPath) {
      // One language for the head (title, description, alternates) and the rendered page.
      const reader = requestLanguage(request);
      const page = renderer?.pageModules?.(path, reader.language) ?? [];
      const document = withModulePreloads(await pageDocument(app, request, indexHtml, reader), preloads, request, {
        path,
        page,
      });
      const rendered = renderer
        ? await renderedShell(app, request, { renderer, cache, budget }, document, path, reader.language)
        : document;
      // A painted page needs no script to show: they wait behind the document (the shell alone needs them).
      const html = rendered === document ? document : withLowPriorityScripts(rendered);
      const encoded = encodeHtml(html, request.headers['accept-encoding']);
      if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          // The markup depends on the language and signed-in cookies, on Accept-Language, and its encoding.
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .send(encoded.body)
      );
    }
    return sendNotFound(request, reply);
  });
});

/**
 * The scripts the entry will import as it starts, named in the head: the landing page's on `/` without the
 * signed-in flag (the browser then shows the landing page, ADR 015), the app's everywhere else, with the modules of
 * the server-rendered page's route (`page`: manifest keys), which the app loads before it hydrates. A visitor's
 * page starts at their first interaction (ADR 026): its scripts are listed for the browser to prefetch into the
 * cache once the page has loaded, not preloaded (a module preload is fetched beside the page and parsed).
 */
function withModulePreloads(
  html: string,
  preloads: ModulePreloads | null,
  request: FastifyRequest,
  { path, page }: { path: string; page: readonly string[] },
): string {
  if (!preloads) return html;
  const visitor = !isSignedInFlag(request.headers.cookie);
  const landing = path === '/' && visitor;
  const tags = landing ? preloads.landing : `${preloads.app}${preloads.page(page)}`;
  if (visitor) return html.replace('<!--app-head-->', (placeholder) => `${prefetchList(tags)}${placeholder}`);
  return html.replace('<!--app-head-->', (placeholder) => `${tags}${placeholder}`);
}

/**
 * Module preload tags as the list the browser prefetches once the page has loaded (`app/prefetch-later.ts`): links
 * in the head would be fetched while the page is parsed, beside its text and CSS.
 */
function prefetchList(tags: string): string {
  const urls = [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  return `<script type="application/json" id="kinderly-prefetch">${JSON.stringify(urls).replace(/</g, '\\u003c')}</script>`;
}

/** index.html with the page rendered into it, or as it is when the page is not rendered or its rendering fails. */
async function renderedShell(
  app: FastifyInstance,
  request: FastifyRequest,
  { renderer, cache, budget }: { renderer: PageRendererModule; cache: PageCache; budget: RenderBudget },
  shell: string,
  path: string,
  language: Language,
): Promise<string> {
  if (!renderer.isServerRendered(path)) return shell;
  const signedIn = isSignedInFlag(request.headers.cookie);
  // A query string can make a page differ (and would fill the cache with one-off keys): rendered every time, except
  // the language alone (the hreflang alternates link to `?lang=`), which is cached under its own key.
  const key = cacheKeyOf(request.url, path, signedIn, language);
  const cached = key ? cache.get(key) : undefined;
  if (cached !== undefined) return cached ? spliceIntoShell(shell, cached) : shell;
  if (!budget.take(request.ip)) return shell;
  try {
    const page = await renderer.renderPage({
      url: request.url,
      language,
      signedIn,
      get: (url) => publicApiGet(app, url),
    });
    if (key) cache.set(key, page);
    return page ? spliceIntoShell(shell, page) : shell;
  } catch (error) {
    request.log.error({ err: error, path }, 'server rendering failed; the browser renders the page');
    return shell;
  }
}

/** `?lang=en` or `?lang=fr` and nothing else. */
const LANGUAGE_ONLY_QUERY = new RegExp(`^\\?${LANGUAGE_QUERY}=(${LanguageSchema.options.join('|')})$`);

/** The page cache's key for an address: null when its query could make the page differ. */
function cacheKeyOf(url: string, path: string, signedIn: boolean, language: Language): string | null {
  const query = url.slice(path.length);
  if (query !== '' && !LANGUAGE_ONLY_QUERY.test(query)) return null;
  return `${language} ${signedIn ? 1 : 0} ${url}`;
}

/** A public GET of the API answered in this process, exactly as the browser would get it (the content pages' data). */
async function publicApiGet(app: FastifyInstance, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return response.json();
}
