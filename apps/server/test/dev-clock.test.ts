import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@kinderly/shared';
import { loadConfig } from '../src/config.ts';
import { useTestApp } from './helpers.ts';

const adjustable = useTestApp({ env: { NODE_ENV: 'development', DEV_CLOCK: 'true' } });
const plain = useTestApp({ env: { NODE_ENV: 'development' } });

const setClock = (app: typeof adjustable.app, now: string | null, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'PUT', url: API_PATHS.dev.clock, payload: { now }, remoteAddress });

describe('PUT /api/dev/clock', () => {
  it("moves the server's now for a request from this machine, and back to real time", async () => {
    const res = await setClock(adjustable.app, '2027-03-03T14:00:00.000Z');
    expect(res.statusCode).toBe(200);
    expect(Math.abs(adjustable.app.clock.now().getTime() - Date.parse('2027-03-03T14:00:00Z'))).toBeLessThan(5_000);
    await setClock(adjustable.app, null);
    expect(Math.abs(adjustable.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is a 404 from another machine and on a server without DEV_CLOCK', async () => {
    expect((await setClock(adjustable.app, '2027-03-03T14:00:00.000Z', '192.168.1.20')).statusCode).toBe(404);
    expect((await setClock(plain.app, '2027-03-03T14:00:00.000Z')).statusCode).toBe(404);
    expect(Math.abs(plain.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DEV_CLOCK: 'true',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://kinderly.example',
        MAIL_OUTBOX: 'true',
        PAYMENTS_SANDBOX: 'true',
      }),
    ).toThrow(/DEV_CLOCK/);
  });
});
