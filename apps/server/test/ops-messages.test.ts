import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createParent, createSuperAdmin, type DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { API_PATHS, SANDBOX_TEST_CARDS } from '@kinderly/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { bookableProvider, bookedOrder, NOW, parentWithChild } from './booking-helpers.ts';
import { startFakeTelegram } from './fake-telegram.ts';
import { testConfig, useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

// POST /api/messages and the server's own alerts (ADR 028), against a local stand-in for Telegram's Bot API.
const telegram = await startFakeTelegram();
afterAll(() => telegram.close());
const TOKEN = '123456:test-token';
const CHAT_ID = '-100777';

const send = (app: FastifyInstance, headers: Record<string, string>, text: unknown) =>
  app.inject({ method: 'POST', url: API_PATHS.messages.send, headers, payload: { text } });

describe('with Telegram configured', () => {
  const clock = new ManualClock(NOW);
  const ctx = useTestApp({
    deps: { clock },
    env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT_ID, TELEGRAM_API_URL: telegram.url },
    extend: (app) => {
      app.get('/test/boom', { schema: { hide: true } }, async () => {
        throw new Error('boom');
      });
    },
  });

  it("sends the SuperAdmin's text to the operations chat", async () => {
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.app.db)));
    const res = await send(ctx.app, admin, 'Deploy 1.4 starts in 10 minutes');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ delivered: true });
    expect(telegram.calls.at(-1)).toEqual({
      path: `/bot${TOKEN}/sendMessage`,
      body: expect.objectContaining({ chat_id: CHAT_ID, text: 'Deploy 1.4 starts in 10 minutes' }),
    });
  });

  it('answers 401 without a token, 403 to a parent, 400 with a field map for a bad text', async () => {
    const calls = telegram.calls.length;
    expect((await send(ctx.app, {}, 'hello')).statusCode).toBe(401);
    const parent = bearer(await loginAs(ctx.app, await createParent(ctx.app.db)));
    expect((await send(ctx.app, parent, 'hello')).statusCode).toBe(403);
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.app.db)));
    const long = await send(ctx.app, admin, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ Text: ['The message may be at most 1000 characters long.'] });
    const blank = await send(ctx.app, admin, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ Text: ['Enter the message.'] });
    expect(telegram.calls.length).toBe(calls);
  });

  it('alerts a failed card payment with the order id only', async () => {
    const provider = await bookableProvider(ctx.app.db, { withApprovalRequest: false });
    const parent = await parentWithChild(ctx.app, {
      cardNumber: SANDBOX_TEST_CARDS.chargeDeclined,
      firstName: 'Zoé',
    });
    // Within 6 days: the card is held at once, and declined.
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-04',
    });
    const alert = await vi.waitFor(() => {
      const found = telegram.calls.find((call) => call.body.text.includes(order.orderId));
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.body).toMatchObject({
      chat_id: CHAT_ID,
      text: `Kinderly: a card payment failed for order ${order.orderId} (attempt 1).`,
    });
    expect(alert.body.text).not.toContain(parent.email);
    expect(alert.body.text).not.toContain('Zoé');
  });

  it('alerts once for 5 server errors within a minute, then stays quiet', async () => {
    const before = telegram.calls.length;
    for (let i = 0; i < 4; i++) expect((await ctx.app.inject({ url: '/test/boom' })).statusCode).toBe(500);
    await new Promise((done) => setTimeout(done, 50));
    expect(telegram.calls.length).toBe(before);
    expect((await ctx.app.inject({ url: '/test/boom' })).statusCode).toBe(500);
    const alert = await vi.waitFor(() => {
      if (telegram.calls.length === before) throw new Error('no alert yet');
      return telegram.calls[before]!;
    });
    expect(alert.body.chat_id).toBe(CHAT_ID);
    expect(alert.body.text).toMatch(/5 server errors within 60 s .*Last: GET \/test\/boom answered 500/);
    for (let i = 0; i < 10; i++) await ctx.app.inject({ url: '/test/boom' });
    await new Promise((done) => setTimeout(done, 100));
    expect(telegram.calls.length).toBe(before + 1);
  });
});

describe('without Telegram', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let app: FastifyInstance;
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb();
    app = await buildApp(testConfig(), {
      db,
      logger: { level: 'warn', stream },
      // With REDIS_URL the per-minute count would otherwise be shared with other runs.
      throttleNamespace: `kinderly-throttle-test:${randomUUID()}:`,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('logs the text at warn level, answers delivered false, and refuses the 21st message in a minute', async () => {
    const admin = bearer(await loginAs(app, await createSuperAdmin(app.db)));
    const res = await send(app, admin, 'Backups restored');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ delivered: false });
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, opsMessage: 'Backups restored' }));
    for (let i = 2; i <= 20; i++) expect((await send(app, admin, `message ${i}`)).statusCode, `message ${i}`).toBe(202);
    const refused = await send(app, admin, 'message 21');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The server's own alerts share the limit: dropped now, without throwing.
    await expect(app.opsAlerts.send('disk almost full')).resolves.toBe(false);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'operations alert dropped: over the per-minute limit' }),
    );
  });
});
