import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's `dist/.vite/manifest.json` read here: each chunk's file and the chunks it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

// The web app's entry (main.tsx, in index.html) imports one of these as it starts: the landing page on a visit to
// `/` without a session (ADR 015), the whole app (router, providers) everywhere else.
const ENTRY = 'index.html';
const LANDING = 'src/app/landing.tsx';
const APP = 'src/app/start-app.tsx';

/**
 * The `<link rel="modulepreload">` tags of each start, to put in the page's head, and of a page's own modules (a
 * server-rendered router page's lazy route and catalogues), beyond those of the app's start.
 */
export type ModulePreloads = { landing: string; app: string; page(keys: readonly string[]): string };

function staticImports(manifest: ViteManifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) staticImports(manifest, imported, found);
  return found;
}

/**
 * Tags for the scripts of the start the entry will import, beyond those index.html already names. Written in the
 * HTML, they are fetched while the page is parsed, and Vite's preload helper finds them there: it no longer adds a
 * link per script from the entry's first task, where the 50 it added on a router page took 15-40 ms (ADR 018).
 * The same goes for the first page's route: without its tags the browser learnt of the page's 40 modules only once
 * the app had run, and the helper added a link for each (ADR 019).
 */
export function modulePreloadsOf(manifest: ViteManifest): ModulePreloads {
  const entry = staticImports(manifest, ENTRY);
  const app = staticImports(manifest, APP);
  const tagsOf = (keys: Iterable<string>, already: Set<string>) =>
    [...keys]
      .filter((key) => !already.has(key) && manifest[key])
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
  const started = new Set([...entry, ...app]);
  const pages = new Map<string, string>();
  return {
    landing: tagsOf(staticImports(manifest, LANDING), entry),
    app: tagsOf(app, entry),
    page(keys) {
      const id = keys.join(' ');
      let tags = pages.get(id);
      if (tags === undefined) {
        const found = new Set<string>();
        for (const key of keys) staticImports(manifest, key, found);
        tags = tagsOf(found, started);
        pages.set(id, tags);
      }
      return tags;
    },
  };
}

/** The preloads of the built web app in `webDistDir`, or null when it has no manifest (the helper then adds them). */
export function readModulePreloads(webDistDir: string): ModulePreloads | null {
  const file = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return modulePreloadsOf(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
}

const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/**
 * The page with its scripts fetched at low priority (`fetchpriority="low"` on the entry and every modulepreload):
 * for a page the server rendered, which paints from its HTML and inlined CSS before any script runs. At the
 * default (high) priority, the ~100 scripts of a router page competed with the document on a slow network, and
 * Lighthouse counted each as holding back the first paint: /entry/login's FCP ranged from 1.0 to 3.8 s between
 * runs of the same build (ADR 018).
 */
export function withLowPriorityScripts(html: string): string {
  return html.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
}
