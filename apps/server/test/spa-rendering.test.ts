import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSuperAdmin } from '@kinderly/db';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Kinderly</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

/** A built web app whose server renderer is `renderer` (the module's source), or none. */
function webBuild(renderer: string | null): string {
  const base = mkdtempSync(join(tmpdir(), 'kinderly-ssr-'));
  mkdirSync(join(base, 'dist'));
  writeFileSync(join(base, 'dist', 'index.html'), SHELL);
  // Vite's manifest: the entry and the two starts it imports (lib/module-preloads.ts).
  mkdirSync(join(base, 'dist', '.vite'));
  writeFileSync(
    join(base, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_react-1.js', '_router-1.js'] },
      '_router-1.js': { file: 'assets/router-1.js' },
      'src/app/landing.tsx': { file: 'assets/landing-1.js', imports: ['_react-1.js'] },
    }),
  );
  if (renderer !== null) {
    mkdirSync(join(base, 'dist-ssr'));
    writeFileSync(join(base, 'dist-ssr', 'entry-server.js'), renderer);
  }
  return join(base, 'dist');
}

// Stands in for apps/web/src/ssr/entry-server.tsx: the page says what it was asked, and counts its renders.
const RENDERER = `
export let renders = 0;
globalThis.kinderlyRenders = 0;
export function isServerRendered(path) {
  return ['/', '/about', '/redirects', '/terms-of-use'].includes(path);
}
export async function renderPage({ url, language, signedIn, get }) {
  globalThis.kinderlyRenders += 1;
  if (url === '/terms-of-use') {
    const policy = await get('/api/policies/getPolicy?id=2&language=' + language);
    return { language, html: '<main><h1>' + policy.title + '</h1></main>', head: '' };
  }
  if (url === '/redirects') return null;
  const heading = language === 'fr' ? 'Trouvez une garde' : 'Find childcare';
  return {
    language,
    html: '<main><h1>' + heading + '</h1><a href="/entry/register">' + (signedIn ? 'signed-in' : 'visitor') + '</a><p>' + url + '</p></main>',
    head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  };
}
`;

