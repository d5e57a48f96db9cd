import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

/** The Content-Security-Policy as directive -> sources. */
async function policyOf(ctx: ReturnType<typeof useTestApp>): Promise<Map<string, string[]>> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

// A bare scheme source (`ws:`, `https:`) allows every host; only data: and blob: (never a host) are fine.
const BARE_SCHEME = /^(?!data:$|blob:$)[a-z][a-z0-9+.-]*:$/i;

describe('content security policy', () => {
  const plain = useTestApp({ env: { PORT: '3000', PUBLIC_URL: '' } });
  const deployed = useTestApp({
    env: {
      PUBLIC_URL: 'https://kinderly.example',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7',
      MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    },
  });

  it('lets the page open WebSockets and fetches to its own origin only, with no bare scheme anywhere', async () => {
    const policy = await policyOf(plain);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    for (const [directive, sources] of policy)
      expect(
        sources.filter((source) => BARE_SCHEME.test(source)),
        directive,
      ).toEqual([]);
  });

  it('adds the configured services: the public address as wss, Stripe, the Sentry host and the tile server', async () => {
    const policy = await policyOf(deployed);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'wss://kinderly.example',
      'https://js.stripe.com',
      'https://o42.ingest.sentry.io',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    for (const [directive, sources] of policy)
      expect(
        sources.filter((source) => BARE_SCHEME.test(source)),
        directive,
      ).toEqual([]);
  });
});
