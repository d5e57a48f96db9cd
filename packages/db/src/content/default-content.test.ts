import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_SLUG_PATTERN, CONTENT_LANGUAGES, POLICY_IDS, POLICY_SLUGS } from '@kinderly/shared';
import type { DbHandle } from '../client.ts';
import { createBlogPost } from '../factories/index.ts';
import { blogPosts, policies } from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { DEFAULT_BLOG_POSTS, DEFAULT_POLICIES, ensureDefaultContent } from './index.ts';

const wordsIn = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;

describe('the shipped content', () => {
  it('has the three policies, by their fixed ids and page slugs', () => {
    expect(DEFAULT_POLICIES.map((policy) => [policy.id, policy.slug])).toEqual([
      [POLICY_IDS.privacyPolicy, 'privacy-policy'],
      [POLICY_IDS.termsOfUse, 'terms-of-use'],
      [POLICY_IDS.cookiePolicy, 'cookie-policy'],
    ]);
    for (const policy of DEFAULT_POLICIES) expect(POLICY_SLUGS[policy.id]).toBe(policy.slug);
  });

  it('covers what each policy must say, in both languages', () => {
    const [privacy, terms, cookies] = DEFAULT_POLICIES;
    expect(privacy!.html.en).toMatch(/immunization/);
    expect(privacy!.html.en).toMatch(/PIPEDA/);
    expect(privacy!.html.en).toMatch(/Law 25/);
    expect(privacy!.html.fr).toMatch(/Loi 25/);
    expect(privacy!.html.fr).toMatch(/vaccination/);
    expect(terms!.html.en).toMatch(/Province of Ontario/);
    expect(terms!.html.fr).toMatch(/province de l'Ontario/);
    expect(terms!.html.en).toMatch(/cancellation policy/);
    expect(cookies!.html.en).toMatch(/does not use tracking cookies/);
    expect(cookies!.html.fr).toMatch(/n'utilise pas de témoins/);
  });

  it('has at least six articles of 400 to 800 words in English and in French', () => {
    expect(DEFAULT_BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(DEFAULT_BLOG_POSTS.map((post) => post.slug)).size).toBe(DEFAULT_BLOG_POSTS.length);
    for (const post of DEFAULT_BLOG_POSTS) {
      expect(post.slug).toMatch(BLOG_SLUG_PATTERN);
      expect(new Date(post.publishedAt).getTime()).toBeLessThan(Date.now());
      for (const language of CONTENT_LANGUAGES) {
        const words = wordsIn(post.html[language]);
        expect(words, `${post.slug} (${language}): ${words} words`).toBeGreaterThanOrEqual(400);
        expect(words, `${post.slug} (${language}): ${words} words`).toBeLessThanOrEqual(800);
        expect(post.title[language].length).toBeGreaterThan(10);
        expect(post.summary[language]).not.toMatch(/</);
      }
      expect(post.html.fr).not.toBe(post.html.en);
      expect(post.title.fr).not.toBe(post.title.en);
    }
  });

  it('has no placeholder text', () => {
    const everything = JSON.stringify([DEFAULT_POLICIES, DEFAULT_BLOG_POSTS]);
    expect(everything).not.toMatch(/lorem|ipsum|TODO|TBD|\bXXX\b/i);
  });
});

describe('ensureDefaultContent', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('inserts what is missing once, then nothing', async () => {
    expect(await ensureDefaultContent(handle.db)).toEqual({ policies: 3, blogPosts: DEFAULT_BLOG_POSTS.length });
    expect(await ensureDefaultContent(handle.db)).toEqual({ policies: 0, blogPosts: 0 });
    expect(await handle.db.select({ id: policies.id }).from(policies).orderBy(policies.id)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect(await handle.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(DEFAULT_BLOG_POSTS.length);
  });

  it('never overwrites an edited policy and puts back a missing article', async () => {
    await handle.db.update(policies).set({ htmlEn: '<p>Edited.</p>' }).where(eq(policies.id, POLICY_IDS.termsOfUse));
    const slug = DEFAULT_BLOG_POSTS[0]!.slug;
    await handle.db.delete(blogPosts).where(eq(blogPosts.slug, slug));
    expect(await ensureDefaultContent(handle.db)).toEqual({ policies: 0, blogPosts: 1 });
    const [terms] = await handle.db.select().from(policies).where(eq(policies.id, POLICY_IDS.termsOfUse));
    expect(terms!.htmlEn).toBe('<p>Edited.</p>');
    expect(terms!.htmlFr).toBe(DEFAULT_POLICIES[1]!.html.fr);
  });

  it('does not use up article ids on later starts', async () => {
    const [last] = await handle.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .orderBy(blogPosts.id)
      .limit(1)
      .offset(DEFAULT_BLOG_POSTS.length - 1);
    await ensureDefaultContent(handle.db);
    await ensureDefaultContent(handle.db);
    const post = await createBlogPost(handle.db);
    expect(post.id).toBe(last!.id + 1);
  });
});
