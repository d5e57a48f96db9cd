import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets entries after their time and drops the least recently used when full', () => {
    let now = 0;
    const cache = new TtlCache<string>(2, 1000, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    now = 1500;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
