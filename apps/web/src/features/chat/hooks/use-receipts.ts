import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@kinderly/shared';
import { markMessages, type Receipt } from '../api/message-calls.ts';
import { chatKeys } from '../api/query-keys.ts';
import { applyReceipts, type MessagePages } from '../lib/message-cache.ts';

/**
 * The open room's receipts (ADR 024): the other side's messages are read when the room is open in the focused
 * window, seen when it is on screen without focus; each id is asked for once per receipt.
 */
export function useRoomReceipts(roomId: string, messages: ChatMessage[], myUserId: string) {
  const client = useQueryClient();
  const asked = useRef({ seen: new Set<string>(), read: new Set<string>() });

  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const receipt: Exclude<Receipt, 'distributed'> = document.hasFocus() ? 'read' : 'seen';
      const ids = messages
        .filter(
          (message) =>
            message.senderId !== myUserId &&
            message.deletedAt === null &&
            !(receipt === 'read' ? message.readAt : message.seenAt) &&
            !asked.current[receipt].has(message.id),
        )
        .map((message) => message.id);
      if (ids.length === 0) return;
      ids.forEach((id) => asked.current[receipt].add(id));
      markMessages(receipt, ids).then(
        ({ updated }) => {
          client.setQueryData<MessagePages>(chatKeys.messages(roomId), (data) =>
            applyReceipts(data, { roomId, receipt, messageIds: updated }, new Date().toISOString()),
          );
          if (receipt === 'read') {
            void client.invalidateQueries({ queryKey: chatKeys.rooms() });
            void client.invalidateQueries({ queryKey: chatKeys.unread() });
          }
        },
        () => ids.forEach((id) => asked.current[receipt].delete(id)),
      );
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [client, messages, myUserId, roomId]);
}
