import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counter-store.ts';
import { AccountThrottle } from './throttle.ts';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => CounterStore][] = [['memory', () => new MemoryCounterStore()]];
if (redis) stores.push(['redis', () => new RedisCounterStore(redis, `kinderly-test-${randomUUID()}:`)]);

describe.each(stores)('%s counter store', (_name, make) => {
  it('counts within a window and starts again after it', async () => {
    const store = make();
    expect((await store.hit('k', 300)).count).toBe(1);
    const second = await store.hit('k', 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    expect((await store.peek('k')).count).toBe(2);
    await new Promise((done) => setTimeout(done, 350));
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.hit('k', 300)).count).toBe(1);
  });

  it('resets one key only', async () => {
    const store = make();
    await store.hit('a', 10_000);
    await store.hit('b', 10_000);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('b')).count).toBe(1);
  });

  it('backs an account throttle that answers 429 with Retry-After', async () => {
    const rule = { max: 2, windowMs: 60_000 };
    const throttle = new AccountThrottle(make(), {
      login: { perAccount: rule, perAddress: rule },
      forgotPassword: { perAccount: rule, perAddress: rule },
      resendActivation: { perAccount: rule, perAddress: rule },
    });
    const keys = { account: 'Someone@Example.com', address: '192.0.2.1' };
    await throttle.consume('forgotPassword', keys);
    await throttle.consume('forgotPassword', { ...keys, account: 'someone@example.com' });
    const error = await throttle.consume('forgotPassword', keys).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      details: { headers: { 'retry-after': '60' } },
    });
    // Another scope has its own budget.
    await expect(throttle.assertAllowed('login', keys)).resolves.toBeUndefined();
  });
});
