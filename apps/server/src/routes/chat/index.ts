import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGE_NOTICE_JOB,
  sendMessageNotice,
  type MessageNoticePayload,
} from '../../services/chat/message-notice.ts';
import { messageRoutes } from './message-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { roomRoutes } from './room-routes.ts';

/** SPEC section 7's chat calls (issue 17, ADR 024). REST is the only way to write; the hub will only deliver. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register<MessageNoticePayload>(CHAT_MESSAGE_NOTICE_JOB, (payload) =>
    sendMessageNotice(
      { db: app.db, centre: app.notificationCentre, publicUrl: app.config.PUBLIC_URL, now: app.clock.now() },
      payload,
    ),
  );
  await roomRoutes(app);
  await messageRoutes(app);
  await reportRoutes(app);
};
