import type { ChatMessage, ChatRoom, ChatRoomsResponse } from '@kinderly/shared';
import { FAKE_USER_ID } from '../../../test/fake-session.ts';

export const ME = FAKE_USER_ID;
export const ANNA = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const ROOM_ID = '7b2e4c6d-8f1a-4b3c-9d5e-6f7a8b9c0d1e';
export const OTHER_ROOM_ID = '8c3f5d7e-9a2b-4c4d-8e6f-7a8b9c0d1e2f';
export const PROVIDER_ID = '9d4a6e8f-0b3c-4d5e-8f7a-8b9c0d1e2f3a';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function chatMessage(index: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: idOf(index),
    roomId: ROOM_ID,
    index,
    senderId: ANNA,
    text: `Message ${index}`,
    createdAt: at(100 - index),
    editedAt: null,
    deletedAt: null,
    distributedAt: null,
    seenAt: null,
    readAt: null,
    files: [],
    reactions: [],
    ...overrides,
  };
}

export function chatRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: ROOM_ID,
    familyUserId: ME,
    providerId: PROVIDER_ID,
    other: { userId: ANNA, displayName: 'Anna Daycare' },
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    createdAt: at(200),
    ...overrides,
  };
}

export function roomsAnswer(items: ChatRoom[]): ChatRoomsResponse {
  return { items, hasMore: false, unreadTotal: items.reduce((sum, room) => sum + room.unreadCount, 0) };
}

/** getMessages' answer: newest first, as the API sends it. */
export function pageAnswer(oldestFirst: ChatMessage[], hasMore = false) {
  return {
    items: oldestFirst.toReversed(),
    lastLoadedMessageIndexId: oldestFirst[0]?.index ?? null,
    hasMore,
  };
}

type Listener = (payload: unknown) => void;

/** Stands in for socket.io-client's socket: the test emits hub events into it and reads what the page sent. */
export class FakeSocket {
  connected = true;
  recovered = false;
  readonly sent: { event: string; payload: unknown }[] = [];
  /** The server's answers to emitWithAck, per event; an event without one is never answered (a timeout). */
  readonly acks = new Map<string, (payload: unknown) => unknown>();
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
  timeout(_ms: number) {
    return this;
  }
  emitWithAck(event: string, payload: unknown): Promise<unknown> {
    this.sent.push({ event, payload });
    const answer = this.acks.get(event);
    return answer ? Promise.resolve(answer(payload)) : Promise.reject(new Error('operation has timed out'));
  }
  connect() {
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  /** The server sending `event` to this socket. */
  receive(event: string, payload: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}
