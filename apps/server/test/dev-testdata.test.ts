import { describe, expect, it } from 'vitest';
import { API_PATHS, type DemoPostsResponse } from '@kinderly/shared';
import { useTestApp } from './helpers.ts';

// GET /api/testdata/getposts (SPEC "Misc" /testdata/getposts): demo data outside production, no route in it.
const test = useTestApp();
const production = useTestApp({
  env: {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://kinderly.example',
    MAIL_OUTBOX: 'true',
    PAYMENTS_SANDBOX: 'true',
  },
});

describe('GET /api/testdata/getposts', () => {
  it('lists the published blog posts, newest first, without a token outside production', async () => {
    const res = await test.app.inject({ method: 'GET', url: API_PATHS.testdata.getposts });
    expect(res.statusCode).toBe(200);
    const { posts } = res.json<DemoPostsResponse>();
    const blog = await test.app.inject({ method: 'GET', url: `${API_PATHS.content.blog}?pageSize=10` });
    const shipped = blog.json<{ posts: { slug: string; title: string; summary: string; publishedAt: string }[] }>();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts).toEqual(
      shipped.posts.map((post) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.summary,
        date: post.publishedAt,
      })),
    );
  });

  it('does not exist in production: the JSON 404 of any unknown /api/ path', async () => {
    expect(production.app.hasRoute({ method: 'GET', url: API_PATHS.testdata.getposts })).toBe(false);
    const res = await production.app.inject({ method: 'GET', url: API_PATHS.testdata.getposts });
    const unknown = await production.app.inject({ method: 'GET', url: '/api/testdata/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(res.json().message).toBe(`No route GET ${API_PATHS.testdata.getposts}`);
  });
});
