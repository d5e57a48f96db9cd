import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatHubEvent, Role, type ChatMessage, type ChatRoom } from '@kinderly/shared';
import { fakeUser, signInFakeUser } from '../../../test/fake-session.ts';
import { json, stubFetch, type StubAnswer, type StubRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  ANNA,
  chatMessage,
  chatRoom,
  FakeSocket,
  ME,
  OTHER_ROOM_ID,
  pageAnswer,
  ROOM_ID,
  roomsAnswer,
} from '../test/fixtures.ts';

const SLOW = { timeout: 30_000 };
const hub = vi.hoisted(() => ({ socket: null as FakeSocket | null }));
vi.mock('socket.io-client', () => ({
  io: () => {
    hub.socket = new FakeSocket();
    return hub.socket;
  },
}));

type Handler = (request: StubRequest) => StubAnswer;
const markAll: Handler = (request) => json(200, { updated: (request.body as { messageIds: string[] }).messageIds });

function openChat(
  path: string,
  { rooms = [chatRoom()], messages = [] as ChatMessage[], routes = {} as Record<string, StubAnswer | Handler> } = {},
) {
  signInFakeUser({ role: Role.Parent });
  const stub = stubFetch({
    'GET /api/account/getUser': json(200, fakeUser()),
    'GET /api/chat/getRooms': json(200, roomsAnswer(rooms)),
    'GET /api/chat/getMessages': json(200, pageAnswer(messages)),
    'PUT /api/chat/markMessagesDistributed': markAll,
    'PUT /api/chat/markMessagesSeen': markAll,
    'PUT /api/chat/markMessagesRead': markAll,
    ...routes,
  });
  return { ...stub, ...renderApp(path) };
}

const sentMessage = (request: StubRequest, index: number): StubAnswer => {
  const body = request.body as { text: string };
  return json(201, {
    data: chatMessage(index, { senderId: ME, text: body.text, createdAt: new Date().toISOString() }),
  });
};

