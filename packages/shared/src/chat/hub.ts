import { z } from 'zod';

/** The Socket.IO hub's path on the API's origin (ADR 024). */
export const CHAT_HUB_PATH = '/chatHub';

/** Events the hub sends; every one goes to the two participants' sockets, `typing` to the other one only. */
export const ChatHubEvent = {
  /** A ChatMessage, as sendMessage answers it. */
  MessageNew: 'message:new',
  MessageEdited: 'message:edited',
  MessageDeleted: 'message:deleted',
  /** The ChatMessage with its reactions after the change. */
  Reaction: 'reaction',
  /** ChatHubReceipts: which messages got which receipt. */
  Receipts: 'receipts',
  /** A ChatRoom as the recipient sees it (its own unread count). */
  RoomChanged: 'room:changed',
  /** Client to server: ChatTypingSchema; server to the other participant: ChatHubTyping. */
  Typing: 'typing',
  /** Client to server: a fresh access token before the current one expires; acked with ChatHubRefreshAck. */
  AuthRefresh: 'auth:refresh',
} as const;

export const ChatTypingSchema = z.object({ roomId: z.uuid() });
export const ChatAuthRefreshSchema = z.object({ token: z.string().min(1) });

export interface ChatHubTyping {
  roomId: string;
  userId: string;
}

export interface ChatHubReceipts {
  roomId: string;
  receipt: 'distributed' | 'seen' | 'read';
  messageIds: string[];
}

export type ChatHubRefreshAck = { ok: true; expiresAt: string } | { ok: false; error: string };

/** The `message` of a refused handshake (`connect_error`). */
export const CHAT_HUB_UNAUTHORIZED = 'UNAUTHORIZED';
