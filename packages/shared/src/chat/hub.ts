import { z } from 'zod';
import type { FieldErrors } from '../errors.ts';
import type { ChatMessage } from './schemas.ts';

/** The Socket.IO hub's path on the API's origin (ADR 024). */
export const CHAT_HUB_PATH = '/chatHub';

/** Events the hub sends; every one goes to the two participants' sockets, `typing` to the other one only. */
export const ChatHubEvent = {
  /**
   * A ChatMessage, as sendMessage answers it; not to the socket that sent it over `message:send` (its ack has it).
   * No room:changed follows: a client moves the room from it (the message last, one more unread from the other side).
   */
  MessageNew: 'message:new',
  MessageEdited: 'message:edited',
  MessageDeleted: 'message:deleted',
  /** The ChatMessage with its reactions after the change. */
  Reaction: 'reaction',
  /** ChatHubReceipts: which messages got which receipt. */
  Receipts: 'receipts',
  /** A ChatRoom as the recipient sees it (its own unread count): after an edit, a delete, a read, a new room. */
  RoomChanged: 'room:changed',
  /** Client to server: ChatTypingSchema; server to the other participant: ChatHubTyping. */
  Typing: 'typing',
  /** Client to server: a fresh access token before the current one expires; acked with ChatHubRefreshAck. */
  AuthRefresh: 'auth:refresh',
  /**
   * Client to server: a SendMessageBody, acked with ChatHubSendAck. The same rules and events as REST sendMessage
   * (the web app's path while its socket is connected; REST otherwise).
   */
  MessageSend: 'message:send',
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

/**
 * The answer to `message:send`: the message as sendMessage answers it, or what the REST call would have refused
 * with (its status, message, field map for a 400, and the seconds to wait for a 429).
 */
export type ChatHubSendAck = { ok: true; message: ChatMessage } | ChatHubFailure;

/** A refused hub call: the status, code and message REST would answer, with its field map or Retry-After. */
export interface ChatHubFailure {
  ok: false;
  status: number;
  code: string;
  error: string;
  errors?: FieldErrors;
  /** Seconds to wait (a 429). */
  retryAfter?: number;
}

/** The `message` of a refused handshake (`connect_error`). */
export const CHAT_HUB_UNAUTHORIZED = 'UNAUTHORIZED';
