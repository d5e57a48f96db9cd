import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent } from '@kinderly/db';
import { API_PATHS, toRoutePath } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

// Issue 18: every administrator call, whatever its group in API_PATHS, is refused to the three other roles (403)
// and to a caller without a token (401). The list is read from API_PATHS and the app's routes, so a new admin call
// is checked without being added here.
const ctx = useTestApp();
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function adminCalls(app: typeof ctx.app): { method: HTTPMethods; url: string }[] {
  const paths = Object.values(API_PATHS)
    .flatMap((group) => Object.values(group as Record<string, string>))
    .filter((path) => path.startsWith('/api/admin/'));
  return paths.flatMap((path) =>
    METHODS.filter((method) => app.hasRoute({ method, url: toRoutePath(path) })).map((method) => ({
      method,
      url: path.replace(/\{[^}]+\}/g, randomUUID()),
    })),
  );
}

describe('every /api/admin call', () => {
  it('answers 401 without a token and 403 to a parent, a home provider and a nanny', async () => {
    const calls = adminCalls(ctx.app);
    expect(calls.map((call) => `${call.method} ${call.url.replace(/[0-9a-f-]{36}/g, '{id}')}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/users', 'POST /api/admin/deleteUser', 'GET /api/admin/audit-log']),
    );
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, payload: call.method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    for (const make of [createParent, createHomeProvider, createNanny]) {
      const headers = bearer(await loginAs(ctx.app, await make(ctx.app.db)));
      for (const call of calls) {
        const response = await ctx.app.inject({ ...call, headers, payload: call.method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
  });
});
