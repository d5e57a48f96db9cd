import { describe, expect, it } from 'vitest';
import { API_PATHS, listApiPaths, toRoutePath } from './api-paths.ts';

describe('the API path table', () => {
  it('gives Fastify its :name form of a {name} placeholder', () => {
    expect(toRoutePath(API_PATHS.files.file)).toBe('/api/file/:id');
    expect(toRoutePath('/api/child/{id}/waitlist/{ticket}')).toBe('/api/child/:id/waitlist/:ticket');
    expect(toRoutePath(API_PATHS.account.login)).toBe('/api/account/login');
  });

  it('lists each path once, every one under /api/', () => {
    const paths = listApiPaths();
    expect(paths).toContain('/api/file/{id}');
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/[A-Za-z0-9/{}_-]+$/);
  });
});
