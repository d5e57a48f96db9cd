import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  createChild,
  createHomeProvider,
  createNanny,
  createParent,
  createProvider,
  createSuperAdmin,
  creditCards,
} from '@kinderly/db';
import { API_PATHS, Role, type AdminUserDetails, type AdminUsersResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
let admin: Headers;
let adminId: string;

const list = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.users}${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUsersResponse>();
};
const detailsUrl = (userId: string) => API_PATHS.admin.user.replace('{userId}', userId);

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db, { firstName: 'Morgan', lastName: 'Gagnon' });
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});

describe('GET /api/admin/users', () => {
  it('finds by part of a name, e-mail or user name, whatever the case, and escapes like wildcards', async () => {
    const zoe = await createParent(ctx.db.db, {
      firstName: 'Zoé',
      lastName: 'Bergeron',
      email: 'zoe.b@example.org',
      userName: 'zbergeron',
    });
    await createParent(ctx.db.db, { firstName: 'Percent', lastName: '50%off', userName: 'percent-user' });
    for (const search of ['bergeron', 'ZOE.B@EXAMPLE', 'zbergER', 'zoé ber']) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        found.items.map((user) => user.id),
        search,
      ).toEqual([zoe.id]);
    }
    expect((await list(`?search=${encodeURIComponent('50%')}`)).items.map((user) => user.lastName)).toEqual(['50%off']);
    expect((await list(`?search=${encodeURIComponent('5_%')}`)).total).toBe(0);
  });

  it('filters by role and by state, newest first, paged with the total', async () => {
    const nanny = await createNanny(ctx.db.db, { firstName: 'Nadia' });
    const unconfirmed = await createParent(ctx.db.db, { emailConfirmed: false, firstName: 'Una' });
    const temporary = await createParent(ctx.db.db, { isTemporary: true, firstName: 'Tem' });
    const nannies = await list(`?role=${Role.Nanny}`);
    expect(nannies.items.map((user) => user.id)).toContain(nanny.id);
    expect(nannies.items.every((user) => user.roles.includes(Role.Nanny))).toBe(true);
    expect((await list('?state=unconfirmed')).items.map((user) => user.id)).toEqual([unconfirmed.id]);
    expect((await list('?state=temporary')).items.map((user) => user.id)).toEqual([temporary.id]);
    const all = await list('?pageSize=100');
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((user) => user.id)).toEqual(all.items.slice(0, 4).map((u) => u.id));
    expect(all.items[0]!.id).toBe(temporary.id);
    const createdAt = all.items.map((user) => user.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
  });

  it('answers 400 for a bad filter with the field named', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.users}?role=9`, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('Role');
    const state = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.users}?state=x`, headers: admin });
    expect(state.json().errors).toHaveProperty('State');
  });
});

describe('GET /api/admin/users/{userId}', () => {
  it("gives a parent's children and cards (brand and last 4 only), and writes the view to the audit log", async () => {
    const parent = await createParent(ctx.db.db, { firstName: 'Lina' });
    await createChild(ctx.db.db, { parentId: parent.id, child: { firstName: 'Noé' } });
    await ctx.db.db.insert(creditCards).values({
      userId: parent.id,
      gateway: 'sandbox',
      paymentMethodId: `pm_${parent.id}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
    });
    await loginAs(ctx.app, parent);
    const response = await ctx.app.inject({ method: 'GET', url: detailsUrl(parent.id), headers: admin });
    expect(response.statusCode).toBe(200);
    const details = response.json<{ data: AdminUserDetails }>().data;
    expect(details).toMatchObject({
      id: parent.id,
      firstName: 'Lina',
      children: [{ firstName: 'Noé', relationship: 'Parent' }],
      business: null,
      cards: [{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true }],
      activity: { bookings: 0, waitlistEntries: 0, chatRooms: 0 },
    });
    expect(details.activity.signIns).toHaveLength(1);
    expect(JSON.stringify(details)).not.toMatch(/pm_|passwordHash|password_hash/);
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, parent.id));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: adminId, action: 'user.view', targetType: 'user' })]);
  });

  it("gives a provider's business, and 404 for an unknown id", async () => {
    const listed = await createProvider(ctx.db.db, { complete: true, businessName: 'Cedar House' });
    const details = (await ctx.app.inject({ method: 'GET', url: detailsUrl(listed.userId), headers: admin })).json<{
      data: AdminUserDetails;
    }>().data;
    expect(details.business).toMatchObject({ providerId: listed.id, businessName: 'Cedar House', isListed: true });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: detailsUrl('00000000-0000-4000-8000-000000000000'),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who may call them', () => {
  it('refuses the other three roles (403) and anonymous (401)', async () => {
    const others = [await createParent(ctx.db.db), await createNanny(ctx.db.db), await createHomeProvider(ctx.db.db)];
    for (const user of others) {
      const headers = bearer(await loginAs(ctx.app, user));
      for (const url of [API_PATHS.admin.users, detailsUrl(user.id)]) {
        expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(403);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.admin.users })).statusCode).toBe(401);
  });
});
