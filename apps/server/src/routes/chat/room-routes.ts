import {
  API_PATHS,
  ChatRoomIdQuerySchema,
  ChatRoomResponseSchema,
  ChatRoomsResponseSchema,
  CreateRoomsBodySchema,
  GetRoomsQuerySchema,
  MarkMessagesResponseSchema,
  MessageIdsBodySchema,
  toRoutePath,
} from '@kinderly/shared';
import { markMessages, type Receipt } from '../../services/chat/receipts.ts';
import { createRoom, getRoom, listRooms, setLastRoomMessage } from '../../services/chat/rooms.ts';
import { BEARER, CHAT_CONFIG, OPEN_ROOM_CONFIG, TAGS, type ZodApp } from './deps.ts';
import { publishReceipts, publishRoom } from './publish.ts';

/** Rooms and receipts. */
export async function roomRoutes(app: ZodApp) {
  app.put(
    toRoutePath(API_PATHS.chat.createRooms),
    {
      config: OPEN_ROOM_CONFIG,
      schema: {
        tags: TAGS,
        summary: "Open (or find) the caller's room with a listed provider; families only",
        security: BEARER,
        body: CreateRoomsBodySchema,
        response: { 200: ChatRoomResponseSchema },
      },
    },
    async (request) => {
      const room = await createRoom({ db: app.db, actor: request.actor, ...request.body });
      publishRoom(app, room.id);
      return { data: room };
    },
  );
  app.get(
    toRoutePath(API_PATHS.chat.getRooms),
    {
      config: CHAT_CONFIG,
      schema: {
        tags: TAGS,
        summary: "The caller's rooms, latest activity first, with the other side, last message and unread count",
        security: BEARER,
        querystring: GetRoomsQuerySchema,
        response: { 200: ChatRoomsResponseSchema },
      },
    },
    async (request) => listRooms({ db: app.db, actor: request.actor, ...request.query }),
  );
  app.get(
    toRoutePath(API_PATHS.chat.getRoom),
    {
      config: CHAT_CONFIG,
      schema: {
        tags: TAGS,
        summary: "One of the caller's rooms as getRooms lists it (404 for anyone else's)",
        security: BEARER,
        querystring: ChatRoomIdQuerySchema,
        response: { 200: ChatRoomResponseSchema },
      },
    },
    async (request) => ({ data: await getRoom(app.db, request.actor, request.query.roomId) }),
  );
  app.put(
    toRoutePath(API_PATHS.chat.setLastRoomMessage),
    {
      config: CHAT_CONFIG,
      schema: {
        tags: TAGS,
        summary: "Re-compute a room's last message (sending, editing and deleting keep it already)",
        security: BEARER,
        body: ChatRoomIdQuerySchema,
        response: { 200: ChatRoomResponseSchema },
      },
    },
    async (request) => {
      const room = await setLastRoomMessage({ db: app.db, actor: request.actor, roomId: request.body.roomId });
      publishRoom(app, room.id);
      return { data: room };
    },
  );
  const receipts: [keyof typeof API_PATHS.chat, Receipt, string][] = [
    ['markMessagesDistributed', 'distributed', "Mark received messages as delivered to the recipient's device"],
    ['markMessagesSeen', 'seen', "Mark received messages as seen on the recipient's screen (implies distributed)"],
    ['markMessagesRead', 'read', 'Mark received messages as read (implies seen and distributed)'],
  ];
  for (const [name, receipt, summary] of receipts) {
    app.put(
      toRoutePath(API_PATHS.chat[name]),
      {
        config: CHAT_CONFIG,
        schema: {
          tags: TAGS,
          summary,
          security: BEARER,
          body: MessageIdsBodySchema,
          response: { 200: MarkMessagesResponseSchema },
        },
      },
      async (request) => {
        const result = await markMessages({
          db: app.db,
          actor: request.actor,
          messageIds: request.body.messageIds,
          receipt,
        });
        publishReceipts(app, receipt, result.updated);
        return result;
      },
    );
  }
}
