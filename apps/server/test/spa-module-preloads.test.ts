import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

// A built web app with Vite's manifest: the entry imports `shared` itself; the landing page and the app import it
// too, and each has scripts of its own; the login page's route imports the router's and its own.
const builtDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
const webDistDir = join(builtDir, 'dist');
mkdirSync(join(webDistDir, '.vite'), { recursive: true });
// The server renderer beside it renders nothing here; it names the login page's modules, as entry-server.tsx does.
mkdirSync(join(builtDir, 'dist-ssr'));
writeFileSync(
  join(builtDir, 'dist-ssr', 'entry-server.js'),
  `exports.isServerRendered = () => false;
exports.renderPage = async () => null;
exports.pageModules = (path, language) =>
  path === '/entry/login' ? ['src/login-page.tsx', 'src/locales/' + language + '/account.json'] : [];`,
);
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
    'src/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_router-1.js', '_form-1.js'] },
    '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
    'src/locales/en/account.json': { file: 'assets/account-en.js' },
    'src/locales/fr/account.json': { file: 'assets/account-fr.js' },
  }),
);

const ctx = useTestApp({ webDistDir });

/**
 * The scripts an answer names for the start: the module preloads of its head, and the list a visitor's page
 * prefetches once loaded (ADR 026: a visitor's page names its start there instead).
 */
async function startScriptsOf(url: string, cookie?: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const list = /<script type="application\/json" id="kinderly-prefetch">(.*?)<\/script>/.exec(res.body)?.[1];
  return { preloads, listed: list ? (JSON.parse(list) as string[]) : [] };
}

/** A visitor's start, which their page lists for after load and does not preload. */
async function visitorStartOf(url: string) {
  const { preloads, listed } = await startScriptsOf(url);
  expect(preloads).toEqual([]);
  return listed;
}

const SIGNED_IN = 'kinderly.signedIn=1';

describe('the scripts of the start in the head', () => {
  it("names the landing page's on / and the app's elsewhere, without the entry's own", async () => {
    expect(await visitorStartOf('/')).toEqual(['/assets/landing-1.js', '/assets/react-1.js']);
    const app = ['/assets/start-app-1.js', '/assets/react-1.js', '/assets/router-1.js'];
    expect(await visitorStartOf('/blog?lang=fr')).toEqual(app);
    expect((await startScriptsOf('/blog?lang=fr', SIGNED_IN)).preloads).toEqual(app);
  });

  it("adds a rendered page's route modules and its catalogues in the reader's language, not those already named", async () => {
    const app = ['/assets/start-app-1.js', '/assets/react-1.js', '/assets/router-1.js'];
    const page = ['/assets/login-page-1.js', '/assets/form-1.js'];
    expect(await visitorStartOf('/entry/login')).toEqual([...app, ...page, '/assets/account-en.js']);
    expect(await visitorStartOf('/entry/login?lang=fr')).toEqual([...app, ...page, '/assets/account-fr.js']);
    const signedIn = await startScriptsOf('/entry/login?lang=fr', SIGNED_IN);
    expect(signedIn).toEqual({ preloads: [...app, ...page, '/assets/account-fr.js'], listed: [] });
  });

  it("names the app's on / for a reader with the signed-in flag, who gets the app there", async () => {
    expect((await startScriptsOf('/', SIGNED_IN)).preloads).toContain('/assets/start-app-1.js');
  });
});
