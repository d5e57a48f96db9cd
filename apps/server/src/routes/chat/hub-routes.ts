import { ChatHubEvent, FIELD_MESSAGES, SendMessageBodySchema, type ChatHubSendAck } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { nulFieldKey } from '../../lib/nul-text.ts';
import { fieldErrorsOf } from '../../lib/validation-message.ts';
import { requireRoomUsers, type CheckedRoom } from '../../services/chat/chat-access.ts';
import { sendMessage } from '../../services/chat/messages.ts';
import { CHAT_CONFIG, type ZodApp } from './deps.ts';
import { publishMessage } from './publish.ts';

// Rooms a socket sent to recently: a room's participants never change, and the send's statement checks them again.
const ROOMS_KEPT = 50;

/**
 * Calls on the hub (ADR 024, session 15): `message:send` is REST sendMessage over the socket, with the same body,
 * checks (the NUL refusal, the schema, the room, the limit), job and events, acked with the message or the status
 * REST would answer.
 */
export function hubRoutes(app: ZodApp) {
  app.chatHub.handle(ChatHubEvent.MessageSend, { roles: CHAT_CONFIG.roles }, () => {
    const rooms = new Map<string, CheckedRoom>();
    return async (actor, body): Promise<ChatHubSendAck> => {
      const nul = nulFieldKey(body, 'Body');
      if (nul) throw AppError.validation({ [nul]: [FIELD_MESSAGES.characterNotAllowed] });
      const parsed = SendMessageBodySchema.safeParse(body);
      if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error.issues));
      const { roomId } = parsed.data;
      const room = rooms.get(roomId) ?? (await requireRoomUsers(app.db, actor, roomId));
      rooms.delete(roomId);
      const message = await sendMessage({
        db: app.db,
        actor,
        throttle: app.chatThrottle,
        jobs: app.jobs,
        now: app.clock.now(),
        body: parsed.data,
        room,
        onNoticeLost: (error) => app.log.error({ err: error }, 'chat message notice not queued'),
      });
      rooms.set(roomId, room);
      if (rooms.size > ROOMS_KEPT) rooms.delete(rooms.keys().next().value!);
      publishMessage(app, ChatHubEvent.MessageNew, message, room.userIds);
      return { ok: true, message };
    };
  });
}
