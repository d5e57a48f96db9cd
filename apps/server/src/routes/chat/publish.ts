import type { FastifyInstance } from 'fastify';
import { ChatHubEvent, type ChatHubReceipts, type ChatMessage } from '@kinderly/shared';
import { messagesByRoom, roomUsers } from '../../services/chat/chat-recipients.ts';
import type { Receipt } from '../../services/chat/receipts.ts';
import { getRoomsForParticipants } from '../../services/chat/rooms.ts';

/**
 * What the chat routes tell the hub once their service has committed (ADR 024: REST writes, the hub delivers).
 * Each runs after the response is on its way; the events go to the room's two users only. A new message is one
 * `message:new` and nothing more: clients move the room's last message and the recipient's unread count from it
 * (the counts the server keeps move the same way), so no room summary is read and sent per message (ADR 024,
 * session 20). Edits, deletes and read receipts, which clients cannot work out, send each side its summary.
 */

type HubApp = Pick<FastifyInstance, 'db' | 'chatHub'>;
type MessageEvent = (typeof ChatHubEvent)['MessageNew' | 'MessageEdited' | 'MessageDeleted' | 'Reaction'];

/** Each user's own summary of each room (its unread count differs), all read by one query. */
async function sendRoomChanged(app: HubApp, roomIds: readonly string[], userIds?: readonly string[]) {
  for (const { userId, room } of await getRoomsForParticipants(app.db, roomIds)) {
    if (!userIds || userIds.includes(userId)) app.chatHub.emitToUsers([userId], ChatHubEvent.RoomChanged, room);
  }
}

export function publishMessage(app: HubApp, event: MessageEvent, message: ChatMessage) {
  app.chatHub.publish(async () => {
    const [room] = await roomUsers(app.db, [message.roomId]);
    if (!room) return;
    app.chatHub.emitToUsers(room.userIds, event, message);
    // A reaction changes neither the last message nor the unread counts; a new message's clients work them out.
    if (event !== ChatHubEvent.Reaction && event !== ChatHubEvent.MessageNew)
      await sendRoomChanged(app, [room.roomId], room.userIds);
  });
}

/** A message sent on the hub, to its room's users; the socket that sent it has it in its ack already. */
export interface HubSent {
  message: ChatMessage;
  userIds: readonly string[];
  senderSocketId: string;
}

/** New messages whose rooms' users the caller knows (the hub's sends): `message:new` to each room's users. */
export function publishNewMessages(app: HubApp, sent: readonly HubSent[]) {
  for (const { message, userIds, senderSocketId } of sent)
    app.chatHub.emitToUsers(userIds, ChatHubEvent.MessageNew, message, { exceptSocketId: senderSocketId });
}

export function publishRoom(app: HubApp, roomId: string) {
  app.chatHub.publish(async () => {
    const [room] = await roomUsers(app.db, [roomId]);
    if (room) await sendRoomChanged(app, [room.roomId], room.userIds);
  });
}

/** The receipts a call set, per room; the reader's unread count moves with `read`. */
export function publishReceipts(app: HubApp, receipt: Receipt, messageIds: readonly string[]) {
  if (messageIds.length === 0) return;
  app.chatHub.publish(async () => {
    const byRoom = await messagesByRoom(app.db, messageIds);
    for (const room of await roomUsers(app.db, [...byRoom.keys()])) {
      const payload: ChatHubReceipts = { roomId: room.roomId, receipt, messageIds: byRoom.get(room.roomId)! };
      app.chatHub.emitToUsers(room.userIds, ChatHubEvent.Receipts, payload);
      if (receipt === 'read') await sendRoomChanged(app, [room.roomId], room.userIds);
    }
  });
}
