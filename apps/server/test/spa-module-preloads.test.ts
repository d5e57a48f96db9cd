import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

// A built web app with Vite's manifest: the entry imports `shared` itself; the landing page and the app import it
// too, and each has scripts of its own.
const webDistDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
mkdirSync(join(webDistDir, '.vite'));
writeFileSync(
  join(webDistDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Kinderly</title><!--app-head--></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDistDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/app/landing.tsx': { file: 'assets/landing-1.js', imports: ['_shared-1.js', '_react-1.js'] },
    'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_react-1.js', '_router-1.js'] },
    '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  }),
);

const ctx = useTestApp({ webDistDir });

/** The scripts an answer's head asks the browser to preload. */
async function preloadsOf(url: string, cookie?: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
}

describe('the scripts of the start in the head', () => {
  it("names the landing page's on / and the app's elsewhere, without the entry's own", async () => {
    expect(await preloadsOf('/')).toEqual(['/assets/landing-1.js', '/assets/react-1.js']);
    const app = ['/assets/start-app-1.js', '/assets/react-1.js', '/assets/router-1.js'];
    expect(await preloadsOf('/entry/login')).toEqual(app);
    expect(await preloadsOf('/blog?lang=fr')).toEqual(app);
  });

  it("names the app's on / for a reader with the signed-in flag, who gets the app there", async () => {
    expect(await preloadsOf('/', 'kinderly.signedIn=1')).toContain('/assets/start-app-1.js');
  });
});
