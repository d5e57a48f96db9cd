import { vi } from 'vitest';

export type StubRequest = { method: string; url: URL; path: string; body: unknown; headers: Headers };
export type StubAnswer = { status?: number; body?: unknown } | 'network-error';
type Handler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

export const json = (status: number, body?: unknown): StubAnswer => ({ status, body });

/**
 * Replaces `fetch` for one test: every request goes to `handler` (keyed routes as `METHOD /api/path`), and each
 * is recorded. An unexpected request answers 599 so a test notices it.
 */
export function stubFetch(routes: Record<string, StubAnswer | Handler>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: StubRequest = {
      method,
      url,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? json(599, { message: `No stub for ${method} ${url.pathname}` }));
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}