const get = (ctx: ReturnType<typeof useTestApp>, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('server-rendered public pages', () => {
  const ctx = useTestApp({ webDistDir: webBuild(RENDERER) });

  it('puts the page, its critical CSS and its language into index.html', async () => {
    const res = await get(ctx, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<div id="root"><main><h1>Find childcare</h1><a href="/entry/register">visitor</a>');
    expect(res.body).toContain('<style data-emotion="css abc">');
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('sends the page compressed as the browser accepts it: brotli, else gzip, else as is', async () => {
    const plain = (await get(ctx, '/')).body;
    // The test page is short: repeat its path in the address until the page passes the 1 KB threshold.
    const long = `/?${'x'.repeat(1200)}`;
    const longPlain = await get(ctx, long);
    expect(longPlain.headers['content-encoding']).toBeUndefined();
    const br = await get(ctx, long, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(longPlain.body);
    expect(br.rawPayload.length).toBeLessThan(longPlain.rawPayload.length / 2);
    const gzip = await get(ctx, long, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(longPlain.body);
    expect((await get(ctx, long, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    // Under the threshold, as is.
    expect(Buffer.byteLength(plain)).toBeLessThan(1024);
    expect((await get(ctx, '/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('fetches the scripts of a painted page at low priority, and those of the bare shell at the default', async () => {
    const painted = (await get(ctx, '/about')).body;
    expect(painted).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(painted).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">');
    for (const shell of [(await get(ctx, '/app/dashboard')).body, (await get(ctx, '/redirects')).body]) {
      expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(shell).not.toContain('fetchpriority');
    }
  });

  it('lists the start of a visitor’s page for a prefetch after load, and preloads a signed-in reader’s', async () => {
    // ADR 026: a visitor's page evaluates no script of its start before their first interaction, and fetches
    // them only once it has loaded (app/prefetch-later.ts).
    const listed = (html: string) =>
      JSON.parse(/<script type="application\/json" id="kinderly-prefetch">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const visitor = (await get(ctx, '/about')).body;
    expect(listed(visitor)).toEqual(['/assets/start-app-1.js', '/assets/router-1.js']);
    expect(visitor).not.toContain('href="/assets/start-app-1.js"');
    expect(listed((await get(ctx, '/')).body)).toEqual(['/assets/landing-1.js']);

    const member = (await get(ctx, '/about', { cookie: 'kinderly.signedIn=1' })).body;
    expect(member).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/start-app-1.js">',
    );
    expect(listed(member)).toBeNull();
  });

  it('renders in the language Accept-Language prefers', async () => {
    const res = await get(ctx, '/about', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<h1>Trouvez une garde</h1>');
  });

  it('lets the language cookie win over Accept-Language, and renders the signed-in header for the flag', async () => {
    const res = await get(ctx, '/', {
      'accept-language': 'fr',
      cookie: 'other=1; kinderly.language=en; kinderly.signedIn=1',
    });
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Find childcare</h1><a href="/entry/register">signed-in</a>');
  });

  it('keeps a rendered page for a while, and renders again once the cache is cleared', async () => {
    const renders = () => (globalThis as { kinderlyRenders?: number }).kinderlyRenders ?? 0;
    await get(ctx, '/about', { cookie: 'kinderly.language=fr' });
    const before = renders();
    await get(ctx, '/about', { cookie: 'kinderly.language=fr' });
    expect(renders()).toBe(before);
    ctx.app.pageCache.clear();
    await get(ctx, '/about', { cookie: 'kinderly.language=fr' });
    expect(renders()).toBe(before + 1);
  });

  it('renders an address with a query string every time, with its query', async () => {
    const res = await get(ctx, '/?ref=abc');
    expect(res.body).toContain('<p>/?ref=abc</p>');
  });

  it('keeps a page asked for with ?lang= alone under its own key, in that language', async () => {
    const renders = () => (globalThis as { kinderlyRenders?: number }).kinderlyRenders ?? 0;
    const first = await get(ctx, '/about?lang=fr');
    expect(first.body).toContain(
      '<h1>Trouvez une garde</h1><a href="/entry/register">visitor</a><p>/about?lang=fr</p>',
    );
    const before = renders();
    const again = await get(ctx, '/about?lang=fr');
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before);
    // Another query is not the same page.
    await get(ctx, '/about?lang=fr&x=1');
    expect(renders()).toBe(before + 1);
  });

  it("renders a content page with the API's data, and an administrator's edit shows at once", async () => {
    const before = await get(ctx, '/terms-of-use');
    expect(before.body).toContain('<h1>Terms of use</h1>');
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/api/policies/updatePolicy',
      payload: { id: 2, language: 'en', title: 'Terms of use (2027)', html: '<p>New terms.</p>' },
      headers: admin,
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(ctx, '/terms-of-use')).body).toContain('<h1>Terms of use (2027)</h1>');
  });

  it.each(['/app/home', '/redirects'])('sends the empty shell for %s, which the browser renders', async (url) => {
    const res = await get(ctx, url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--app-html--></div>');
  });
});

describe('without a working server renderer', () => {
  const missing = useTestApp({ webDistDir: webBuild(null) });
  const broken = useTestApp({ webDistDir: webBuild('export const renderPage = ;') });
  const failing = useTestApp({
    webDistDir: webBuild(
      'export const isServerRendered = () => true; export async function renderPage() { throw new Error("boom"); }',
    ),
  });

  it.each([
    ['missing', missing],
    ['that cannot be loaded', broken],
    ['that throws', failing],
  ])('answers the empty shell when the renderer is %s', async (_name, ctx) => {
    const res = await get(ctx, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--app-html--></div>');
    expect(res.body).toContain('<html lang="en">');
  });
});

describe('rendering budget per client address', () => {
  const ctx = useTestApp({ webDistDir: webBuild(RENDERER), env: { RENDER_RATE_LIMIT_MAX: '3' } });
  const renders = () => (globalThis as { kinderlyRenders?: number }).kinderlyRenders ?? 0;
  const from = (remoteAddress: string, url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('renders one-off addresses up to the budget, then sends them unrendered, and cached pages stay rendered', async () => {
    const before = renders();
    await from('203.0.113.7', '/about');
    for (const n of [1, 2]) {
      expect((await from('203.0.113.7', `/about?n=${n}`)).body).toContain(`<p>/about?n=${n}</p>`);
    }
    const over = await from('203.0.113.7', '/about?n=3');
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('<div id="root"><!--app-html--></div>');
    expect(renders()).toBe(before + 3);
    // The cache still answers that address, and another address has its own budget.
    expect((await from('203.0.113.7', '/about')).body).toContain('<h1>Find childcare</h1>');
    expect((await from('198.51.100.2', '/about?n=5')).body).toContain('<p>/about?n=5</p>');
  });
});
