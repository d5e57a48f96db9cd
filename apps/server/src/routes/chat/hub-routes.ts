import {
  ChatHubEvent,
  FIELD_MESSAGES,
  SendMessageBodySchema,
  type ChatHubSendAck,
  type ChatMessage,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { coalesce } from '../../lib/coalesce.ts';
import { nulFieldKey } from '../../lib/nul-text.ts';
import { fieldErrorsOf } from '../../lib/validation-message.ts';
import { requireRoomUsers, type CheckedRoom } from '../../services/chat/chat-access.ts';
import { checkSend, sendMessage, sendMessages, type CheckedSend } from '../../services/chat/messages.ts';
import { CHAT_CONFIG, type ZodApp } from './deps.ts';
import { publishNewMessages } from './publish.ts';

// Rooms a socket sent to recently: a room's participants never change, and the send's statement checks them again.
const ROOMS_KEPT = 50;
// Text sends written together at most, by one statement.
const SENDS_PER_STATEMENT = 500;
/**
 * On the embedded database (PGlite) a statement runs on the server's one thread and blocks it, so sends only
 * queue between statements, and each statement costs about a millisecond before its first message: under a
 * steady load the hub wrote ~12 sends per statement and spent a third of the thread on those fixed costs, with
 * late bursts once it was full. There a send waits up to this long for others to join its statement (a full
 * statement does not wait). On PostgreSQL the thread reads more sends while a statement runs, so batches form
 * by themselves and sends never wait.
 */
const PGLITE_SEND_LINGER_MS = 2;

/**
 * Calls on the hub (ADR 024, session 15): `message:send` is REST sendMessage over the socket, with the same body,
 * checks (the NUL refusal, the schema, the room, the limit), job and events, acked with the message or the status
 * REST would answer; the room's users hear `message:new` but on the sending socket, which has its ack. Text sends
 * arriving while others are being written, from any sockets and rooms, are written together: one statement and one
 * commit for all (sendMessages); a send with files goes alone (sendMessage).
 */
export function hubRoutes(app: ZodApp) {
  const writeTogether = coalesce<CheckedSend & { socketId: string }, ChatMessage>(
    async (sends) => {
      const results = await sendMessages({ db: app.db, jobs: app.jobs, now: app.clock.now(), sends });
      publishNewMessages(
        app,
        sends.flatMap((send, i) => {
          const message = results[i]!;
          return message instanceof AppError
            ? []
            : [{ message, userIds: send.room.userIds, senderSocketId: send.socketId }];
        }),
      );
      return results;
    },
    { max: SENDS_PER_STATEMENT, lingerMs: app.dbHandle.kind === 'pglite' ? PGLITE_SEND_LINGER_MS : 0 },
  );

  app.chatHub.handle(ChatHubEvent.MessageSend, { roles: CHAT_CONFIG.roles }, () => {
    const rooms = new Map<string, CheckedRoom>();
    // The room of the last successful send: sending to it again leaves the map as it is (moving a key to the end
    // on every send made the long-lived map grow new tables, work for the old generation's collector).
    let newest: string | undefined;
    return async (actor, body, socketId): Promise<ChatHubSendAck> => {
      const nul = nulFieldKey(body, 'Body');
      if (nul) throw AppError.validation({ [nul]: [FIELD_MESSAGES.characterNotAllowed] });
      const parsed = SendMessageBodySchema.safeParse(body);
      if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error.issues));
      const { roomId, text, fileIds } = parsed.data;
      const known = rooms.get(roomId);
      let message: ChatMessage;
      let room: CheckedRoom;
      try {
        if (fileIds?.length) {
          room = known ?? (await requireRoomUsers(app.db, actor, roomId));
          const input = { db: app.db, actor, throttle: app.chatThrottle, jobs: app.jobs, now: app.clock.now() };
          message = await sendMessage({ ...input, body: parsed.data, room });
          publishNewMessages(app, [{ message, userIds: room.userIds, senderSocketId: socketId }]);
        } else {
          room = await checkSend({ db: app.db, actor, throttle: app.chatThrottle, roomId, room: known });
          message = await writeTogether({ actor, room, text: text ?? '', socketId });
        }
      } catch (error) {
        // A refused or failed send checks its room again next time.
        rooms.delete(roomId);
        if (newest === roomId) newest = undefined;
        throw error;
      }
      if (room !== known || newest !== roomId) {
        rooms.delete(roomId);
        rooms.set(roomId, room);
        newest = roomId;
        if (rooms.size > ROOMS_KEPT) rooms.delete(rooms.keys().next().value!);
      }
      return { ok: true, message };
    };
  });
}
