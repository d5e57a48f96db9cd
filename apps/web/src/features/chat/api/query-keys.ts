/** Cache keys of the chat; hub events write into these same entries (hooks/use-chat-hub.ts). */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  /** The sidebar's and top bar's total, read on every signed-in page (a small getRooms). */
  unread: () => [...chatKeys.all, 'unread'] as const,
  /** One room read by itself (getRoom): a conversation opened by address whose room is not in the first page. */
  room: (roomId: string) => [...chatKeys.all, 'room', roomId] as const,
  allMessages: () => [...chatKeys.all, 'messages'] as const,
  messages: (roomId: string) => [...chatKeys.allMessages(), roomId] as const,
  file: (url: string) => [...chatKeys.all, 'file', url] as const,
};
