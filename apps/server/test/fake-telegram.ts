import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelegramCall {
  path: string;
  body: { chat_id: string; text: string; [key: string]: unknown };
}

/** A local stand-in for Telegram's Bot API: records each `sendMessage` and answers `{ ok: true }`. */
export interface FakeTelegram {
  url: string;
  calls: TelegramCall[];
  close(): Promise<void>;
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const ok = request.method === 'POST' && /^\/bot[^/]+\/sendMessage$/.test(request.url ?? '');
      if (ok) calls.push({ path: request.url!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { ok: true, result: { message_id: calls.length } } : { ok: false }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
