import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin, type DbHandle } from '@kinderly/db';
import { API_PATHS } from '@kinderly/shared';
import { createTestDb } from '@kinderly/db/testing';
import { buildApp } from '../src/app.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { testConfig } from './helpers.ts';

// Two server processes behind one load balancer must share one rate-limit budget; CI runs this with REDIS_URL.
describe.skipIf(!process.env.REDIS_URL)('several servers on one Redis', () => {
  let db: DbHandle;
  const apps: FastifyInstance[] = [];
  const throttleNamespace = `kinderly-throttle-test:${randomUUID()}:`;
  beforeAll(async () => {
    db = await createTestDb();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ REDIS_URL: process.env.REDIS_URL }), { db, logger: false, throttleNamespace });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  it('counts requests from one address across both servers', async () => {
    // The limiter counts an IPv6 client by its /64, so the random part must sit inside the prefix.
    const remoteAddress = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const app = apps[i % 2]!;
      const res = await app.inject({ method: 'POST', url: '/api/log/sendLogToBackend', remoteAddress, payload: { message: `n${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts failed sign-ins of one account across both servers', async () => {
    const userNameOrEmail = `ghost-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { userNameOrEmail, password: 'Wrong-Password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts operations messages of the whole app across both servers (20 a minute, ADR 028)', async () => {
    const headers = bearer(await loginAs(apps[0]!, await createSuperAdmin(db.db)));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: API_PATHS.messages.send,
        headers,
        payload: { text: `n${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
