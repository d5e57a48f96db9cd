import { z } from 'zod';

/**
 * The events of the notification centre (issue 19, ADR 029). Each one is rendered once, in English and French,
 * when it happens, and delivered on the channels the person chose: in-app always, e-mail and web push as set.
 */
export const NOTIFICATION_KINDS = [
  'booking.requested',
  'booking.approved',
  'booking.refused',
  'booking.cancelled',
  'booking.expired',
  'booking.payment_failed',
  'booking.payment_fixed',
  'booking.payment_cancelled',
  'booking.reminder',
  'booking.proposed',
  'booking.checked_in',
  'booking.picked_up',
  'booking.no_show',
  'waitlist.position',
  'waitlist.offer',
  'waitlist.offer_expiring',
  'waitlist.offer_expired',
  'waitlist.offer_accepted',
  'chat.message',
  'badge.verified',
  'account.event',
  'account.password_changed',
  'account.referral_joined',
  'account.co_parent_joined',
  'alert.match',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** A text in both languages: the web app shows the one of its current language, and switches without a call. */
export const LocalizedTextSchema = z.object({ en: z.string(), fr: z.string() });

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  title: LocalizedTextSchema,
  body: LocalizedTextSchema.describe('Paragraphs separated by a blank line'),
  link: z.string().nullable().describe('Where the notification leads in the app, or null'),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationListQuerySchema = z.object({
  /** The last item of the previous page (its id): the page starts after it. */
  after: z.uuid({ error: 'Use the id of a notification.' }).optional(),
  pageSize: z.coerce
    .number({ error: 'Use a number.' })
    .int({ error: 'Use a whole number.' })
    .min(1, { error: 'Use at least 1.' })
    .max(100, { error: 'Use at most 100.' })
    .default(NOTIFICATIONS_PAGE_SIZE),
  unread: z.stringbool({ error: 'Use true or false.' }).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  /** The id to pass as `after` for the next page, or null at the end. */
  nextAfter: z.uuid().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** Sent on the real-time hub to the person's sockets when a notification is created (ADR 029). */
export const NOTIFICATION_HUB_EVENT = 'notification:new';
export const NotificationHubPayloadSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  unreadCount: z.number().int(),
});
export type NotificationHubPayload = z.infer<typeof NotificationHubPayloadSchema>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'Use the push service address the browser gave.' }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;
export const PushKeySchema = z.object({ publicKey: z.string() });

export const NotificationIdParamsSchema = z.object({ id: z.uuid({ error: 'Use the id of a notification.' }) });
export const MarkAllReadResponseSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export const RemovePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2000) });
export * from './search-alerts.ts';
