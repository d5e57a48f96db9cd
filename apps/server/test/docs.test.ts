import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();

describe('OpenAPI', () => {
  it('documents every route with its request and response schemas at /docs/json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    const log = doc.paths['/api/log/sendLogToBackend'].post;
    expect(log.requestBody.content['application/json'].schema.properties).toHaveProperty('message');
    expect(log.responses['201']).toBeDefined();
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });
});
