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
