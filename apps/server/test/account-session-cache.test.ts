import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, type DbHandle } from '@kinderly/db';
import type { LoginResponse } from '@kinderly/shared';
import { createTestDb } from '@kinderly/db/testing';
import { buildApp } from '../src/app.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { testConfig } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

// Two server processes on one database (ADR 003, addendum): each keeps the database's answer "this session is
// live" for SESSION_CACHE_TTL_MS. The process that ends a session refuses its access token at once; another one
// within the TTL, or at once when Redis carries the news.
async function twoServers(env: NodeJS.ProcessEnv, clock: ManualClock) {
  const db = await createTestDb();
  const start = async () => {
    const app = await buildApp(testConfig(env), { db, logger: false, clock });
    await app.ready();
    return app;
  };
  return { db, first: await start(), second: await start() };
}

const getUser = (app: FastifyInstance, login: LoginResponse) =>
  app.inject({ method: 'GET', url: '/api/account/getUser', headers: bearer(login) });
const logout = (app: FastifyInstance, login: LoginResponse) =>
  app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(login) });

describe('without Redis: another server sees a logout within the TTL', () => {
  const clock = new ManualClock(new Date());
  let db: DbHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    ({ db, first, second } = await twoServers({ SESSION_CACHE_TTL_MS: '5000' }, clock));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.close();
  });

  it('refuses the token at once where the logout happened, and on the other server once the TTL has passed', async () => {
    const login = await loginAs(first, await createParent(db.db));
    expect((await getUser(first, login)).statusCode).toBe(200);
    expect((await getUser(second, login)).statusCode).toBe(200);
    expect((await logout(first, login)).statusCode).toBe(200);

    expect((await getUser(first, login)).statusCode).toBe(401);
    // The second server trusts what it read a moment ago, for the TTL at most.
    expect((await getUser(second, login)).statusCode).toBe(200);
    clock.advance({ seconds: 4 });
    expect((await getUser(second, login)).statusCode).toBe(200);
    clock.advance({ seconds: 1 });
    const after = await getUser(second, login);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has ended/);
  });

  it('asks the database on every request with a TTL of 0', async () => {
    const [a, b] = [
      await buildApp(testConfig({ SESSION_CACHE_TTL_MS: '0' }), { db, logger: false, clock }),
      await buildApp(testConfig({ SESSION_CACHE_TTL_MS: '0' }), { db, logger: false, clock }),
    ];
    try {
      const login = await loginAs(a, await createParent(db.db));
      expect((await getUser(b, login)).statusCode).toBe(200);
      expect((await logout(a, login)).statusCode).toBe(200);
      expect((await getUser(b, login)).statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('with Redis: another server sees a logout at once', () => {
  const clock = new ManualClock(new Date());
  let db: DbHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    // A TTL far longer than the test: only the message can explain a refusal.
    ({ db, first, second } = await twoServers(
      { SESSION_CACHE_TTL_MS: '60000', REDIS_URL: process.env.REDIS_URL },
      clock,
    ));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.close();
  });

  /** The status the second server answers once the message had time to arrive (a local Redis: well under 1 s). */
  async function settledStatus(app: FastifyInstance, login: LoginResponse): Promise<number> {
    const deadline = Date.now() + 1000;
    let status = (await getUser(app, login)).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
      status = (await getUser(app, login)).statusCode;
    }
    return status;
  }

  it('refuses the token on the other server after a logout', async () => {
    const login = await loginAs(first, await createParent(db.db));
    expect((await getUser(second, login)).statusCode).toBe(200);
    expect((await logout(first, login)).statusCode).toBe(200);
    expect(await settledStatus(second, login)).toBe(401);
  });

  it('keeps the sessions that did not end', async () => {
    const user = await createParent(db.db);
    const phone = await loginAs(first, user);
    const laptop = await loginAs(first, user);
    expect((await getUser(second, phone)).statusCode).toBe(200);
    expect((await getUser(second, laptop)).statusCode).toBe(200);
    expect((await logout(first, phone)).statusCode).toBe(200);
    expect(await settledStatus(second, phone)).toBe(401);
    expect((await getUser(second, laptop)).statusCode).toBe(200);
  });
});
