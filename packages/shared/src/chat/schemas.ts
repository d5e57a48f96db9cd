import { z } from 'zod';
import { StoredFileSchema } from '../files.ts';

/**
 * SPEC section 7's chat calls (`/api/chat/...`) as ADR 024 designs them: rooms of one family member and one
 * provider, messages paged by a per-room index that only grows, receipts and one reaction per person on a message.
 */

export const CHAT_TEXT_MAX = 4000;
export const CHAT_FILES_PER_MESSAGE = 5;
export const CHAT_MESSAGES_PER_PAGE = 30;
export const CHAT_ROOMS_PER_PAGE = 20;
/**
 * A room's unread count stops at this many (shown as "99+"): counting every unread message of a busy room on each
 * send made a send cost more the longer nobody read (ADR 024, session 15).
 */
export const CHAT_UNREAD_COUNTED = 100;
/** What a client shows in place of a deleted message's text (the API answers `text: null`). */
export const CHAT_MESSAGE_DELETED_TEXT = 'Message deleted';
/** The other side's name when their account is gone. */
export const CHAT_FORMER_MEMBER = 'Former member';

export const CHAT_MESSAGES = {
  textEmpty: 'Write a message.',
  textTooLong: `A message has at most ${CHAT_TEXT_MAX} characters.`,
  notEmoji: 'A reaction is one emoji.',
  notYou: 'You react as yourself only.',
  notYourFile: 'Attach files you uploaded to this room and not yet sent.',
  tooManyFiles: `A message carries at most ${CHAT_FILES_PER_MESSAGE} files.`,
  emptyMessage: 'Write a message or attach a file.',
} as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// A pictograph (with its modifiers and joiners), a flag (two regional indicators) or a keycap (0-9, #, * + U+20E3).
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3)/u;

/** One extended grapheme cluster that is an emoji. */
export function isSingleEmoji(value: string): boolean {
  const clusters = [...graphemes.segment(value)];
  return clusters.length === 1 && EMOJI.test(value);
}

/** Plain text as sent; 1 to 4,000 characters once trimmed (counted in code points). */
export const ChatTextSchema = z
  .string()
  .refine((text) => text.trim().length > 0, CHAT_MESSAGES.textEmpty)
  .refine((text) => [...text].length <= CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong);

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

export const ChatRoomIdQuerySchema = z.object({ roomId: z.uuid() });
export const ChatMessageIdQuerySchema = z.object({ messageId: z.uuid() });
export const ChatFileIdQuerySchema = z.object({ fileId: z.uuid() });

export const GetMessagesQuerySchema = z.object({
  roomId: z.uuid(),
  /** Start again from the newest (the same as leaving out lastLoadedMessageIndexId). */
  reset: flag.optional(),
  messagesPerPage: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PER_PAGE),
  /** The smallest index the client holds: the page has the messages just below it. */
  lastLoadedMessageIndexId: z.coerce.number().int().min(1).optional(),
});
export type GetMessagesQuery = z.infer<typeof GetMessagesQuerySchema>;

export const UpdateMessagesQuerySchema = z.object({
  roomId: z.uuid(),
  /** The `serverTime` of the client's last answer: the messages changed after it. */
  since: z.iso.datetime({ offset: true }),
});

export const SendMessageBodySchema = z
  .object({
    roomId: z.uuid(),
    text: z.string().optional(),
    /** Files uploaded to this room with POST messageFiles and not yet sent. */
    fileIds: z.array(z.uuid()).max(CHAT_FILES_PER_MESSAGE, CHAT_MESSAGES.tooManyFiles).optional(),
  })
  .superRefine((body, ctx) => {
    const hasFiles = (body.fileIds?.length ?? 0) > 0;
    if (body.text === undefined || (hasFiles && body.text.trim() === '')) {
      if (!hasFiles) ctx.addIssue({ code: 'custom', path: ['text'], message: CHAT_MESSAGES.emptyMessage });
      return;
    }
    const parsed = ChatTextSchema.safeParse(body.text);
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['text'], message: issue.message });
  });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const EditMessageBodySchema = z.object({ messageId: z.uuid(), text: ChatTextSchema });

export const SendMessageReactionBodySchema = z.object({
  messageId: z.uuid(),
  roomId: z.uuid(),
  /** The caller's own id when given (the spec sends it); reacting for someone else is refused. */
  userId: z.uuid().optional(),
  unicode: z.string().refine(isSingleEmoji, CHAT_MESSAGES.notEmoji),
  /** true: take the caller's reaction off (`unicode` is then only checked). */
  remove: z.boolean().optional(),
});
export type SendMessageReactionBody = z.infer<typeof SendMessageReactionBodySchema>;

