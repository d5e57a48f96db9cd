import { and, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSuperAdmin, users } from '@kinderly/db';
import { API_PATHS, Role } from '@kinderly/shared';
import { AppError } from '../src/lib/app-error.ts';
import { deleteUser } from '../src/services/admin/delete-user.ts';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

// The last-administrator rule under two deletions at once (ADR 027): only the live administrators are counted, with
// their rows locked, so two administrators deleting each other can never leave none.
const ctx = useTestApp();

const liveAdmins = async () =>
  ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`${users.roles} @> array[${Role.SuperAdmin}]::integer[]`));

const steps = { cancelOpenOrders: async () => [], leaveWaitlists: async () => 0 };
const asAdmin = (userId: string) => ({ userId, role: Role.SuperAdmin, email: '', sessionId: userId });

describe('two administrators deleting each other at once', () => {
  it('lets one through and refuses the other as the last administrator (the service, side by side)', async () => {
    const [a, b] = [await createSuperAdmin(ctx.app.db), await createSuperAdmin(ctx.app.db)];
    const outcomes = await Promise.allSettled([
      deleteUser({ db: ctx.app.db, actor: asAdmin(a.id), userId: b.id, ip: undefined, now: new Date(), steps }),
      deleteUser({ db: ctx.app.db, actor: asAdmin(b.id), userId: a.id, ip: undefined, now: new Date(), steps }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(refused!.reason).toBeInstanceOf(AppError);
    expect((refused!.reason as AppError).code).toBe('CONFLICT');
    expect((refused!.reason as AppError).details?.errors?.UserId?.[0]).toMatch(/last administrator/);
    expect(await liveAdmins()).toHaveLength(1);
  });

  it('leaves one administrator through the API too (the loser gets 409, or 401 when its session ended first)', async () => {
    const [survivor] = await liveAdmins();
    const c = await createSuperAdmin(ctx.app.db);
    const [survivorRow] = await ctx.app.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${survivor!.id}`);
    const first = bearer(await loginAs(ctx.app, survivorRow!));
    const second = bearer(await loginAs(ctx.app, c));
    const [one, two] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: API_PATHS.admin.deleteUser, headers: first, payload: { userId: c.id } }),
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.admin.deleteUser,
        headers: second,
        payload: { userId: survivor!.id },
      }),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect(await liveAdmins()).toHaveLength(1);
  });
});
