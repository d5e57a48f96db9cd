import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, refreshTokens, type Database, type DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { LiveSessions } from './live-sessions.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

/** The database, counting the statements LiveSessions runs (each is one execute); `settled` awaits them all. */
function counted(db: Database) {
  const count = { statements: 0 };
  const running: Promise<unknown>[] = [];
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<Database['execute']>) => {
        count.statements++;
        // Drizzle's statement runs on each `then`: run it once, and hand out that run.
        const statement = Promise.resolve(target.execute(...args));
        running.push(statement.catch(() => undefined));
        return statement;
      };
    },
  });
  const settled = async () => {
    // A statement run ahead starts a turn after the answer that started it, and sets the entry after it ends.
    await new Promise((done) => setImmediate(done));
    await Promise.all(running);
    await new Promise((done) => setImmediate(done));
  };
  return { db: proxy, count, settled };
}

const liveSessions = (db: Database, now: () => number, ttlMs: number) =>
  new LiveSessions({ db, clock: { now: () => new Date(now()) }, ttlMs, redis: null, log: pino({ enabled: false }) });

async function session(userId: string, revoked = false) {
  const familyId = randomUUID();
  await handle.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: randomUUID(),
    expiresAt: new Date(Date.now() + 86_400_000),
    revokedAt: revoked ? new Date() : null,
  });
  return { userId, familyId };
}

describe('LiveSessions', () => {
  it('checks the sessions asked at once by one statement, each with its own answer', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => createParent(handle.db)));
    const live = await Promise.all(users.flatMap((user) => [session(user.id), session(user.id)]));
    const revoked = await session(users[0]!.id, true);
    const unknown = { userId: users[1]!.id, familyId: randomUUID() };
    const someoneElses = { userId: users[2]!.id, familyId: live[0]!.familyId };
    // A family with a revoked token and a live one (its successor) is live.
    const rotated = await session(users[1]!.id, true);
    await handle.db.insert(refreshTokens).values({
      userId: rotated.userId,
      familyId: rotated.familyId,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const { db, count } = counted(handle.db);
    const sessions = liveSessions(db, () => Date.now(), 5000);
    const asked = [...live, revoked, unknown, someoneElses, rotated];
    const answers = await Promise.all(asked.map(({ userId, familyId }) => sessions.isLive(userId, familyId)));
    expect(answers).toEqual([...live.map(() => true), false, false, false, true]);
    expect(count.statements).toBe(1);

    // Kept for the TTL: asking again runs nothing; a revocation is seen once the entry is dropped.
    expect(await sessions.isLive(live[2]!.userId, live[2]!.familyId)).toBe(true);
    expect(count.statements).toBe(1);
    await handle.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, live[1]!.familyId));
    await sessions.ended({ familyId: live[1]!.familyId });
    expect(await sessions.isLive(live[1]!.userId, live[1]!.familyId)).toBe(false);
    expect(count.statements).toBe(2);
  });

  it('answers a session in use at once past half its TTL while it reads it again, and never past the TTL', async () => {
    const ttlMs = 10_000;
    const live = await session((await createParent(handle.db)).id);
    const { db, count, settled: settle } = counted(handle.db);
    let time = Date.now();
    const sessions = liveSessions(db, () => time, ttlMs);
    // Whether the answer waited for a statement (a statement run ahead starts a turn after the answer).
    const answer = async () => {
      const before = count.statements;
      const value = await sessions.isLive(live.userId, live.familyId);
      return count.statements > before ? 'waited' : value;
    };
    // At `at`: the answer (or 'waited'), and the statements run once everything settled.
    const step = async (at: number, expected: boolean | 'waited', statementsAfter: number) => {
      time = at;
      expect(await answer()).toBe(expected);
      await settle();
      expect(count.statements).toBe(statementsAfter);
    };
    const start = time;

    await step(start, 'waited', 1);
    await step(start + 0.4 * ttlMs, true, 1);
    await step(start + 0.6 * ttlMs, true, 2);

    // Revoked in another process (no Redis): seen within the TTL of the revocation.
    const revokedAt = time;
    await handle.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, live.familyId));
    await step(revokedAt + 0.45 * ttlMs, true, 2);
    // Read before the revocation, 0.55 TTL ago: still given, and read again.
    await step(revokedAt + 0.55 * ttlMs, true, 3);
    expect(await sessions.isLive(live.userId, live.familyId)).toBe(false);
    time = revokedAt + ttlMs;
    expect(await sessions.isLive(live.userId, live.familyId)).toBe(false);
    // An ended session is not read again ahead of its TTL.
    time = revokedAt + 1.5 * ttlMs;
    expect(await sessions.isLive(live.userId, live.familyId)).toBe(false);
    await settle();
    expect(count.statements).toBe(3);
  });
});
