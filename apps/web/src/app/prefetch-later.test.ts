import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_LIST_ID, prefetchWhenLoaded } from './prefetch-later.ts';

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"], #kinderly-prefetch').forEach((element) => element.remove());
  vi.unstubAllGlobals();
});

function list(urls: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PREFETCH_LIST_ID;
  script.textContent = JSON.stringify(urls);
  document.head.append(script);
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('prefetchWhenLoaded (ADR 026)', () => {
  it('adds the listed scripts as prefetches once the page has loaded, a few per idle turn', async () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => turns.push(run));
    const urls = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    list(urls);

    prefetchWhenLoaded();
    // jsdom has loaded: the first turn is asked for at once.
    expect(turns).toHaveLength(1);
    expect(prefetched()).toEqual([]);
    turns.shift()!();
    expect(prefetched()).toEqual(urls.slice(0, 8));
    while (turns.length > 0) turns.shift()!();
    expect(prefetched()).toEqual(urls);
    expect(document.head.querySelector('link[rel="prefetch"]')!.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing without a list, or with one that is not a list of addresses', () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => turns.push(run));
    prefetchWhenLoaded();
    list({ not: 'a list' });
    prefetchWhenLoaded();
    expect(turns).toEqual([]);
  });
});
