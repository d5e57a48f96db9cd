import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog, providers, users, type Database } from '@kinderly/db';
import type { AdminAuditLogQuery, AdminAuditLogResponse } from '@kinderly/shared';

/**
 * The audit log as the administrator reads it (issue 18): newest first, paged on the server, filtered by action.
 * Reading it is not itself logged (it holds no personal record), and nothing in the app writes to it but
 * `recordAudit`; the database refuses updates and deletes (migration 0019).
 */
// What an entry is about, named: a person (by their name) or a provider (by its business name).
const targetUser = alias(users, 'target_user');
const targetProvider = alias(providers, 'target_provider');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

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
        targetName: sql<string | null>`coalesce(${fullName(targetUser)}, ${targetProvider.businessName})`,
      })
      .from(auditLog)
      // A deleted administrator (ADR 027) is "a former administrator", like one whose row is gone.
      .leftJoin(users, and(eq(users.id, auditLog.actorUserId), isNull(users.deletedAt)))
      .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)))
      .leftJoin(
        targetProvider,
        and(eq(auditLog.targetType, 'provider'), eq(sql`${targetProvider.id}::text`, auditLog.targetId)),
      )
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
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
      targetName: row.targetName,
      ip: row.ip,
    })),
    actions: actions.map((row) => row.action),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
