import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_HUB_PATH, CHAT_HUB_UNAUTHORIZED, ChatHubEvent } from '@kinderly/shared';
import { fakeLoginResponse, signInFakeUser } from '../../../test/fake-session.ts';
import { replaceSession } from '../../../lib/auth/index.ts';
import type { FakeSocket } from '../test/fixtures.ts';
import { holdChatHub, releaseChatHub } from '../../../lib/hub/hub-socket.ts';

type Options = { path: string; auth: (send: (data: { token: string }) => void) => void };
const made = vi.hoisted(() => ({ sockets: [] as { options: unknown; socket: unknown }[] }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('../test/fixtures.ts');
  return {
    io: (options: unknown) => {
      const socket = new Fake();
      socket.connected = false;
      made.sockets.push({ options, socket });
      return socket;
    },
  };
});
const refresh = vi.hoisted(() => ({ now: vi.fn() }));
vi.mock('../../../lib/api/token-refresh.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  refreshSessionNow: refresh.now,
}));

afterEach(() => {
  releaseChatHub();
  made.sockets.length = 0;
  refresh.now.mockReset();
});

const lastSocket = () => made.sockets.at(-1)! as { options: Options; socket: FakeSocket };

describe('the hub connection', () => {
  it('is one socket for the tab, sends the access token at the handshake and every new token with auth:refresh', async () => {
    const session = signInFakeUser();
    const first = holdChatHub();
    expect(holdChatHub()).toBe(first);
    releaseChatHub();
    expect(made.sockets).toHaveLength(1);
    const { options, socket } = lastSocket();
    expect(options.path).toBe(CHAT_HUB_PATH);
    const token = await new Promise<string>((resolve) => options.auth(({ token: sent }) => resolve(sent)));
    expect(token).toBe(session.accessToken);

    socket.connected = true;
    const fresh = fakeLoginResponse();
    replaceSession(fresh);
    expect(socket.sent).toEqual([{ event: ChatHubEvent.AuthRefresh, payload: { token: fresh.accessToken } }]);
  });

  it('refreshes the session and connects again when the handshake is refused as UNAUTHORIZED', async () => {
    signInFakeUser();
    holdChatHub();
    const { socket } = lastSocket();
    const connect = vi.spyOn(socket, 'connect');
    refresh.now.mockResolvedValue({ token: 'fresh' });
    socket.receive('connect_error', new Error(CHAT_HUB_UNAUTHORIZED));
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    expect(refresh.now).toHaveBeenCalledTimes(1);

    // Any other refusal (the network) is left to socket.io's own reconnection.
    socket.receive('connect_error', new Error('xhr poll error'));
    expect(refresh.now).toHaveBeenCalledTimes(1);
  });
});
