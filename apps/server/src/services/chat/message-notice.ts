import { eq, sql } from 'drizzle-orm';
import { chatMessages, chatRoomReports, chatRooms, providers, users, type Database } from '@kinderly/db';
import type { EnqueueInput } from '../../lib/jobs/index.ts';
import type { NotificationCentre, NotificationEvent } from '../../lib/notifications/centre.ts';
import { messageNoticeWords } from './message-notice-words.ts';

/**
 * "New messages while away" (issue 19): a message the recipient has not seen a few minutes after it was sent
 * becomes one notification through the centre (ADR 029), at most one per room and recipient per hour.
 */

export const CHAT_MESSAGE_NOTICE_JOB = 'chat.message-notice';
/** How long a message may wait unseen before its recipient hears of it outside the chat. */
export const CHAT_MESSAGE_NOTICE_DELAY_MS = 5 * 60_000;

export interface MessageNoticePayload {
  roomId: string;
  recipientId: string;
}

/**
 * The check for the recipient of a message just sent. The key is the room and the recipient: a burst of messages
 * queues one job, and the messages sent meanwhile are counted when it runs. Sending queues it in the message's
 * own statement (services/chat/messages.ts).
 */
export function messageNoticeJob({ roomId, recipientId }: MessageNoticePayload, now: Date): EnqueueInput {
  const payload: MessageNoticePayload = { roomId, recipientId };
  return {
    name: CHAT_MESSAGE_NOTICE_JOB,
    payload,
    runAt: new Date(now.getTime() + CHAT_MESSAGE_NOTICE_DELAY_MS),
    singletonKey: `${CHAT_MESSAGE_NOTICE_JOB}:${roomId}:${recipientId}`,
  };
}

/**
 * The job: counts the room's messages the recipient has neither read nor seen (deleted ones do not count) and
 * tells them, unless there are none or they reported the room (they asked us to look at it, not to hear more of
 * it). The dedupe key names the hour of delivery (UTC), so a second job in the same hour finds it taken and sends
 * nothing: chat mails are grouped per room per hour.
 */
export async function sendMessageNotice(
  deps: { db: Database; centre: NotificationCentre; publicUrl: string; now: Date },
  { roomId, recipientId }: MessageNoticePayload,
): Promise<void> {
  const [room] = await deps.db
    .select({
      familyUserId: chatRooms.familyUserId,
      providerUserId: providers.userId,
      businessName: providers.businessName,
      familyFirstName: users.firstName,
      familyLastName: users.lastName,
      unseen: sql<number>`(
        select count(*)::int from ${chatMessages}
        where ${chatMessages.roomId} = ${chatRooms.id} and ${chatMessages.readAt} is null
          and ${chatMessages.seenAt} is null and ${chatMessages.deletedAt} is null
          and ${chatMessages.senderId} is distinct from ${recipientId}::uuid)`,
      reported: sql<boolean>`exists (
        select 1 from ${chatRoomReports}
        where ${chatRoomReports.roomId} = ${chatRooms.id} and ${chatRoomReports.reporterId} = ${recipientId}::uuid)`,
    })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .leftJoin(users, eq(users.id, chatRooms.familyUserId))
    .where(eq(chatRooms.id, roomId));
  if (!room || room.reported || Number(room.unseen) === 0) return;
  const toProvider = room.providerUserId === recipientId;
  if (!toProvider && room.familyUserId !== recipientId) return;

  const sender = toProvider
    ? { id: room.familyUserId, name: `${room.familyFirstName ?? ''} ${room.familyLastName ?? ''}`.trim() || null }
    : { id: room.providerUserId, name: room.businessName };
  const words = messageNoticeWords(sender.name, Number(room.unseen));
  const link = `/app/messages/${roomId}`;
  const event: NotificationEvent = {
    userId: recipientId,
    kind: 'chat.message',
    dedupeKey: `chat:${roomId}:${recipientId}:${deps.now.toISOString().slice(0, 13)}`,
    aboutUserId: sender.id,
    title: words.title,
    body: words.body,
    link,
    mail: {
      action: words.action,
      url: { en: `${deps.publicUrl}${link}`, fr: `${deps.publicUrl}${link}?lang=fr` },
    },
    ...(toProvider ? { providerMailSwitch: 'emailOnNewMessage' as const } : {}),
  };
  await deps.centre.deliver([event]);
}
