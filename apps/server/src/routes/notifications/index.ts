import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  MarkAllReadResponseSchema,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  PushKeySchema,
  PushSubscriptionSchema,
  RemovePushSubscriptionSchema,
  toRoutePath,
  UnreadCountSchema,
} from '@kinderly/shared';
import { listNotifications, markAllRead, markRead, unreadCount } from '../../services/notifications/inbox.ts';
import { removePushSubscription, savePushSubscription } from '../../services/notifications/push-subscriptions.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** The notification centre (issue 19, ADR 029): every signed-in person's own notifications, nobody else's. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    toRoutePath(API_PATHS.notifications.list),
    {
      schema: {
        tags,
        security,
        summary: "The signed-in person's notifications, newest first (keyset pages), with the unread count",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => listNotifications(app.db, request.actor.userId, request.query),
  );
  app.get(
    toRoutePath(API_PATHS.notifications.unreadCount),
    {
      schema: {
        tags,
        security,
        summary: 'How many notifications the signed-in person has not read (the bell)',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => ({ unreadCount: await unreadCount(app.db, request.actor.userId) }),
  );
  app.put(
    toRoutePath(API_PATHS.notifications.markRead),
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of the signed-in person’s notifications read (another person’s is a 404)',
        params: NotificationIdParamsSchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) => markRead(app.db, request.actor.userId, request.params.id, app.clock.now()),
  );
  app.put(
    toRoutePath(API_PATHS.notifications.markAllRead),
    {
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the signed-in person read',
        response: { 200: MarkAllReadResponseSchema },
      },
    },
    async (request) => markAllRead(app.db, request.actor.userId, app.clock.now()),
  );

  app.get(
    toRoutePath(API_PATHS.notifications.pushKey),
    {
      schema: {
        tags,
        security,
        summary: 'The VAPID public key a browser subscribes to web push with',
        response: { 200: PushKeySchema },
      },
    },
    async () => ({ publicKey: app.vapidPublicKey }),
  );
  app.post(
    toRoutePath(API_PATHS.notifications.pushSubscriptions),
    {
      schema: {
        tags,
        security,
        summary: "Keeps this browser's push subscription for the signed-in person (PushSubscription.toJSON())",
        body: PushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await savePushSubscription(app.db, request.actor.userId, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    toRoutePath(API_PATHS.notifications.pushSubscriptions),
    {
      schema: {
        tags,
        security,
        summary: "Forgets one of the signed-in person's browsers (its endpoint)",
        body: RemovePushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePushSubscription(app.db, request.actor.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
