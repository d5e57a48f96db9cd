import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { notifications, type Database } from '@kinderly/db';
import type { Notification, NotificationKind, NotificationList, NotificationListQuery } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';

type Row = typeof notifications.$inferSelect;

const toDto = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: new Date(row.createdAt).toISOString(),
  readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
});

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The person's notifications, newest first, a page at a time: `after` is the last id of the previous page (keyset
 * paging on (created_at, id), so a notification arriving meanwhile neither repeats nor hides an item).
 */
export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const conditions = [eq(notifications.userId, userId)];
  if (query.unread) conditions.push(isNull(notifications.readAt));
  if (query.after) {
    const [last] = await db
      .select({ createdAt: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, query.after), eq(notifications.userId, userId)));
    if (!last) throw AppError.notFound('No such notification.');
    conditions.push(
      or(
        lt(notifications.createdAt, last.createdAt),
        and(eq(notifications.createdAt, last.createdAt), lt(notifications.id, last.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return {
    items: page.map(toDto),
    unreadCount: await unreadCount(db, userId),
    nextAfter: rows.length > query.pageSize ? page.at(-1)!.id : null,
  };
}

/** Marks one of the person's notifications read (another person's is a 404); reading twice keeps the first time. */
export async function markRead(db: Database, userId: string, id: string, now: Date): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound('No such notification.');
  return toDto(row);
}

export async function markAllRead(db: Database, userId: string, now: Date) {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unreadCount: await unreadCount(db, userId) };
}
