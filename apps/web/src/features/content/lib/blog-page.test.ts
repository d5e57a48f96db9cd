import { describe, expect, it } from 'vitest';
import { blogPageHref, pageCount, parsePageParam } from './blog-page.ts';

describe('blog list paging', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('99999999')).toBe(1);
  });

  it('gives page 1 the plain /blog address', () => {
    expect(blogPageHref(1)).toBe('/blog');
    expect(blogPageHref(4)).toBe('/blog?page=4');
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
