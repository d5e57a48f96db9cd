import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's `dist/.vite/manifest.json` read here: each chunk's file and the chunks it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

// The web app's entry (main.tsx, in index.html) imports one of these as it starts: the landing page on a visit to
// `/` without a session (ADR 015), the whole app (router, providers) everywhere else.
const ENTRY = 'index.html';
const LANDING = 'src/app/landing.tsx';
const APP = 'src/app/start-app.tsx';

/** The `<link rel="modulepreload">` tags of each start, to put in the page's head. */
export type ModulePreloads = { landing: string; app: string };

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
 */
export function modulePreloadsOf(manifest: ViteManifest): ModulePreloads {
  const entry = staticImports(manifest, ENTRY);
  const tags = (start: string) =>
    [...staticImports(manifest, start)]
      .filter((key) => !entry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
  return { landing: tags(LANDING), app: tags(APP) };
}

/** The preloads of the built web app in `webDistDir`, or null when it has no manifest (the helper then adds them). */
export function readModulePreloads(webDistDir: string): ModulePreloads | null {
  const file = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return modulePreloadsOf(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
}
