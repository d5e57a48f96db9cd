import { describe, expect, it } from 'vitest';
import { ErrorBurst } from './error-burst.ts';

describe('ErrorBurst', () => {
  it('fires at the 5th error within 60 s, then stays quiet for 10 minutes', () => {
    let now = 0;
    const burst = new ErrorBurst(undefined, () => now);
    const fired = () => burst.record();
    expect([fired(), fired(), fired(), fired()]).toEqual([false, false, false, false]);
    expect(fired()).toBe(true);
    now += 60_000;
    for (let i = 0; i < 10; i++) expect(fired()).toBe(false);
    // Still quiet just before the 10 minutes end, with a full burst in the window.
    now = 10 * 60_000 - 1;
    for (let i = 0; i < 5; i++) expect(fired()).toBe(false);
    now = 10 * 60_000;
    expect(fired()).toBe(true);
  });

  it('does not count errors older than the window', () => {
    let now = 0;
    const burst = new ErrorBurst(undefined, () => now);
    for (let i = 0; i < 4; i++) expect(burst.record()).toBe(false);
    now = 60_000;
    // The first four are a minute old: this is the first of a new count.
    expect(burst.record()).toBe(false);
    for (let i = 0; i < 3; i++) expect(burst.record()).toBe(false);
    expect(burst.record()).toBe(true);
  });
});
