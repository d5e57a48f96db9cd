import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SIGNED_IN_COOKIE, type Language } from '@kinderly/shared';
import type { FastifyBaseLogger } from 'fastify';
import { readCookie } from './language.ts';

/** What `apps/web/src/ssr/entry-server.tsx` exports (the web app's SSR build, loaded at run time: ADR 019). */
export type PageRendererModule = {
  isServerRendered(path: string): boolean;
  /** The manifest keys of a server-rendered router page's own modules (its route's code and catalogues). */
  pageModules?(path: string, language: Language): string[];
  renderPage(request: {
    url: string;
    language: Language;
    signedIn: boolean;
    /** A public GET of the API (path and query), for the pages whose content lives in the database. */
    get: (url: string) => Promise<unknown>;
  }): Promise<RenderedPage | null>;
};
export type RenderedPage = { language: Language; html: string; head: string };

/** A rendered page is kept this long (and an administrator's edit of the content drops it at once). */
export const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_MAX_ENTRIES = 500;

/** The `kinderly.signedIn` flag the web app keeps beside its session (never the token itself). */
export function isSignedInFlag(cookieHeader: string | undefined): boolean {
  return readCookie(cookieHeader, SIGNED_IN_COOKIE) === '1';
}

/** Puts a rendered page into the built index.html (its `<!--app-head-->` and `<!--app-html-->` placeholders). */
export function spliceIntoShell(shell: string, page: RenderedPage): string {
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace('<!--app-head-->', () => page.head)
    .replace(/<div id="root">(<!--app-html-->)?<\/div>/, () => `<div id="root">${page.html}</div>`);
}

/** Loads the renderer; null (with a warning) when it is missing or cannot be loaded: pages then render in the browser. */
export async function loadPageRenderer(file: string, log: FastifyBaseLogger): Promise<PageRendererModule | null> {
  if (!existsSync(file)) {
    log.warn({ file }, 'no server renderer of the public pages (run the web build); the browser renders them');
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRendererModule>;
    if (typeof module.renderPage !== 'function' || typeof module.isServerRendered !== 'function') {
      throw new Error('the module exports no renderPage and isServerRendered');
    }
    return module as PageRendererModule;
  } catch (error) {
    log.warn(
      { err: error, file },
      'the server renderer of the public pages cannot be loaded; the browser renders them',
    );
    return null;
  }
}

/** Rendered pages by language, signed-in flag and path, for a short while. */
export class PageCache {
  private readonly entries = new Map<string, { page: RenderedPage | null; expires: number }>();

  constructor(private readonly ttlMs: number = PAGE_CACHE_TTL_MS) {}

  get(key: string, now = Date.now()): RenderedPage | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.page;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, page: RenderedPage | null, now = Date.now()): void {
    if (this.entries.size >= PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { page, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
