import { CHUNK_LOAD_TIMEOUT_MS } from '@kinderly/shared';
import { loadNamespaces } from './i18n.ts';

/** `missing`: the file could not be fetched (a stale deploy, no connection); `timeout`: it did not arrive in time. */
export type ChunkLoadErrorType = 'missing' | 'timeout';

/** SPEC section 8: a script chunk that fails to load is reported as ChunkLoadError with its type and request. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;
  /** The URL of the module, when the browser said which one it was. */
  readonly request: string | undefined;

  constructor(type: ChunkLoadErrorType, request?: string, options?: ErrorOptions) {
    super(`Loading chunk failed (${type}${request ? `: ${request}` : ''})`, options);
    this.type = type;
    this.request = request;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

// What the browsers (Chromium, Firefox, Safari) and Vite's preload helper say when a module cannot be fetched.
// An error thrown while the module runs says something else and stays what it is.
const FETCH_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;
const MODULE_URL = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/;

/** The ChunkLoadError a failed `import()` stands for, or null when the error is not a fetch failure. */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (isChunkLoadError(error)) return error;
  if (!(error instanceof Error) || !FETCH_FAILURE.test(error.message)) return null;
  return new ChunkLoadError('missing', MODULE_URL.exec(error.message)?.[1], { cause: error });
}

/**
 * Wraps a route's `lazy` import: a module that cannot be fetched, or has not arrived after CHUNK_LOAD_TIMEOUT_MS,
 * fails with a ChunkLoadError, which the route error page recognises (and offers a reload for).
 */
export function lazyRoute<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load()
        .then(resolve, (error: unknown) => reject(toChunkLoadError(error) ?? error))
        .finally(() => clearTimeout(timer));
    });
}

/**
 * `lazyRoute` for pages whose text lives in feature catalogue namespaces (`src/locales/{language}/{ns}.json`):
 * the page's code and its text are fetched side by side, so the page never paints bare keys.
 */
export function lazyRouteWithText<T>(
  namespaces: readonly string[],
  load: () => Promise<T>,
): (() => Promise<T>) & { namespaces: readonly string[] } {
  const lazy = lazyRoute(() => Promise.all([load(), loadNamespaces(...namespaces)]).then(([module]) => module));
  // Read by the server renderer, which names the page's catalogues in modulepreload tags (ADR 019).
  return Object.assign(lazy, { namespaces });
}

/** The catalogue namespaces a route's `lazy` fetches with its code (none for a plain `lazyRoute`). */
export function namespacesOfLazy(lazy: unknown): readonly string[] {
  const namespaces = (lazy as { namespaces?: unknown } | null | undefined)?.namespaces;
  return Array.isArray(namespaces) ? (namespaces as string[]) : [];
}
