import { z } from 'zod';
import {
  API_PATHS,
  ChatFileIdQuerySchema,
  ChatHubEvent,
  ChatFilesResponseSchema,
  ChatMessageIdQuerySchema,
  ChatMessageResponseSchema,
  ChatMessagesResponseSchema,
  ChatRoomIdQuerySchema,
  EditMessageBodySchema,
  GetMessagesQuerySchema,
  SendMessageBodySchema,
  SendMessageReactionBodySchema,
  toRoutePath,
  UpdateMessagesQuerySchema,
  UpdateMessagesResponseSchema,
} from '@kinderly/shared';
import { readUploads } from '../../lib/uploads.ts';
import type { Actor } from '../../plugins/auth.ts';
import { requireRoom } from '../../services/chat/chat-access.ts';
import { deleteChatFile, uploadChatFiles } from '../../services/chat/chat-files.ts';
import {
  deleteMessage,
  editMessage,
  getMessage,
  getMessages,
  sendMessage,
  updateMessages,
} from '../../services/chat/messages.ts';
import { reactToMessage } from '../../services/chat/reactions.ts';
import { BEARER, CHAT_CONFIG, TAGS, type ZodApp } from './deps.ts';
import { publishMessage } from './publish.ts';

const schema = (summary: string) => ({ tags: TAGS, summary, security: BEARER });

/** Messages, their files and reactions. */
export async function messageRoutes(app: ZodApp) {
  const base = (request: { actor: Actor }) => ({ db: app.db, actor: request.actor });

  app.get(
    toRoutePath(API_PATHS.chat.getMessages),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('A page of a room, newest first, below lastLoadedMessageIndexId'),
        querystring: GetMessagesQuerySchema,
        response: { 200: ChatMessagesResponseSchema },
      },
    },
    async (request) => getMessages({ ...base(request), query: request.query }),
  );
  app.get(
    toRoutePath(API_PATHS.chat.getMessage),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('One message'),
        querystring: ChatMessageIdQuerySchema,
        response: { 200: ChatMessageResponseSchema },
      },
    },
    async (request) => ({ data: await getMessage({ ...base(request), messageId: request.query.messageId }) }),
  );
  app.get(
    toRoutePath(API_PATHS.chat.updateMessages),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema("A room's messages changed since a time (a client catching up after a reconnect)"),
        querystring: UpdateMessagesQuerySchema,
        response: { 200: UpdateMessagesResponseSchema },
      },
    },
    async (request) => updateMessages({ ...base(request), ...request.query }),
  );
  app.post(
    toRoutePath(API_PATHS.chat.sendMessage),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('Send a message (text and/or files uploaded with messageFiles); 20 per 10 s'),
        body: SendMessageBodySchema,
        response: { 201: ChatMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage({
        ...base(request),
        throttle: app.chatThrottle,
        jobs: app.jobs,
        now: app.clock.now(),
        body: request.body,
      });
      publishMessage(app, ChatHubEvent.MessageNew, message);
      return reply.status(201).send({ data: message });
    },
  );
  app.put(
    toRoutePath(API_PATHS.chat.editMessage),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema("Replace the text of one's own message"),
        body: EditMessageBodySchema,
        response: { 200: ChatMessageResponseSchema },
      },
    },
    async (request) => {
      const message = await editMessage({ ...base(request), ...request.body });
      publishMessage(app, ChatHubEvent.MessageEdited, message);
      return { data: message };
    },
  );
  app.delete(
    toRoutePath(API_PATHS.chat.deleteMessage),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('Delete one\'s own message (it stays as "Message deleted")'),
        querystring: ChatMessageIdQuerySchema,
        response: { 200: ChatMessageResponseSchema },
      },
    },
    async (request) => {
      const message = await deleteMessage({
        ...base(request),
        messageId: request.query.messageId,
        storage: app.fileStorage,
      });
      publishMessage(app, ChatHubEvent.MessageDeleted, message);
      return { data: message };
    },
  );
  app.put(
    toRoutePath(API_PATHS.chat.sendMessageReaction),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema("Set, replace or remove the caller's emoji on a message"),
        body: SendMessageReactionBodySchema,
        response: { 200: ChatMessageResponseSchema },
      },
    },
    async (request) => {
      const message = await reactToMessage({ ...base(request), throttle: app.chatThrottle, body: request.body });
      publishMessage(app, ChatHubEvent.Reaction, message);
      return { data: message };
    },
  );
  app.post(
    toRoutePath(API_PATHS.chat.messageFiles),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('Upload files for the next message (multipart field "files"; PDF, JPEG or PNG, 10 MB, 5)'),
        consumes: ['multipart/form-data'],
        querystring: ChatRoomIdQuerySchema,
        response: { 201: ChatFilesResponseSchema },
      },
    },
    async (request, reply) => {
      // A stranger's upload is refused before its bytes are read.
      await requireRoom(app.db, request.actor, request.query.roomId);
      const uploads = await readUploads(request, 'chatFile');
      const result = await uploadChatFiles({
        ...base(request),
        roomId: request.query.roomId,
        storage: app.fileStorage,
        uploads,
      });
      return reply.status(201).send(result);
    },
  );
  app.delete(
    toRoutePath(API_PATHS.chat.messageFiles),
    {
      config: CHAT_CONFIG,
      schema: {
        ...schema('Take back a file one uploaded to the chat'),
        querystring: ChatFileIdQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteChatFile({ ...base(request), fileId: request.query.fileId, storage: app.fileStorage });
      return reply.status(204).send(null);
    },
  );
}
