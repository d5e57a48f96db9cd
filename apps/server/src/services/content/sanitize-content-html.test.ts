import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOG_POSTS, DEFAULT_POLICIES } from '@kinderly/db';
import { CONTENT_LANGUAGES } from '@kinderly/shared';
import { sanitizeContentHtml, visibleText } from './sanitize-content-html.ts';

describe('sanitizeContentHtml', () => {
  it('keeps the shipped policies and articles exactly as they are (they use only allowed HTML)', () => {
    for (const item of [...DEFAULT_POLICIES, ...DEFAULT_BLOG_POSTS]) {
      for (const language of CONTENT_LANGUAGES) {
        expect(sanitizeContentHtml(item.html[language]), `${item.slug} (${language})`).toBe(item.html[language]);
      }
    }
  });

  it('removes links that leave the allowed schemes, even when disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'relative/path',
      'ftp://files.example',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps http, https, mailto, site paths and anchors', () => {
    for (const href of [
      'http://a.example/',
      'https://a.example/p?q=1',
      'mailto:a@b.example',
      '/terms-of-use',
      '#rights',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href.replace('&', '&amp;')}">x</a>`);
    }
  });

  it('drops unknown elements but keeps their text, and drops script and style with their content', () => {
    expect(sanitizeContentHtml('<div><span>kept</span></div><script>gone()</script><style>p{}</style>')).toBe('kept');
    expect(sanitizeContentHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('x');
  });

  it('turns an h1 into an h2, since the page title is the only h1', () => {
    expect(sanitizeContentHtml('<h1 id="x">Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('tells what a reader would see', () => {
    expect(visibleText('<p> </p><script>x</script>')).toBe('');
    expect(visibleText('<p>Hello <b>there</b></p>')).toBe('Hello there');
  });
});