export const CreateRoomsBodySchema = z.object({
  /** The caller's own id when given (the spec sends it). */
  userId: z.uuid().optional(),
  providerId: z.uuid(),
});

export const GetRoomsQuerySchema = z.object({
  roomsPerPage: z.coerce.number().int().min(1).max(100).default(CHAT_ROOMS_PER_PAGE),
  /** How many rooms the client already holds (rooms are ordered by latest activity, so this is an offset). */
  lastLoadedRoomIndex: z.coerce.number().int().min(0).default(0),
});

export const MessageIdsBodySchema = z.object({ messageIds: z.array(z.uuid()).min(1).max(200) });

export const ChatReactionSchema = z.object({ userId: z.uuid(), unicode: z.string() });

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  index: z.number().int().describe('Grows by one per message in the room; pages go by it'),
  senderId: z.uuid().nullable(),
  text: z.string().nullable().describe(`Null once deleted (show "${CHAT_MESSAGE_DELETED_TEXT}")`),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
  distributedAt: z.iso.datetime().nullable(),
  seenAt: z.iso.datetime().nullable(),
  readAt: z.iso.datetime().nullable(),
  files: z.array(StoredFileSchema),
  reactions: z.array(ChatReactionSchema),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatMessageResponseSchema = z.object({ data: ChatMessageSchema });
export const ChatMessagesResponseSchema = z.object({
  items: z.array(ChatMessageSchema).describe('Newest first'),
  /** The smallest index on this page, to pass as lastLoadedMessageIndexId; null when the page is empty. */
  lastLoadedMessageIndexId: z.number().int().nullable(),
  hasMore: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponseSchema>;
export const UpdateMessagesResponseSchema = z.object({
  items: z.array(ChatMessageSchema).describe('Oldest change first'),
  /** Pass as `since` next time. */
  serverTime: z.iso.datetime(),
});

export const ChatRoomSchema = z.object({
  id: z.uuid(),
  familyUserId: z.uuid(),
  providerId: z.uuid(),
  other: z.object({ userId: z.uuid().nullable(), displayName: z.string() }),
  lastMessage: z
    .object({
      id: z.uuid(),
      index: z.number().int(),
      senderId: z.uuid().nullable(),
      text: z.string().nullable(),
      createdAt: z.iso.datetime(),
      deletedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  unreadCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;
export const ChatRoomResponseSchema = z.object({ data: ChatRoomSchema });
export const ChatRoomsResponseSchema = z.object({
  items: z.array(ChatRoomSchema).describe('Latest activity first'),
  hasMore: z.boolean(),
  /** Unread messages over all the caller's rooms (the sidebar's count). */
  unreadTotal: z.number().int(),
});
export type ChatRoomsResponse = z.infer<typeof ChatRoomsResponseSchema>;

export const MarkMessagesResponseSchema = z.object({
  /** The messages whose receipt this call set (already set ones and the caller's own are left as they were). */
  updated: z.array(z.uuid()),
});

export const ChatFilesResponseSchema = z.object({ items: z.array(StoredFileSchema) });

export const CHAT_REPORT_REASON_MAX = 1000;

/** A participant reports a room: the SuperAdmin may then read it (ADR 024, "Reports"). */
export const ReportRoomBodySchema = z.object({
  roomId: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(1, 'Say what is wrong.')
    .max(CHAT_REPORT_REASON_MAX, `A report has at most ${CHAT_REPORT_REASON_MAX} characters.`),
});
export type ReportRoomBody = z.infer<typeof ReportRoomBodySchema>;

const ChatPersonSchema = z.object({ userId: z.uuid().nullable(), displayName: z.string() });

/** A reported room as the SuperAdmin lists it: both sides, every report on it, newest report first. */
export const ChatReportSchema = z.object({
  roomId: z.uuid(),
  family: ChatPersonSchema,
  provider: ChatPersonSchema.extend({ providerId: z.uuid() }),
  reports: z.array(z.object({ reporter: ChatPersonSchema, reason: z.string(), createdAt: z.iso.datetime() })),
  lastReportedAt: z.iso.datetime(),
  messageCount: z.number().int(),
});
export type ChatReport = z.infer<typeof ChatReportSchema>;
export const ChatReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ChatReportsResponseSchema = z.object({
  items: z.array(ChatReportSchema),
  total: z.number().int(),
});
export type ChatReportsResponse = z.infer<typeof ChatReportsResponseSchema>;
export const ChatReportResponseSchema = z.object({ data: ChatReportSchema });
/** The SuperAdmin's read of a reported room's messages: getMessages' paging, without reset. */
export const ReportedRoomMessagesQuerySchema = GetMessagesQuerySchema.omit({ roomId: true, reset: true });
export const ChatRoomIdParamsSchema = z.object({ roomId: z.uuid() });
