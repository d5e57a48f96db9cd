import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHomeProvider, createNanny, createParent, createSuperAdmin } from '@kinderly/db';
import { API_PATHS, type AdminAuditLogResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { bookableProvider } from './booking-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

// Issue 18: every administrator action is in the audit log, which /admin shows newest first and nobody can edit.
const ctx = useTestApp();
let admin: Headers;
let adminId: string;

const read = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.auditLog}${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAuditLogResponse>();
};
const view = (userId: string) =>
  ctx.app.inject({ method: 'GET', url: API_PATHS.admin.user.replace('{userId}', userId), headers: admin });

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db, { firstName: 'Morgan', lastName: 'Gagnon' });
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});

describe('GET /api/admin/audit-log', () => {
  it('lists what administrators did, newest first, with who, on what and from where, paged and filtered', async () => {
    const first = await createParent(ctx.db.db);
    const second = await createParent(ctx.db.db);
    expect((await view(first.id)).statusCode).toBe(200);
    expect((await view(second.id)).statusCode).toBe(200);
    const provider = await bookableProvider(ctx.db.db);
    const children = API_PATHS.admin.providerChildren.replace('{userId}', provider.userId);
    expect((await ctx.app.inject({ method: 'GET', url: children, headers: admin })).statusCode).toBe(200);

    const log = await read();
    expect(log.total).toBe(3);
    expect(log.items.map((entry) => [entry.action, entry.targetId])).toEqual([
      ['provider.children.view', provider.userId],
      ['user.view', second.id],
      ['user.view', first.id],
    ]);
    expect(log.items[1]!.targetName).toBe(`${second.firstName} ${second.lastName}`);
    expect(log.items[0]).toMatchObject({
      actor: { id: adminId, name: 'Morgan Gagnon' },
      actorUserId: adminId,
      ip: '127.0.0.1',
    });
    expect(log.actions).toEqual(['provider.children.view', 'user.view']);

    const views = await read('?action=user.view&pageSize=1&page=2');
    expect(views.total).toBe(2);
    expect(views.items.map((entry) => entry.targetId)).toEqual([first.id]);
  });

  it('cannot be changed: the database refuses updates and deletes of the log', async () => {
    await expect(ctx.db.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(ctx.db.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('answers 400 for a bad filter, with the field named', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.admin.auditLog}?action=${encodeURIComponent('drop table;')}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('Action');
  });

  it('refuses the other three roles (403) and anonymous (401)', async () => {
    for (const user of [
      await createParent(ctx.db.db),
      await createNanny(ctx.db.db),
      await createHomeProvider(ctx.db.db),
    ]) {
      const headers = bearer(await loginAs(ctx.app, user));
      expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.admin.auditLog, headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.admin.auditLog })).statusCode).toBe(401);
  });
});
