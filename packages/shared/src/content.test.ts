import { describe, expect, it } from 'vitest';
import {
  BlogListQuerySchema,
  BlogPostParamsSchema,
  CollectPageViewRequestSchema,
  estimateReadingMinutes,
  GetPolicyQuerySchema,
  PagePathSchema,
  POLICY_IDS,
  POLICY_SLUGS,
  UpdatePolicyRequestSchema,
} from './content.ts';

describe('policy schemas', () => {
  it('reads the id from the query and defaults the language to English', () => {
    expect(GetPolicyQuerySchema.parse({ id: '2' })).toEqual({ id: 2, language: 'en' });
    expect(GetPolicyQuerySchema.parse({ id: '1', language: 'fr' })).toEqual({ id: 1, language: 'fr' });
  });

  it('refuses an id that is not a positive whole number, and other languages', () => {
    for (const id of ['', '0', '-1', '1.5', 'abc', '99999999999'])
      expect(GetPolicyQuerySchema.safeParse({ id }).success, id).toBe(false);
    expect(GetPolicyQuerySchema.safeParse({ id: '1', language: 'de' }).success).toBe(false);
  });

  it('requires some HTML on update and keeps the title optional', () => {
    expect(UpdatePolicyRequestSchema.parse({ id: 1, html: '<p>x</p>' })).toEqual({
      id: 1,
      html: '<p>x</p>',
      language: 'en',
    });
    expect(UpdatePolicyRequestSchema.safeParse({ id: 1, html: '   ' }).success).toBe(false);
    expect(UpdatePolicyRequestSchema.safeParse({ id: 1, html: '<p>x</p>', title: '' }).success).toBe(false);
    expect(UpdatePolicyRequestSchema.safeParse({ id: '1', html: '<p>x</p>' }).success).toBe(false);
  });

  it('names each policy page', () => {
    expect(POLICY_SLUGS[POLICY_IDS.privacyPolicy]).toBe('privacy-policy');
    expect(POLICY_SLUGS[POLICY_IDS.termsOfUse]).toBe('terms-of-use');
    expect(POLICY_SLUGS[POLICY_IDS.cookiePolicy]).toBe('cookie-policy');
  });
});

describe('blog schemas', () => {
  it('pages 10 at a time by default and caps the page size', () => {
    expect(BlogListQuerySchema.parse({})).toEqual({ language: 'en', page: 1, pageSize: 10 });
    expect(BlogListQuerySchema.parse({ page: '3', pageSize: '5', language: 'fr' })).toEqual({
      language: 'fr',
      page: 3,
      pageSize: 5,
    });
    expect(BlogListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(BlogListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(BlogListQuerySchema.safeParse({ page: '' }).success).toBe(false);
  });

  it('takes a post id or a slug, nothing else', () => {
    expect(BlogPostParamsSchema.safeParse({ idOrSlug: '12' }).success).toBe(true);
    expect(BlogPostParamsSchema.safeParse({ idOrSlug: 'waitlists-explained' }).success).toBe(true);
    for (const idOrSlug of ['', 'Bad Slug', '../etc', 'a--b', '-a'])
      expect(BlogPostParamsSchema.safeParse({ idOrSlug }).success, idOrSlug).toBe(false);
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(estimateReadingMinutes('<p>short</p>')).toBe(1);
    expect(estimateReadingMinutes('')).toBe(1);
    expect(estimateReadingMinutes(`<p>${'word '.repeat(600)}</p>`)).toBe(3);
    expect(estimateReadingMinutes(`<h2>a</h2><p>${'mot&nbsp;'.repeat(10)}${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

describe('page view schema', () => {
  it('takes paths of this site only', () => {
    for (const path of ['/', '/blog/12', '/privacy-policy?x=1', '/app/enroll/child-info#top'])
      expect(PagePathSchema.safeParse(path).success, path).toBe(true);
    for (const path of [
      '',
      'blog',
      '//evil.example/x',
      '/\\evil.example',
      'https://kinderly.example/',
      '/a b',
      '/a\nb',
      `/${'a'.repeat(2000)}`,
    ])
      expect(PagePathSchema.safeParse(path).success, path).toBe(false);
  });

  it('caps the lengths and the language', () => {
    const view = { title: 'Kinderly', path: '/' };
    expect(CollectPageViewRequestSchema.safeParse(view).success).toBe(true);
    expect(CollectPageViewRequestSchema.safeParse({ ...view, title: 'x'.repeat(201) }).success).toBe(false);
    expect(CollectPageViewRequestSchema.safeParse({ ...view, title: ' ' }).success).toBe(false);
    expect(CollectPageViewRequestSchema.safeParse({ ...view, referrer: 'x'.repeat(2001) }).success).toBe(false);
    expect(CollectPageViewRequestSchema.safeParse({ ...view, language: 'es' }).success).toBe(false);
  });
});