describe('the messages page', SLOW, () => {
  it('names the other side of a room opened by its address that is not among the listed rooms (getRoom)', async () => {
    const { calls } = openChat(`/app/messages/${ROOM_ID}`, {
      rooms: [],
      routes: { 'GET /api/chat/getRoom': json(200, { data: chatRoom() }) },
    });
    expect(await screen.findByRole('list', { name: 'Messages with Anna Daycare' })).toBeInTheDocument();
    expect(calls('GET', '/api/chat/getRoom').map((call) => call.url.searchParams.get('roomId'))).toEqual([ROOM_ID]);
  });

  it('lists the rooms with the other side, the last message and the unread count, and the total in the top bar', async () => {
    const now = new Date().toISOString();
    const rooms: ChatRoom[] = [
      chatRoom({
        unreadCount: 3,
        lastMessageAt: now,
        lastMessage: {
          id: chatMessage(9).id,
          index: 9,
          senderId: ANNA,
          text: 'See you tomorrow',
          createdAt: now,
          deletedAt: null,
        },
      }),
      chatRoom({
        id: OTHER_ROOM_ID,
        other: { userId: null, displayName: 'Ben Nanny' },
        lastMessageAt: now,
        lastMessage: {
          id: chatMessage(4).id,
          index: 4,
          senderId: ME,
          text: 'Thanks!',
          createdAt: now,
          deletedAt: null,
        },
      }),
    ];
    openChat('/app/messages', { rooms });

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Anna Daycare');
    expect(links[0]).toHaveTextContent('See you tomorrow');
    expect(links[0]).toHaveTextContent('3 unread messages');
    expect(links[0]).toHaveAttribute('href', `/app/messages/${ROOM_ID}`);
    expect(links[1]).toHaveTextContent('You: Thanks!');
    expect(links[1]).not.toHaveTextContent('unread');
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/app/messages');
  });

  it('moves a room with each new message the hub brings: last message, order, unread count and total, once', async () => {
    const now = new Date().toISOString();
    const last = (index: number, text: string) => ({
      id: chatMessage(index).id,
      index,
      senderId: ANNA,
      text,
      createdAt: now,
      deletedAt: null,
    });
    const rooms = [
      chatRoom({ unreadCount: 1, lastMessageAt: now, lastMessage: last(3, 'Hello') }),
      chatRoom({
        id: OTHER_ROOM_ID,
        other: { userId: null, displayName: 'Ben Nanny' },
        lastMessageAt: new Date(Date.now() - 60_000).toISOString(),
        lastMessage: last(7, 'Older'),
      }),
    ];
    const { calls } = openChat('/app/messages', { rooms });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    const socket = hub.socket!;
    const incoming = chatMessage(8, {
      roomId: OTHER_ROOM_ID,
      text: 'Running late',
      createdAt: new Date().toISOString(),
    });
    act(() => socket.receive(ChatHubEvent.MessageNew, incoming));
    // Heard twice (a replay): counted once.
    act(() => socket.receive(ChatHubEvent.MessageNew, incoming));
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Running late'));
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Ben Nanny');
    expect(first).toHaveTextContent('1 unread message');
    expect(second).toHaveTextContent('Hello');
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    // One's own message (sent from another tab) moves the room but counts nothing.
    const own = chatMessage(4, { senderId: ME, text: 'On my way', createdAt: new Date().toISOString() });
    act(() => socket.receive(ChatHubEvent.MessageNew, own));
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveTextContent('You: On my way'));
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('1 unread message');
    expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    // Both from the cache: the rooms were read once, the total once.
    expect(calls('GET', '/api/chat/getRooms')).toHaveLength(2);
  });

  it('reads the rooms again when a new message is for a room the list does not hold', async () => {
    const { calls } = openChat('/app/messages', { rooms: [chatRoom()] });
    await screen.findByRole('navigation', { name: 'Conversations' });
    await waitFor(() => expect(calls('GET', '/api/chat/getRooms')).toHaveLength(2));
    act(() => hub.socket!.receive(ChatHubEvent.MessageNew, chatMessage(1, { roomId: OTHER_ROOM_ID })));
    await waitFor(() => expect(calls('GET', '/api/chat/getRooms')).toHaveLength(4));
  });

  it('shows a room with 100 unread (where the server stops counting) as 99+', async () => {
    openChat('/app/messages', { rooms: [chatRoom({ unreadCount: 100 })] });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const [link] = within(list).getAllByRole('link');
    expect(link).toHaveTextContent('99+');
    expect(link).toHaveTextContent('More than 99 unread messages');
  });

  it('pages older messages in above the newest, with a separator per day', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
    const older = [chatMessage(1, { text: 'Older one', createdAt: yesterday })];
    const now = new Date().toISOString();
    const newest = [
      chatMessage(2, { text: 'Newer one', createdAt: now }),
      chatMessage(3, { text: 'Newest one', createdAt: now }),
    ];
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      routes: {
        'GET /api/chat/getMessages': (request) =>
          request.url.searchParams.get('lastLoadedMessageIndexId') === '2'
            ? json(200, pageAnswer(older))
            : json(200, pageAnswer(newest, true)),
      },
    });
    const log = await screen.findByRole('list', { name: 'Messages with Anna Daycare' });
    await within(log).findByText('Newest one');
    expect(within(log).queryByText('Older one')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('Older one')).toBeInTheDocument();
    expect(calls('GET', '/api/chat/getMessages').at(-1)!.url.searchParams.get('lastLoadedMessageIndexId')).toBe('2');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\d{1,2}:\d{2}.*$/, '').replace(/^Anna Daycare: /, '')),
    ).toEqual(['Yesterday', 'Older one', 'Today', 'Newer one', 'Newest one']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(screen.getByText('This is the start of your conversation with Anna Daycare.')).toBeInTheDocument();
  });

  it('sends with Enter, and Shift+Enter starts a new line (over REST while the hub is not connected)', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      messages: [chatMessage(1)],
      routes: { 'POST /api/chat/sendMessage': (request) => sentMessage(request, 2) },
    });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    hub.socket!.connected = false;
    await user.type(field, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(0);
    expect(field).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(1));
    expect(calls('POST', '/api/chat/sendMessage')[0]!.body).toEqual({ roomId: ROOM_ID, text: 'Hello\nthere' });
    expect(field).toHaveValue('');
    const log = screen.getByRole('list', { name: 'Messages with Anna Daycare' });
    await waitFor(() => expect(within(log).getByText(/Hello\s+there/)).toBeInTheDocument());
    expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('keeps a failed send in the list as "Not sent" and sends it again with Retry', async () => {
    let attempts = 0;
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      routes: {
        'POST /api/chat/sendMessage': (request) =>
          ++attempts === 1 ? json(500, { message: 'Something went wrong.' }) : sentMessage(request, 1),
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    hub.socket!.connected = false;
    await user.type(field, 'Are you open in July?{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Are you open in July?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(screen.getByText('Are you open in July?')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it('sends over the hub while it is connected, with no REST call, and shows the message as sent', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, { messages: [chatMessage(1)] });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    const socket = hub.socket!;
    socket.acks.set(ChatHubEvent.MessageSend, (body) => ({
      ok: true,
      message: chatMessage(2, {
        senderId: ME,
        text: (body as { text: string }).text,
        createdAt: new Date().toISOString(),
      }),
    }));
    await user.type(field, 'Over the socket{Enter}');
    const log = screen.getByRole('list', { name: 'Messages with Anna Daycare' });
    await waitFor(() => expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument());
    expect(within(log).getByText('Over the socket')).toBeInTheDocument();
    expect(socket.sent.filter((sent) => sent.event === ChatHubEvent.MessageSend)).toEqual([
      { event: ChatHubEvent.MessageSend, payload: { roomId: ROOM_ID, text: 'Over the socket' } },
    ]);
    expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(0);
  });

  it('marks a hub send the server refused as "Not sent" with the server\'s words, and Retry sends it again', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    const socket = hub.socket!;
    let attempts = 0;
    socket.acks.set(ChatHubEvent.MessageSend, (body) =>
      ++attempts === 1
        ? { ok: false, status: 429, code: 'RATE_LIMITED', error: 'You are sending messages too fast.', retryAfter: 4 }
        : { ok: true, message: chatMessage(1, { senderId: ME, text: (body as { text: string }).text }) },
    );
    await user.type(field, 'Too quick{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('You are sending messages too fast.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(0);
  });

  it('sends again over REST when the hub answers 401 (REST refreshes the session)', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      routes: { 'POST /api/chat/sendMessage': (request) => sentMessage(request, 1) },
    });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    hub.socket!.acks.set(ChatHubEvent.MessageSend, () => ({
      ok: false,
      status: 401,
      code: 'UNAUTHORIZED',
      error: 'Your session has ended. Please sign in again.',
    }));
    await user.type(field, 'After a while{Enter}');
    await waitFor(() => expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(1));
    expect(calls('POST', '/api/chat/sendMessage')[0]!.body).toEqual({ roomId: ROOM_ID, text: 'After a while' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument());
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
  });

  it('marks a hub send that got no answer as "Not sent"; Retry goes over REST once the hub is gone', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      routes: { 'POST /api/chat/sendMessage': (request) => sentMessage(request, 1) },
    });
    const field = await screen.findByRole('textbox', { name: 'Message' });
    // No ack registered: the fake never answers, as a socket that dropped mid-send.
    await user.type(field, 'Into the tunnel{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(hub.socket!.sent.some((sent) => sent.event === ChatHubEvent.MessageSend)).toBe(true);
    hub.socket!.connected = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls('POST', '/api/chat/sendMessage')).toHaveLength(1));
    expect(calls('POST', '/api/chat/sendMessage')[0]!.body).toEqual({ roomId: ROOM_ID, text: 'Into the tunnel' });
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
  });

  it('puts what the hub delivers into the conversation: a new message (marked distributed, announced), typing, receipts', async () => {
    const own = chatMessage(1, { senderId: ME, text: 'Hi Anna' });
    const { calls } = openChat(`/app/messages/${ROOM_ID}`, { messages: [own] });
    await screen.findByText('Hi Anna');
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    const socket = hub.socket!;

    act(() => socket.receive(ChatHubEvent.Typing, { roomId: ROOM_ID, userId: ANNA }));
    expect(await screen.findByText('Anna Daycare is typing…')).toBeInTheDocument();

    act(() => socket.receive(ChatHubEvent.Receipts, { roomId: ROOM_ID, receipt: 'read', messageIds: [own.id] }));
    expect(await screen.findByRole('img', { name: 'Read' })).toBeInTheDocument();

    const incoming = chatMessage(2, { text: 'Are you free on Friday?', createdAt: new Date().toISOString() });
    act(() => socket.receive(ChatHubEvent.MessageNew, incoming));
    expect(await screen.findByText('Are you free on Friday?')).toBeInTheDocument();
    expect(screen.queryByText('Anna Daycare is typing…')).not.toBeInTheDocument();
    expect(await screen.findByText('New message from Anna Daycare: Are you free on Friday?')).toBeInTheDocument();
    await waitFor(() => expect(calls('PUT', '/api/chat/markMessagesDistributed')).toHaveLength(1));
    expect(calls('PUT', '/api/chat/markMessagesDistributed')[0]!.body).toEqual({ messageIds: [incoming.id] });

    act(() =>
      socket.receive(ChatHubEvent.MessageEdited, {
        ...incoming,
        text: 'Free on Saturday?',
        editedAt: incoming.createdAt,
      }),
    );
    expect(await screen.findByText('Free on Saturday?')).toBeInTheDocument();
    expect(screen.getByText('edited')).toBeInTheDocument();
  });

  it('edits and deletes one’s own message from its menu', async () => {
    const own = chatMessage(1, { senderId: ME, text: 'See you at 8' });
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      messages: [chatMessage(0, { text: 'When do you come?' }), own],
      routes: {
        'PUT /api/chat/editMessage': (request) =>
          json(200, { data: { ...own, text: (request.body as { text: string }).text, editedAt: own.createdAt } }),
        'DELETE /api/chat/deleteMessage': json(200, { data: { ...own, text: null, deletedAt: own.createdAt } }),
      },
    });
    await screen.findByText('See you at 8');
    // Only one's own message has the menu.
    expect(screen.getAllByRole('button', { name: 'Message options' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Message options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(edit);
    await user.type(edit, 'See you at 9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('See you at 9')).toBeInTheDocument();
    expect(screen.getByText('edited')).toBeInTheDocument();
    expect(calls('PUT', '/api/chat/editMessage')[0]!.body).toEqual({ messageId: own.id, text: 'See you at 9' });

    await user.click(screen.getByRole('button', { name: 'Message options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(screen.queryByText('See you at 9')).not.toBeInTheDocument();
    expect(calls('DELETE', '/api/chat/deleteMessage')[0]!.url.searchParams.get('messageId')).toBe(own.id);
  });

  it('toggles one’s reaction: a pick sets it, pressing its chip takes it off', async () => {
    const theirs = chatMessage(1, { text: 'Photos from today' });
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      messages: [theirs],
      routes: {
        'PUT /api/chat/sendMessageReaction': (request) => {
          const body = request.body as { unicode: string; remove?: boolean };
          return json(200, {
            data: {
              ...theirs,
              reactions: [
                { userId: ANNA, unicode: '👍' },
                ...(body.remove ? [] : [{ userId: ME, unicode: body.unicode }]),
              ],
            },
          });
        },
      },
    });
    await screen.findByText('Photos from today');
    await user.click(screen.getByRole('button', { name: 'Add a reaction' }));
    await user.click(screen.getByRole('button', { name: 'React with 👍' }));
    const chip = await screen.findByRole('button', { name: '👍 2 reactions (yours)' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(calls('PUT', '/api/chat/sendMessageReaction')[0]!.body).toEqual({
      messageId: theirs.id,
      roomId: ROOM_ID,
      unicode: '👍',
    });

    await user.click(chip);
    expect(await screen.findByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls('PUT', '/api/chat/sendMessageReaction')[1]!.body).toEqual({
      messageId: theirs.id,
      roomId: ROOM_ID,
      unicode: '👍',
      remove: true,
    });
  });

  it('reports the conversation with a reason', async () => {
    const { user, calls } = openChat(`/app/messages/${ROOM_ID}`, {
      routes: { 'POST /api/chat/reportRoom': { status: 204 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Conversation options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, our team will review this conversation')).toBeInTheDocument();
    expect(calls('POST', '/api/chat/reportRoom')[0]!.body).toEqual({ roomId: ROOM_ID, reason: 'Rude messages' });
  });
});
