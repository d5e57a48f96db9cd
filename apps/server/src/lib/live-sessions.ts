import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { refreshTokens, type Database } from '@kinderly/db';
import type { Clock } from './clock.ts';
import { coalesce } from './coalesce.ts';

/** Sessions that ended: one family (`familyId`), every family of a user (`userId` alone), or both named. */
export interface SessionsEnded {
  userId?: string;
  familyId?: string;
}

/** Where processes tell each other that sessions ended (ADR 003, addendum). */
export const SESSIONS_ENDED_CHANNEL = 'kinderly:sessions-ended';
// Entries past their TTL are dropped when read; the oldest go first beyond this many sessions.
const MAX_ENTRIES = 100_000;
// Sessions looked up together at most, by one statement, and such statements under way at once.
const CHECKS_PER_STATEMENT = 500;
const CHECK_STATEMENTS = 2;

interface Entry {
  userId: string;
  live: boolean;
  checkedAt: number;
}

export interface LiveSessionsOptions {
  db: Database;
  clock: Clock;
  /** How long an answer of the database is reused; 0 asks the database on every request. */
  ttlMs: number;
  /** Set: ended sessions are published to and received from the other processes. */
  redis: Redis | null;
  log: FastifyBaseLogger;
}

/**
 * Whether a session (refresh-token family) is still live, for the auth guard of every signed-in request. The
 * database's answer is kept for `ttlMs`; a session ended in this process is forgotten at once, and one ended
 * in another process as soon as its message arrives through Redis (without Redis: within `ttlMs`). Checks that
 * arrive together are one statement, and a session in use is read again before its answer runs out: the hub's
 * sockets, checked on each call, ran out of the TTL together, and hundreds of callers waiting on lookups at once
 * held the chat's sends back (ADR 024, session 20).
 */
export class LiveSessions {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<boolean>>();
  // Moves on every ending: a database answer read before it may be stale and is not kept.
  private epoch = 0;
  private subscriber: Redis | null = null;
  private readonly listeners = new Set<(sessions: SessionsEnded) => void>();

  constructor(private readonly options: LiveSessionsOptions) {}

  /**
   * Which of these sessions have a token not revoked, by one statement (its text the same for any number): each
   * stops at its family's first such token, however many refreshes the family has had.
   */
  private readonly lookUp = coalesce<{ userId: string; familyId: string }, boolean>(
    async (sessions) => {
      const result = await this.options.db.execute(sql`
        select s.user_id, s.family_id
        from unnest(${sql.param(sessions.map((one) => one.userId))}::uuid[],
          ${sql.param(sessions.map((one) => one.familyId))}::uuid[]) as s(user_id, family_id)
        where exists (
          select 1 from ${refreshTokens} t
          where t.family_id = s.family_id and t.user_id = s.user_id and t.revoked_at is null
        )`);
      const rows = (result as unknown as { rows: { user_id: string; family_id: string }[] }).rows;
      const live = new Set(rows.map((row) => `${row.user_id}/${row.family_id}`));
      return sessions.map((one) => live.has(`${one.userId}/${one.familyId}`));
    },
    { max: CHECKS_PER_STATEMENT, concurrency: CHECK_STATEMENTS },
  );

  /** Subscribes to the other processes' endings (with Redis); a dropped connection forgets everything. */
  async start(): Promise<void> {
    const { redis, log } = this.options;
    if (!redis) return;
    const subscriber = redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.forget(JSON.parse(message) as SessionsEnded);
      } catch (error) {
        log.warn({ err: error }, 'unreadable sessions-ended message');
      }
    });
    // Messages sent while the connection was down are lost: start again from the database.
    subscriber.on('ready', () => this.forget(null));
    subscriber.on('error', (error: Error) => log.warn({ err: error }, 'sessions-ended subscription failed'));
    try {
      await subscriber.subscribe(SESSIONS_ENDED_CHANNEL);
    } catch (error) {
      log.warn(
        { err: error },
        `could not subscribe to ${SESSIONS_ENDED_CHANNEL}; other processes' logouts take up to the TTL`,
      );
    }
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** Called for every ending, of this process or another (the chat hub disconnects those sessions' sockets). */
  onEnded(listener: (sessions: SessionsEnded) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Whether the session is live: the answer kept (at most `ttlMs` old), else the database's. A live answer past
   * half its TTL is still given at once, and read again meanwhile, so a session in steady use (a hub socket's
   * every call) never waits for the database: no answer older than `ttlMs` is ever given all the same.
   */
  async isLive(userId: string, familyId: string): Promise<boolean> {
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(familyId);
    const age = entry ? now - entry.checkedAt : -1;
    // A clock moved back (DEV_CLOCK) must not stretch an entry's life.
    if (entry && entry.userId === userId && age >= 0 && age < this.options.ttlMs) {
      if (entry.live && age >= this.options.ttlMs / 2) {
        // Its failure is the next caller's to see, once the entry has run out.
        this.ask(userId, familyId, now).catch(() => undefined);
      }
      return entry.live;
    }
    return this.ask(userId, familyId, now);
  }

  /** The database's answer, one at a time per session. */
  private ask(userId: string, familyId: string, now: number): Promise<boolean> {
    const key = `${userId}/${familyId}`;
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const answer: Promise<boolean> = this.check(userId, familyId, now).finally(() => {
      if (this.pending.get(key) === answer) this.pending.delete(key);
    });
    this.pending.set(key, answer);
    return answer;
  }

  /** After the database says they ended (after the commit): here at once, and the other processes. */
  async ended(sessions: SessionsEnded): Promise<void> {
    this.forget(sessions);
    if (!this.options.redis) return;
    try {
      await this.options.redis.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(sessions));
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not publish ended sessions; other processes see it within the TTL');
    }
  }

  private async check(userId: string, familyId: string, now: number): Promise<boolean> {
    const epoch = this.epoch;
    const live = await this.lookUp({ userId, familyId });
    if (epoch === this.epoch && this.options.ttlMs > 0) {
      this.entries.delete(familyId);
      this.entries.set(familyId, { userId, live, checkedAt: now });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return live;
  }

  /** Drops what is known of these sessions (null: of every session). */
  private forget(sessions: SessionsEnded | null) {
    this.epoch++;
    // A check already under way may have read the old state: later callers ask again.
    this.pending.clear();
    if (!sessions) return this.entries.clear();
    for (const listener of this.listeners) listener(sessions);
    const { userId, familyId } = sessions;
    if (familyId) {
      this.entries.delete(familyId);
      return;
    }
    if (!userId) return;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}
