import { z } from 'zod';
import {
  API_PATHS,
  ChatMessagesResponseSchema,
  ChatReportResponseSchema,
  ChatReportsQuerySchema,
  ChatReportsResponseSchema,
  ChatRoomIdParamsSchema,
  ReportedRoomMessagesQuerySchema,
  ReportRoomBodySchema,
  Role,
  toRoutePath,
} from '@kinderly/shared';
import { getReport, listReports, readReportedRoom, reportRoom } from '../../services/chat/reports.ts';
import { BEARER, CHAT_CONFIG, TAGS, type ZodApp } from './deps.ts';

const ADMIN_CONFIG = { roles: [Role.SuperAdmin] } as const;

/** Reports (ADR 024): a participant reports a room; the SuperAdmin then reads it, read-only and audited. */
export async function reportRoutes(app: ZodApp) {
  app.post(
    toRoutePath(API_PATHS.chat.reportRoom),
    {
      config: CHAT_CONFIG,
      schema: {
        tags: TAGS,
        summary: 'Report a room you take part in: the administrator may then read it',
        security: BEARER,
        body: ReportRoomBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reportRoom({ db: app.db, actor: request.actor, body: request.body });
      return reply.status(204).send(null);
    },
  );
  app.get(
    toRoutePath(API_PATHS.chat.reports),
    {
      config: ADMIN_CONFIG,
      schema: {
        tags: ['admin'],
        summary: 'SuperAdmin: the reported rooms, most recently reported first, with every report',
        security: BEARER,
        querystring: ChatReportsQuerySchema,
        response: { 200: ChatReportsResponseSchema },
      },
    },
    async (request) => listReports({ db: app.db, ...request.query }),
  );
  app.get(
    toRoutePath(API_PATHS.chat.report),
    {
      config: ADMIN_CONFIG,
      schema: {
        tags: ['admin'],
        summary: 'SuperAdmin: one reported room with its reports (404 when nobody reported it)',
        security: BEARER,
        params: ChatRoomIdParamsSchema,
        response: { 200: ChatReportResponseSchema },
      },
    },
    async (request) => ({ data: await getReport({ db: app.db, roomId: request.params.roomId }) }),
  );
  app.get(
    toRoutePath(API_PATHS.chat.reportedRoomMessages),
    {
      config: ADMIN_CONFIG,
      schema: {
        tags: ['admin'],
        summary: "SuperAdmin: a reported room's messages, newest first, read-only; each read is audited",
        security: BEARER,
        params: ChatRoomIdParamsSchema,
        querystring: ReportedRoomMessagesQuerySchema,
        response: { 200: ChatMessagesResponseSchema },
      },
    },
    async (request) =>
      readReportedRoom({
        db: app.db,
        actor: request.actor,
        roomId: request.params.roomId,
        messagesPerPage: request.query.messagesPerPage,
        lastLoadedMessageIndexId: request.query.lastLoadedMessageIndexId,
        ip: request.ip,
      }),
  );
}
