import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetInMs: number;
}

/** Fixed-window counters: in Redis when several servers must share them, in memory otherwise. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    if (++this.hits % 1000 === 0) this.prune(now);
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async peek(key: string): Promise<Count> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  // Windows that ended would otherwise pile up, one per address or account ever seen.
  private prune(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kinderly-throttle:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const k = this.prefix + key;
    // SET NX starts the window once; INCR keeps the expiry it set.
    const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Count> {
    const k = this.prefix + key;
    const results = await this.redis.multi().get(k).pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
