import {
  API_PATHS,
  ChatFilesResponseSchema,
  ChatHubEvent,
  ChatMessageResponseSchema,
  ChatMessageSchema,
  MarkMessagesResponseSchema,
  type ChatHubSendAck,
  type ChatMessage,
  type SendMessageBody,
  type SendMessageReactionBody,
} from '@kinderly/shared';
import { ApiError, apiRequest } from '../../../lib/api/index.ts';
import { connectedChatHub } from '../../../lib/hub/hub-socket.ts';

/**
 * The chat's writes (REST, and the hub's message:send for a send; ADR 024). Refusals the conversation shows
 * itself (a 400 on the text, the 429 of the send limit, a 413/415 upload) come back to it; the rest is routed as
 * usual.
 */
const shownByTheRoom = (error: ApiError) => [400, 404, 409, 413, 415, 429].includes(error.status ?? 0);

const sendMessageOverRest = (body: SendMessageBody) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.chat.sendMessage,
    body,
    schema: ChatMessageResponseSchema,
    // A send that failed for any reason stays in the list with "Retry" (no answer included).
    quiet: true,
  }).then((answer) => answer.data);

// Longer than any send takes; past it the send is marked failed (it may have been saved: Retry sends it again, as
// after a REST call that got no answer).
const HUB_ACK_TIMEOUT_MS = 15_000;

/**
 * sendMessage over the hub while its socket is connected (`message:send`, the same rules as REST; ADR 024, session
 * 15), else over REST. A refusal becomes the ApiError REST would have given; a 401 (the session needs a fresh
 * token, which REST knows how to get) is sent again over REST.
 */
export async function sendMessage(body: SendMessageBody): Promise<ChatMessage> {
  const hub = connectedChatHub();
  if (!hub) return sendMessageOverRest(body);
  let ack: ChatHubSendAck;
  try {
    ack = await hub.timeout(HUB_ACK_TIMEOUT_MS).emitWithAck(ChatHubEvent.MessageSend, body);
  } catch (error) {
    throw new ApiError({ kind: 'network', message: 'The message got no answer.', cause: error });
  }
  if (ack.ok) return ChatMessageSchema.parse(ack.message);
  if (ack.status === 401) return sendMessageOverRest(body);
  throw new ApiError({
    kind: 'http',
    message: ack.error,
    status: ack.status,
    code: ack.code,
    fieldErrors: ack.errors ?? null,
    body: ack,
  });
}

export const editMessage = (messageId: string, text: string) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.chat.editMessage,
    body: { messageId, text },
    schema: ChatMessageResponseSchema,
    returnToCaller: shownByTheRoom,
  }).then((answer) => answer.data);

export const deleteMessage = (messageId: string) =>
  apiRequest({
    method: 'DELETE',
    path: API_PATHS.chat.deleteMessage,
    query: { messageId },
    schema: ChatMessageResponseSchema,
    returnToCaller: shownByTheRoom,
  }).then((answer) => answer.data);

export const sendMessageReaction = (body: SendMessageReactionBody) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.chat.sendMessageReaction,
    body,
    schema: ChatMessageResponseSchema,
    returnToCaller: shownByTheRoom,
  }).then((answer) => answer.data);

export type Receipt = 'distributed' | 'seen' | 'read';
const RECEIPT_PATHS = {
  distributed: API_PATHS.chat.markMessagesDistributed,
  seen: API_PATHS.chat.markMessagesSeen,
  read: API_PATHS.chat.markMessagesRead,
} as const;

/** Receipts run in the background: a failure is not the reader's problem (the next open marks them again). */
export const markMessages = (receipt: Receipt, messageIds: string[]) =>
  apiRequest({
    method: 'PUT',
    path: RECEIPT_PATHS[receipt],
    body: { messageIds },
    schema: MarkMessagesResponseSchema,
    returnToCaller: (error) => error.status !== 401,
  });

/** POST messageFiles: files for the next message, pending until sendMessage attaches them by id. */
export const uploadMessageFiles = (roomId: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiRequest({
    method: 'POST',
    path: API_PATHS.chat.messageFiles,
    query: { roomId },
    body: form,
    schema: ChatFilesResponseSchema,
    returnToCaller: shownByTheRoom,
  }).then((answer) => answer.items);
};

/** DELETE messageFiles: takes back a file not sent yet. */
export const deleteMessageFile = (fileId: string) =>
  apiRequest({
    method: 'DELETE',
    path: API_PATHS.chat.messageFiles,
    query: { fileId },
    returnToCaller: shownByTheRoom,
  });
