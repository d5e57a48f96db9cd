import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, compressing costs more than it saves (@fastify/compress's own threshold). */
const THRESHOLD = 1024;

export interface EncodedHtml {
  body: Buffer | string;
  /** `br`, `gzip`, or null when sent as is. */
  encoding: 'br' | 'gzip' | null;
}

/** Whether the request's Accept-Encoding accepts `name` (present, and not with q=0). */
function accepts(header: string, name: string): boolean {
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token !== name && token !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * An HTML page compressed for the request (ADR 026 addendum). The web app's pages are answered by the not-found
 * handler, which @fastify/compress's per-route hook never reaches, so they went out uncompressed: ~50 KB of
 * rendered markup and critical CSS where ~12 KB would do, the first thing a phone on a slow network waits for.
 * Brotli at quality 4 (the plugin's own default) takes about a millisecond for such a page.
 */
export function encodeHtml(html: string, acceptEncoding: string | undefined): EncodedHtml {
  if (!acceptEncoding || Buffer.byteLength(html) < THRESHOLD) return { body: html, encoding: null };
  if (accepts(acceptEncoding, 'br'))
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
