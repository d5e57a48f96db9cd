import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp({
  extend(app) {
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2 at /srv/secret.ts:12');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'That e-mail is taken.');
    });
    app.get('/api/test/forbidden', async () => {
      throw new AppError('FORBIDDEN', 'Providers only.');
    });
  },
});

describe('error handling', () => {
  it('answers a body that breaks the schema with 400 and a PascalCase field map', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/sendLogToBackend',
      payload: { message: '   ', stack: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual({
      Message: ['A message is required.'],
      Stack: ['Enter text.'],
    });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('says a missing field is required, in words a person reads', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ UserNameOrEmail: ['This field is required.'] });
  });

  it('answers malformed JSON with 400 under the Body key', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/sendLogToBackend',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "half',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ Body: ['The request body is not valid JSON.'] });
  });

  it('answers a missing body with 400 rather than a crash', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/log/sendLogToBackend' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ Body: ['The request has no body.'] });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'No route GET /api/no/such/thing' });
  });

  it('hides the internals of a thrown error behind a 500 that carries the request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
    expect(res.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error', requestId: 'trace-abc-123' });
    expect(res.json()).not.toHaveProperty('stack');
  });

  it('maps AppError codes to their status', async () => {
    const conflict = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT', message: 'That e-mail is taken.' });
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
  });

  it('makes a fresh request id when the incoming one is unsafe', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
