import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlogPost } from '@kinderly/db';
import { PUBLIC_PAGES } from '@kinderly/shared';
import en from '../../web/src/locales/en/common.json' with { type: 'json' };
import fr from '../../web/src/locales/fr/common.json' with { type: 'json' };
import { useTestApp } from './helpers.ts';

// The web app's own index.html, so that a change to its head markers fails here.
const webDistDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
writeFileSync(
  join(webDistDir, 'index.html'),
  readFileSync(resolve(import.meta.dirname, '../../web/index.html'), 'utf8'),
);
const SITE = 'https://kinderly.example';
const ctx = useTestApp({ webDistDir, env: { PUBLIC_URL: SITE } });

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const body = res.body;
  const all = (pattern: RegExp) => [...body.matchAll(pattern)].map((match) => match[1]);
  return {
    res,
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    alternates: [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    noindex: body.includes('<meta name="robots" content="noindex"'),
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('the head of a public page (issue 13)', () => {
  it.each(PUBLIC_PAGES.filter((entry) => entry.key !== 'blogPost'))(
    '$path has its own title, description, canonical and alternates in English',
    async ({ path, key }) => {
      const head = await page(path);
      expect(head.lang).toBe('en');
      expect(head.titles).toEqual([escaped(en.meta[key].title)]);
      expect(head.descriptions).toEqual([escaped(en.meta[key].description)]);
      expect(head.canonical).toEqual([`${SITE}${path}`]);
      expect(head.alternates).toEqual([
        ['en', `${SITE}${path}?lang=en`],
        ['fr', `${SITE}${path}?lang=fr`],
        ['x-default', `${SITE}${path}`],
      ]);
      expect(head.noindex).toBe(key === 'notFound');
    },
  );

  it('gives every public page a title and a description of its own', () => {
    for (const catalogue of [en.meta, fr.meta]) {
      const titles = PUBLIC_PAGES.map((entry) => catalogue[entry.key].title);
      const descriptions = PUBLIC_PAGES.map((entry) => catalogue[entry.key].description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it('answers in French from Accept-Language, and says the answer varies with it and the cookie', async () => {
    const head = await page('/about', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(head.lang).toBe('fr');
    expect(head.titles).toEqual([escaped(fr.meta.about.title)]);
    expect(head.descriptions).toEqual([escaped(fr.meta.about.description)]);
    expect(head.canonical).toEqual([`${SITE}/about`]);
    expect(head.res.headers.vary).toMatch(/Accept-Language/i);
    expect(head.res.headers.vary).toMatch(/Cookie/i);
  });

  it('lets the kinderly.language cookie win over Accept-Language', async () => {
    const head = await page('/entry/login', { 'accept-language': 'fr', cookie: 'a=b; kinderly.language=en' });
    expect(head.lang).toBe('en');
    expect(head.titles).toEqual([escaped(en.meta.login.title)]);
    const french = await page('/entry/login', { 'accept-language': 'en', cookie: 'kinderly.language=fr' });
    expect(french.lang).toBe('fr');
    expect(french.titles).toEqual([escaped(fr.meta.login.title)]);
  });

  it('serves the language version ?lang= names, whose canonical is that version', async () => {
    const head = await page('/help?lang=fr', { cookie: 'kinderly.language=en' });
    expect(head.lang).toBe('fr');
    expect(head.titles).toEqual([escaped(fr.meta.help.title)]);
    expect(head.canonical).toEqual([`${SITE}/help?lang=fr`]);
    expect(head.alternates).toContainEqual(['x-default', `${SITE}/help`]);
  });

  it('titles an article from the post, describes it by its summary, by slug or id', async () => {
    const post = await createBlogPost(ctx.db.db, {
      titleEn: 'Naps & "quiet time"',
      titleFr: 'Siestes et temps calme',
      summaryEn: 'How daycares handle <naps>.',
      summaryFr: 'Comment les garderies gèrent les siestes.',
    });
    const head = await page(`/blog/${post.slug}`);
    expect(head.titles).toEqual(['Naps &amp; &quot;quiet time&quot; | Kinderly blog']);
    expect(head.descriptions).toEqual(['How daycares handle &lt;naps&gt;.']);
    expect(head.canonical).toEqual([`${SITE}/blog/${post.slug}`]);
    expect(head.noindex).toBe(false);
    const french = await page(`/blog/${post.id}`, { 'accept-language': 'fr' });
    expect(french.titles).toEqual(['Siestes et temps calme | Blogue Kinderly']);
    expect(french.descriptions).toEqual(['Comment les garderies gèrent les siestes.']);
  });

  it('gives an unknown or unpublished article the not-found head, not indexed', async () => {
    const draft = await createBlogPost(ctx.db.db, { publishedAt: null });
    for (const url of ['/blog/no-such-post', `/blog/${draft.slug}`, '/blog/99999999999']) {
      const head = await page(url);
      expect(head.titles).toEqual([escaped(en.meta.notFound.title)]);
      expect(head.noindex).toBe(true);
    }
    // PostgreSQL text holds no NUL: refused before any lookup, not a database error.
    expect((await ctx.app.inject({ method: 'GET', url: '/blog/a%00b' })).statusCode).toBe(400);
  });

  it('keeps the generic head on the signed-in app, in the reader language', async () => {
    const head = await page('/app/home', { 'accept-language': 'fr' });
    expect(head.lang).toBe('fr');
    expect(head.titles).toEqual(['Kinderly']);
    expect(head.descriptions).toEqual([escaped(fr.meta.fallback.description)]);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every indexable public page and published article with its language versions', async () => {
    const post = await createBlogPost(ctx.db.db, { publishedAt: new Date(Date.now() - 60_000) });
    const draft = await createBlogPost(ctx.db.db, { publishedAt: null });
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const listed = PUBLIC_PAGES.filter((entry) => !['blogPost', 'notFound'].includes(entry.key));
    for (const { path } of listed) {
      expect(locs).toEqual(
        expect.arrayContaining([`${SITE}${path}`, `${SITE}${path}?lang=en`, `${SITE}${path}?lang=fr`]),
      );
    }
    expect(locs).toContain(`${SITE}/blog/${post.slug}`);
    expect(locs).not.toContain(`${SITE}/blog/${draft.slug}`);
    expect(locs).not.toContain(`${SITE}/not-found`);
    const entry = res.body.split('\n').find((line) => line.includes(`<loc>${SITE}/blog/${post.slug}</loc>`))!;
    expect(entry).toContain(`<lastmod>${post.updatedAt.toISOString()}</lastmod>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/blog/${post.slug}?lang=fr"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/${post.slug}"/>`);
    const policy = res.body.split('\n').find((line) => line.includes(`<loc>${SITE}/privacy-policy</loc>`))!;
    expect(policy).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('robots.txt opens the public pages, closes the app, admin, API and dev pages, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /app/',
        'Disallow: /admin/',
        'Disallow: /api/',
        'Disallow: /dev/',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });
});
