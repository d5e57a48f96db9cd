import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendHttp } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

describe('sendHttp bodies', () => {
  it('sends an upload as multipart, leaving the boundary header to the browser', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const body = new FormData();
    body.append('files', new File(['%PDF-1.4'], 'firstAid.pdf', { type: 'application/pdf' }));

    await expect(sendHttp({ method: 'POST', path: '/api/upload', body, token: 't' })).resolves.toEqual({ ok: true });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(body);
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer t' });
  });

  it('sends anything else as JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await sendHttp({ method: 'POST', path: '/api/x', body: { a: 1 } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
