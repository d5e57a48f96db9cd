import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

describe('coalesce', () => {
  it('runs calls of one turn together, and those made during a run in the next one', async () => {
    const runs: number[][] = [];
    let release: () => void = () => undefined;
    const call = coalesce(async (items: number[]) => {
      runs.push(items);
      if (runs.length === 1) await new Promise<void>((done) => (release = done));
      return items.map((n) => (n === 4 ? new Error('four') : n * 10));
    });
    const first = [call(1), call(2)];
    await new Promise((done) => setImmediate(done));
    const second = Promise.allSettled([call(3), call(4), call(5)]);
    release();
    expect(await Promise.all(first)).toEqual([10, 20]);
    expect(await second).toEqual([
      { status: 'fulfilled', value: 30 },
      { status: 'rejected', reason: new Error('four') },
      { status: 'fulfilled', value: 50 },
    ]);
    expect(runs).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('rejects every call of a run that threw, and goes on with the next', async () => {
    let fail = true;
    const call = coalesce(async (items: string[]) => {
      if (fail) throw new Error('database gone');
      return items;
    });
    const failed = await Promise.allSettled([call('a'), call('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await call('c')).toBe('c');
  });

  it('takes at most `max` calls per run', async () => {
    const sizes: number[] = [];
    const call = coalesce(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { max: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => call(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});

describe('coalesce with lingerMs', () => {
  const recorder = () => {
    const runs: { items: number[]; at: number }[] = [];
    const work = async (items: number[]) => {
      runs.push({ items, at: performance.now() });
      return items;
    };
    return { runs, work };
  };

  it('lets calls made within the linger join the first one', async () => {
    const { runs, work } = recorder();
    const call = coalesce(work, { lingerMs: 30 });
    const started = performance.now();
    const first = call(1);
    await new Promise((done) => setTimeout(done, 10));
    const second = call(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(runs.map((run) => run.items)).toEqual([[1, 2]]);
    // The run waited for its oldest call's linger, and not much longer.
    expect(runs[0]!.at - started).toBeGreaterThanOrEqual(25);
    expect(runs[0]!.at - started).toBeLessThan(500);
  });

  it('runs at once when `max` calls are waiting', async () => {
    const { runs, work } = recorder();
    const call = coalesce(work, { lingerMs: 10_000, max: 3 });
    const started = performance.now();
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([1, 2, 3]);
    expect(runs.map((run) => run.items)).toEqual([[1, 2, 3]]);
    expect(runs[0]!.at - started).toBeLessThan(1_000);
  });

  it('does not hold a call that waited through a run longer than the linger', async () => {
    const runs: number[][] = [];
    let release: () => void = () => undefined;
    const call = coalesce(
      async (items: number[]) => {
        runs.push(items);
        if (runs.length === 1) await new Promise<void>((done) => (release = done));
        return items;
      },
      { lingerMs: 300 },
    );
    const first = call(1);
    await new Promise((done) => setTimeout(done, 350));
    const second = call(2);
    await new Promise((done) => setTimeout(done, 350));
    release();
    const releasedAt = performance.now();
    await Promise.all([first, second]);
    expect(runs).toEqual([[1], [2]]);
    expect(performance.now() - releasedAt).toBeLessThan(200);
  });
});
