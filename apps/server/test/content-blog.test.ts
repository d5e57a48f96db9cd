import { describe, expect, it } from 'vitest';
import { createBlogPost, DEFAULT_BLOG_POSTS } from '@kinderly/db';
import type { BlogListResponse, BlogPost } from '@kinderly/shared';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/content/${url}` });
const list = async (query = '') => {
  const res = await get(`blog?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<BlogListResponse>();
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/content/blog (public)', () => {
  it('lists the shipped articles, newest first, with reading time, without a token', async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: DEFAULT_BLOG_POSTS.length });
    const newestFirst = [...DEFAULT_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(body.posts.map((post) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
    const first = body.posts[0]!;
    expect(first).toMatchObject({
      author: 'Kinderly',
      title: newestFirst[0]!.title.en,
      summary: newestFirst[0]!.summary.en,
    });
    expect(first.tags).toEqual(newestFirst[0]!.tags);
    for (const post of body.posts) {
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.readingMinutes).toBeLessThanOrEqual(4);
      expect(post).not.toHaveProperty('html');
    }
  });

  it('answers in French when asked', async () => {
    const { posts } = await list('language=fr');
    const shipped = new Map(DEFAULT_BLOG_POSTS.map((post) => [post.slug, post]));
    for (const post of posts) {
      const source = shipped.get(post.slug);
      if (!source) continue;
      expect(post.title).toBe(source.title.fr);
      expect(post.summary).toBe(source.summary.fr);
    }
    expect(posts.some((post) => shipped.has(post.slug))).toBe(true);
  });

  it('hides drafts and posts scheduled for later, and puts a new post first', async () => {
    const before = await list('pageSize=50');
    const scheduled = await createBlogPost(ctx.db.db, { publishedAt: new Date(Date.now() + 24 * 3600_000) });
    const draft = await createBlogPost(ctx.db.db, { publishedAt: null });
    const fresh = await createBlogPost(ctx.db.db, { publishedAt: minutesAgo(1) });
    const after = await list('pageSize=50');
    expect(after.total).toBe(before.total + 1);
    const slugs = after.posts.map((post) => post.slug);
    expect(slugs[0]).toBe(fresh.slug);
    expect(slugs).not.toContain(scheduled.slug);
    expect(slugs).not.toContain(draft.slug);
    for (const hidden of [scheduled, draft]) {
      expect((await get(`blog/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(`blog/${hidden.slug}`)).statusCode).toBe(404);
    }
  });

  it('pages without gaps or overlaps, ties broken by id', async () => {
    const sameTime = minutesAgo(30);
    await createBlogPost(ctx.db.db, { publishedAt: sameTime });
    await createBlogPost(ctx.db.db, { publishedAt: sameTime });
    const all = await list('pageSize=50');
    const dates = all.posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
      const body = await list(`page=${page}&pageSize=3`);
      expect(body).toMatchObject({ page, pageSize: 3, total: all.total });
      paged.push(...body.posts.map((post) => post.id));
    }
    expect(paged).toEqual(all.posts.map((post) => post.id));
    const beyond = await list(`page=${Math.ceil(all.total / 3) + 1}&pageSize=3`);
    expect(beyond).toMatchObject({ posts: [], total: all.total });
  });

  it('refuses a bad page or page size', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=51', 'language=de']) {
      const res = await get(`blog?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});

describe('GET /api/content/blog/:idOrSlug (public)', () => {
  const shipped = DEFAULT_BLOG_POSTS[0]!;

  it('answers one article with its HTML by slug and by id, in both languages', async () => {
    const bySlug = await get(`blog/${shipped.slug}`);
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json<BlogPost>();
    expect(post).toMatchObject({ slug: shipped.slug, language: 'en', title: shipped.title.en, html: shipped.html.en });
    expect(post.readingMinutes).toBeGreaterThanOrEqual(2);

    const byId = await get(`blog/${post.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json<BlogPost>()).toEqual(post);

    const fr = (await get(`blog/${post.id}?language=fr`)).json<BlogPost>();
    expect(fr).toMatchObject({ id: post.id, language: 'fr', title: shipped.title.fr, html: shipped.html.fr });
  });

  it('answers 404 for an unknown article and 400 for something that is neither id nor slug', async () => {
    for (const idOrSlug of ['no-such-article', '999999', '2147483648', '9999999999']) {
      const res = await get(`blog/${idOrSlug}`);
      expect(res.statusCode, idOrSlug).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get('blog/Not_A_Slug')).statusCode).toBe(400);
  });

  it('serves a stored body without scripts, event handlers or javascript: links, in both languages', async () => {
    const dirty = (text: string) =>
      `<p onclick="steal()">${text}</p><script>alert(1)</script><img src="x" onerror="alert(2)">` +
      `<a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><a href="/faq">faq</a>`;
    const post = await createBlogPost(ctx.db.db, { bodyEn: dirty('Hello'), bodyFr: dirty('Bonjour') });
    for (const [language, text] of [
      ['en', 'Hello'],
      ['fr', 'Bonjour'],
    ] as const) {
      const res = await get(`blog/${post.slug}?language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<BlogPost>().html).toBe(`<p>${text}</p><a>link</a><a href="/faq">faq</a>`);
    }
  });
});
