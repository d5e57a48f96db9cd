import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, chatRoomReports, chatRooms, providers, users, type Database } from '@kinderly/db';
import {
  CHAT_FORMER_MEMBER,
  type ChatMessagesResponse,
  type ChatReport,
  type ChatReportsResponse,
  type ReportRoomBody,
} from '@kinderly/shared';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../plugins/auth.ts';
import { requireRoom, roomNotFound } from './chat-access.ts';
import { toChatMessages } from './message-view.ts';

/**
 * Reports (ADR 024, "Reports"): a participant reports a room; the SuperAdmin may then list it and read its
 * messages, read-only, every read written to the audit log. A room nobody reported stays closed to the SuperAdmin
 * (the same 404 as a room that does not exist).
 */

/** reportRoom: one report per participant and room; reporting again replaces the reason and the time. */
export async function reportRoom(input: { db: Database; actor: Actor; body: ReportRoomBody }): Promise<void> {
  const { db, actor, body } = input;
  await requireRoom(db, actor, body.roomId);
  await db
    .insert(chatRoomReports)
    .values({ roomId: body.roomId, reporterId: actor.userId, reason: body.reason })
    .onConflictDoUpdate({
      target: [chatRoomReports.roomId, chatRoomReports.reporterId],
      set: { reason: body.reason, createdAt: sql`now()` },
    });
}

const nameOf = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : CHAT_FORMER_MEMBER;

/** The reported rooms, most recently reported first, with every report and both sides' names. */
export async function listReports(input: {
  db: Database;
  page: number;
  pageSize: number;
}): Promise<ChatReportsResponse> {
  const { db } = input;
  const lastReportedAt = sql<Date>`max(${chatRoomReports.createdAt})`;
  const [rooms, [total]] = await Promise.all([
    db
      .select({ roomId: chatRoomReports.roomId, lastReportedAt })
      .from(chatRoomReports)
      .groupBy(chatRoomReports.roomId)
      .orderBy(desc(lastReportedAt), chatRoomReports.roomId)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: sql<number>`count(distinct ${chatRoomReports.roomId})::int` }).from(chatRoomReports),
  ]);
  return { items: await describeReportedRooms(db, rooms), total: Number(total?.n ?? 0) };
}

/** One reported room as the list shows it; 404 when nobody reported it. */
export async function getReport(input: { db: Database; roomId: string }): Promise<ChatReport> {
  const lastReportedAt = sql<Date>`max(${chatRoomReports.createdAt})`;
  const rooms = await input.db
    .select({ roomId: chatRoomReports.roomId, lastReportedAt })
    .from(chatRoomReports)
    .where(eq(chatRoomReports.roomId, input.roomId))
    .groupBy(chatRoomReports.roomId);
  const [report] = await describeReportedRooms(input.db, rooms);
  if (!report) throw roomNotFound();
  return report;
}

async function describeReportedRooms(
  db: Database,
  rooms: readonly { roomId: string; lastReportedAt: Date }[],
): Promise<ChatReport[]> {
  if (rooms.length === 0) return [];
  const roomIds = rooms.map((room) => room.roomId);
  const family = alias(users, 'family');
  const owner = alias(users, 'owner');
  const reporter = alias(users, 'reporter');
  const [details, reports, counts] = await Promise.all([
    db
      .select({
        roomId: chatRooms.id,
        familyUserId: chatRooms.familyUserId,
        familyFirst: family.firstName,
        familyLast: family.lastName,
        providerId: chatRooms.providerId,
        ownerId: providers.userId,
        businessName: providers.businessName,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
      })
      .from(chatRooms)
      .innerJoin(providers, eq(providers.id, chatRooms.providerId))
      .leftJoin(family, eq(family.id, chatRooms.familyUserId))
      .leftJoin(owner, eq(owner.id, providers.userId))
      .where(inArray(chatRooms.id, roomIds)),
    db
      .select({
        roomId: chatRoomReports.roomId,
        reporterId: chatRoomReports.reporterId,
        first: reporter.firstName,
        last: reporter.lastName,
        reason: chatRoomReports.reason,
        createdAt: chatRoomReports.createdAt,
      })
      .from(chatRoomReports)
      .leftJoin(reporter, eq(reporter.id, chatRoomReports.reporterId))
      .where(inArray(chatRoomReports.roomId, roomIds))
      .orderBy(desc(chatRoomReports.createdAt)),
    db
      .select({ roomId: chatMessages.roomId, n: count() })
      .from(chatMessages)
      .where(inArray(chatMessages.roomId, roomIds))
      .groupBy(chatMessages.roomId),
  ]);
  return rooms.flatMap((room): ChatReport[] => {
    const detail = details.find((row) => row.roomId === room.roomId);
    if (!detail) return [];
    const providerName =
      detail.businessName ?? (detail.ownerFirst ? nameOf(detail.ownerFirst, detail.ownerLast) : CHAT_FORMER_MEMBER);
    return [
      {
        roomId: room.roomId,
        family: { userId: detail.familyUserId, displayName: nameOf(detail.familyFirst, detail.familyLast) },
        provider: { userId: detail.ownerId, providerId: detail.providerId, displayName: providerName },
        reports: reports
          .filter((report) => report.roomId === room.roomId)
          .map((report) => ({
            reporter: { userId: report.reporterId, displayName: nameOf(report.first, report.last) },
            reason: report.reason,
            createdAt: report.createdAt.toISOString(),
          })),
        lastReportedAt: new Date(room.lastReportedAt).toISOString(),
        messageCount: Number(counts.find((row) => row.roomId === room.roomId)?.n ?? 0),
      },
    ];
  });
}

/**
 * The SuperAdmin reads a reported room's messages (newest first, getMessages' paging). Each page read is written
 * to the audit log in the same transaction, so no read goes unrecorded.
 */
export async function readReportedRoom(input: {
  db: Database;
  actor: Actor;
  roomId: string;
  messagesPerPage: number;
  lastLoadedMessageIndexId: number | undefined;
  ip: string | undefined;
}): Promise<ChatMessagesResponse> {
  const { actor, roomId } = input;
  return input.db.transaction(async (tx) => {
    const [reported] = await tx
      .select({ roomId: chatRoomReports.roomId })
      .from(chatRoomReports)
      .where(eq(chatRoomReports.roomId, roomId))
      .limit(1);
    if (!reported) throw roomNotFound();
    const below = input.lastLoadedMessageIndexId;
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), below === undefined ? undefined : lt(chatMessages.index, below)))
      .orderBy(desc(chatMessages.index))
      .limit(input.messagesPerPage + 1);
    const page = rows.slice(0, input.messagesPerPage);
    await recordAudit(tx, {
      actor,
      action: 'chat.room.read',
      targetType: 'chat_room',
      targetId: roomId,
      ip: input.ip,
      details: { messages: page.length, below: below ?? null },
    });
    return {
      items: await toChatMessages(tx, page),
      lastLoadedMessageIndexId: page.at(-1)?.index ?? null,
      hasMore: rows.length > input.messagesPerPage,
    };
  });
}
