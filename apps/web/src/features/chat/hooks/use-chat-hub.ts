import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ChatHubEvent,
  type ChatHubReceipts,
  type ChatHubTyping,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomsResponse,
} from '@kinderly/shared';
import { markMessages } from '../api/message-calls.ts';
import { chatKeys } from '../api/query-keys.ts';
import { holdChatHub, releaseChatHub } from '../../../lib/hub/hub-socket.ts';
import { applyReceipts, upsertMessage, upsertRoom, type MessagePages } from '../lib/message-cache.ts';
import { putNewMessage } from '../lib/put-new-message.ts';
import { useTypingStore } from '../lib/typing-store.ts';

/**
 * Holds the hub while the chat's pages are open and writes what it delivers into TanStack Query's cache: messages
 * (new, edited, deleted, reactions), receipts and room summaries (a new message moves its room itself). A message
 * from the other side is marked distributed as soon as it arrives; the open room marks it read
 * (components/conversation.tsx).
 */
export function useChatHub(myUserId: string) {
  const client = useQueryClient();
  useEffect(() => {
    const hub = holdChatHub();
    let connectedBefore = hub.connected;
    const putMessage = (message: ChatMessage) =>
      client.setQueryData<MessagePages>(chatKeys.messages(message.roomId), (data) => upsertMessage(data, message));
    const onNew = (message: ChatMessage) => {
      putNewMessage(client, message, message.senderId !== myUserId);
      useTypingStore.getState().stopped(message.roomId);
      if (message.senderId !== myUserId && !message.distributedAt)
        void markMessages('distributed', [message.id]).catch(() => undefined);
    };
    const onReceipts = (receipts: ChatHubReceipts) =>
      client.setQueryData<MessagePages>(chatKeys.messages(receipts.roomId), (data) =>
        applyReceipts(data, receipts, new Date().toISOString()),
      );
    const onRoom = (room: ChatRoom) => {
      client.setQueriesData<ChatRoomsResponse>({ queryKey: chatKeys.rooms() }, (data) => upsertRoom(data, room));
      void client.invalidateQueries({ queryKey: chatKeys.unread() });
    };
    const onTyping = (typing: ChatHubTyping) => {
      if (typing.userId !== myUserId) useTypingStore.getState().typed(typing.roomId);
    };
    // A reconnect that did not recover the missed events reads the chat again (not the files: they never change).
    const onConnect = () => {
      if (connectedBefore && !hub.recovered) {
        for (const queryKey of [chatKeys.rooms(), chatKeys.unread(), chatKeys.allMessages()])
          void client.invalidateQueries({ queryKey });
      }
      connectedBefore = true;
    };
    const listen = (on: boolean) => {
      const method = on ? hub.on.bind(hub) : hub.off.bind(hub);
      method(ChatHubEvent.MessageNew, onNew);
      method(ChatHubEvent.MessageEdited, putMessage);
      method(ChatHubEvent.MessageDeleted, putMessage);
      method(ChatHubEvent.Reaction, putMessage);
      method(ChatHubEvent.Receipts, onReceipts);
      method(ChatHubEvent.RoomChanged, onRoom);
      method(ChatHubEvent.Typing, onTyping);
      method('connect', onConnect);
    };
    listen(true);
    return () => {
      listen(false);
      releaseChatHub();
    };
  }, [client, myUserId]);
}
