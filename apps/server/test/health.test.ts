import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientLogs, migrationsFolder } from '@kinderly/db';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
const journal = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
  entries: { tag: string }[];
};

describe('GET /api/health', () => {
  it('names the database kind, the migration level and the version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      migration: { applied: journal.entries.length, latest: journal.entries.at(-1)?.tag },
      version: '9.9.9-test',
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('POST /api/log/sendLogToBackend', () => {
  it('stores the report with the request id', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/sendLogToBackend',
      headers: { 'user-agent': 'vitest', 'x-request-id': 'log-test-0001' },
      payload: { message: 'TypeError: x is undefined', stack: 'at Page (page.tsx:3)' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db.db.select().from(clientLogs);
    const row = rows.find((candidate) => candidate.id === res.json().id);
    expect(row).toMatchObject({
      message: 'TypeError: x is undefined',
      stack: 'at Page (page.tsx:3)',
      userAgent: 'vitest',
      requestId: 'log-test-0001',
    });
  });

  it('throttles a browser that reports in a loop', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/log/sendLogToBackend',
        remoteAddress: '203.0.113.9',
        payload: { message: 'loop' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429 });
  });
});

describe('GET /api/config', () => {
  it('tells the browser what it needs without a token, and nothing secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      environment: 'test',
      version: '9.9.9-test',
      sentryDsn: null,
      stripePublishableKey: null,
      mapTilesUrl: expect.stringContaining('{z}'),
    });
    expect(res.body).not.toContain('test-secret');
  });
});

describe('content security policy with Sentry configured', () => {
  const withSentry = useTestApp({ env: { SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7' } });
  it('lets the browser send error reports to the DSN host, and hands the DSN out', async () => {
    const res = await withSentry.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/o42\.ingest\.sentry\.io/);
    expect(res.json().sentryDsn).toBe('https://abc123@o42.ingest.sentry.io/7');
  });
});
