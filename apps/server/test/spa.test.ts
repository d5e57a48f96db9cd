import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const webDistDir = mkdtempSync(join(tmpdir(), 'kinderly-web-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Kinderly</title><div id="root"></div>');
writeFileSync(join(webDistDir, 'assets', 'main-abc123.js'), 'console.log("app")');

const ctx = useTestApp({ webDistDir });

describe('single-page app serving', () => {
  it.each(['/', '/app/home', '/entry/login?returnUrl=%2Fapp', '/waitlist/12/confirmation'])(
    'answers GET %s with index.html',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/unknown', '/chatHub/negotiate', '/docs/nothing-here'])('does not hand %s to the app', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/app/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
