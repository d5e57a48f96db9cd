import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog, providers, users, type Database } from '@kinderly/db';
import type { AdminAuditLogQuery, AdminAuditLogResponse } from '@kinderly/shared';

/**
 * The audit log as the administrator reads it (issue 18): newest first, paged on the server, filtered by action.
 * Reading it is not itself logged (it holds no personal record), and nothing in the app writes to it but
 * `recordAudit`; the database refuses updates and deletes (migration 0019).
 */
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the page's entries are about, named: a person (by their name) or a provider (by its business name). Read
 * by primary key for the page's own targets (a join on `id::text = target_id` could use no index).
 */
async function targetNames(db: Database, rows: { targetType: string; targetId: string }[]) {
  const ids = (type: string) => [
    ...new Set(rows.filter((row) => row.targetType === type && UUID.test(row.targetId)).map((row) => row.targetId)),
  ];
  const [people, businesses] = await Promise.all([
    ids('user').length
      ? db
          .select({ id: users.id, name: fullName(users) })
          .from(users)
          .where(inArray(users.id, ids('user')))
      : [],
    ids('provider').length
      ? db
          .select({ id: providers.id, name: providers.businessName })
          .from(providers)
          .where(inArray(providers.id, ids('provider')))
      : [],
  ]);
  const names = new Map<string, string | null>([
    ...people.map((row) => [`user:${row.id}`, row.name] as const),
    ...businesses.map((row) => [`provider:${row.id}`, row.name] as const),
  ]);
  return (row: { targetType: string; targetId: string }) => names.get(`${row.targetType}:${row.targetId}`) ?? null;
}

export async function listAuditLog(db: Database, query: AdminAuditLogQuery): Promise<AdminAuditLogResponse> {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [total], actions] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorUserId: auditLog.actorUserId,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        ip: auditLog.ip,
        actorId: users.id,
        actorName: fullName(users),
        actorEmail: users.email,
      })
      .from(auditLog)
      // A deleted administrator (ADR 027) is "a former administrator", like one whose row is gone.
      .leftJoin(users, and(eq(users.id, auditLog.actorUserId), isNull(users.deletedAt)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  const nameOf = await targetNames(db, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actor:
        row.actorId && row.actorEmail !== null
          ? { id: row.actorId, name: row.actorName ?? row.actorEmail, email: row.actorEmail }
          : null,
      actorUserId: row.actorUserId,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: nameOf(row),
      ip: row.ip,
    })),
    actions: actions.map((row) => row.action),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
