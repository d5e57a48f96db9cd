import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGE_NOTICE_JOB,
  sendMessageNotice,
  type MessageNoticePayload,
} from '../../services/chat/message-notice.ts';
import { hubRoutes } from './hub-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { roomRoutes } from './room-routes.ts';

/** SPEC section 7's chat calls (issue 17, ADR 024). REST writes, and the hub's message:send
 * is REST sendMessage over the socket. */
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
  hubRoutes(app);
};
