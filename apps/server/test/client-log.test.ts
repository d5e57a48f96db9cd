import { describe, expect, it } from 'vitest';
import { clientLogs } from '@kinderly/db';
import { CLIENT_LOG_LIMITS } from '@kinderly/shared';
import { freshAddress } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

const send = (payload: unknown, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/log/sendLogToBackend', remoteAddress, payload: payload as object });

describe('POST /api/log/sendLogToBackend is public, so bounded', () => {
  it('stores texts up to 2,000 (message) and 16,000 (stack) characters', async () => {
    expect(CLIENT_LOG_LIMITS).toMatchObject({ message: 2000, stack: 16_000 });
    const res = await send({ message: 'm'.repeat(2000), stack: 's'.repeat(16_000), url: 'https://x.example/a' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.db.select().from(clientLogs);
    expect(row!.message).toHaveLength(2000);
    expect(row!.stack).toHaveLength(16_000);
  });

  it('refuses a longer message, stack or address with 400 naming the field, and stores nothing', async () => {
    const before = (await ctx.db.db.select().from(clientLogs)).length;
    const cases = [
      [{ message: 'm'.repeat(2001) }, 'Message'],
      [{ message: 'TypeError', stack: 's'.repeat(16_001) }, 'Stack'],
      [{ message: 'TypeError', url: `https://x.example/${'p'.repeat(2000)}` }, 'Url'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
      expect(res.json().errors[field][0]).toMatch(/at most \d+ characters/);
    }
    expect(await ctx.db.db.select().from(clientLogs)).toHaveLength(before);
  });

  it('does not read a body past 128 KiB', async () => {
    const res = await send({ message: 'TypeError', stack: 's'.repeat(16_000), padding: 'p'.repeat(130 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('takes 30 reports a minute from one address; the next is 429 while another address still gets through', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 30; i++) expect((await send({ message: `loop ${i}` }, address)).statusCode).toBe(201);
    const limited = await send({ message: 'loop 30' }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ message: 'another page' }, '203.0.113.78')).statusCode).toBe(201);
  });

  it('counts an IPv6 /64 as one address, so a client cannot dodge the limit by rotating its interface id', async () => {
    for (let i = 0; i < 30; i++)
      expect((await send({ message: `v6 ${i}` }, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(201);
    expect((await send({ message: 'v6 again' }, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await send({ message: 'next network' }, '2001:db8:1:3::1')).statusCode).toBe(201);
  });
});
