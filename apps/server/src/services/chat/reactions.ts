import { and, eq, sql } from 'drizzle-orm';
import { chatMessageReactions, chatMessages, type Database } from '@kinderly/db';
import type { ChatMessage, SendMessageReactionBody } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { messageNotFound, requireMessage } from './chat-access.ts';
import type { ChatThrottle } from './chat-throttle.ts';
import { toChatMessage } from './message-view.ts';

/**
 * sendMessageReaction: one emoji per person per message; another one replaces it, `remove` takes it off. The
 * message must be in the given room, which must be the caller's.
 */
export async function reactToMessage(input: {
  db: Database;
  actor: Actor;
  throttle: ChatThrottle;
  body: SendMessageReactionBody;
}): Promise<ChatMessage> {
  const { db, actor, body } = input;
  if (body.userId && body.userId !== actor.userId)
    throw AppError.validation({ UserId: ['You react as yourself only.'] });
  const message = await requireMessage(db, actor, body.messageId);
  if (message.roomId !== body.roomId || message.deletedAt) throw messageNotFound();
  await input.throttle.consume('reaction', actor.userId);
  const row = await db.transaction(async (tx) => {
    if (body.remove) {
      await tx
        .delete(chatMessageReactions)
        .where(and(eq(chatMessageReactions.messageId, message.id), eq(chatMessageReactions.userId, actor.userId)));
    } else {
      await tx
        .insert(chatMessageReactions)
        .values({ messageId: message.id, userId: actor.userId, unicode: body.unicode })
        .onConflictDoUpdate({
          target: [chatMessageReactions.messageId, chatMessageReactions.userId],
          set: { unicode: body.unicode, createdAt: sql`now()` },
        });
    }
    const [row] = await tx
      .update(chatMessages)
      .set({ updatedAt: sql`now()` })
      .where(eq(chatMessages.id, message.id))
      .returning();
    return row!;
  });
  return toChatMessage(db, row);
}
