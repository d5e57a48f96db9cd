import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

function originOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin of the public address (https -> wss), for browsers whose 'self' does not cover ws(s). */
function socketOriginOf(url: string): string | null {
  const origin = originOf(url);
  return origin?.replace(/^http(s?):/, 'ws$1:') ?? null;
}

/**
 * Security headers with a Content-Security-Policy the app works under: scripts only from us,
 * inline styles for MUI's emotion, map tiles from the configured tile server, WebSockets (the chat hub) to
 * this app only: 'self' covers same-origin ws(s) in current browsers, and the public address is named too.
 * No directive holds a bare scheme (`ws:`, `https:`), which would allow every host.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const tiles = originOf(config.MAP_TILES_URL);
  const stripe = config.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
  // The browser reports errors straight to Sentry's ingest host, the origin of the DSN.
  const sentry = config.SENTRY_DSN ? originOf(config.SENTRY_DSN) : null;
  const socket = config.PUBLIC_URL ? socketOriginOf(config.PUBLIC_URL) : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(socket ? [socket] : []), ...stripe, ...(sentry ? [sentry] : [])],
        frameSrc: ["'self'", ...stripe],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Stripe's and the tile server's resources are cross-origin.
    crossOriginEmbedderPolicy: false,
    // Our own pages see where the visitor came from (page views after the landing page's page loads, ADR 015);
    // other sites get our origin only, never a path or a query, which can carry tokens.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
});
