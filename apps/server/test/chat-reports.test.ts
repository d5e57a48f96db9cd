import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, createParent, createSuperAdmin } from '@kinderly/db';
import { API_PATHS, type ChatMessagesResponse, type ChatReportsResponse } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { chatParty, get, sendText, type ChatParty } from './chat-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
let party: ChatParty;
let admin: Headers;
let adminId: string;
let stranger: Headers;

const report = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.chat.reportRoom, headers, payload });
const reportUrl = (roomId: string) => API_PATHS.chat.report.replace('{roomId}', roomId);
const messagesUrl = (roomId: string, query = '') =>
  `${API_PATHS.chat.reportedRoomMessages.replace('{roomId}', roomId)}${query}`;

beforeAll(async () => {
  party = await chatParty(ctx.app, ctx.db.db, 'Report Daycare');
  const superAdmin = await createSuperAdmin(ctx.db.db);
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
  stranger = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
  for (const text of ['Hello', 'Are you open Friday?', 'Call me at 555'])
    await sendText(ctx.app, party.family, party.room.id, text);
});

describe('a room nobody reported', () => {
  it('stays closed to the SuperAdmin: not listed, its messages 404', async () => {
    const list = (await get(ctx.app, admin, API_PATHS.chat.reports)).json<ChatReportsResponse>();
    expect(list.items.map((item) => item.roomId)).not.toContain(party.room.id);
    expect((await get(ctx.app, admin, messagesUrl(party.room.id))).statusCode).toBe(404);
    expect((await get(ctx.app, admin, reportUrl(party.room.id))).statusCode).toBe(404);
  });
});

describe('reportRoom', () => {
  it('refuses an empty reason (400 Reason), a foreign room (404) and the SuperAdmin (403)', async () => {
    const empty = await report(party.family, { roomId: party.room.id, reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('Reason');
    expect((await report(stranger, { roomId: party.room.id, reason: 'Spam' })).statusCode).toBe(404);
    expect((await report(admin, { roomId: party.room.id, reason: 'Spam' })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.chat.reportRoom,
      payload: { roomId: party.room.id, reason: 'Spam' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets either participant report; a second report by one person replaces its reason', async () => {
    expect((await report(party.family, { roomId: party.room.id, reason: 'Rude' })).statusCode).toBe(204);
    expect((await report(party.provider, { roomId: party.room.id, reason: 'Asks for cash' })).statusCode).toBe(204);
    expect((await report(party.family, { roomId: party.room.id, reason: 'Rude and pushy' })).statusCode).toBe(204);
    const list = (await get(ctx.app, admin, API_PATHS.chat.reports)).json<ChatReportsResponse>();
    const item = list.items.find((entry) => entry.roomId === party.room.id)!;
    expect(item).toMatchObject({
      family: { userId: party.familyId },
      provider: { providerId: party.providerId, userId: party.providerUserId, displayName: 'Report Daycare' },
      messageCount: 3,
    });
    // Newest report first; the family's second report replaced its first.
    expect(item.reports.map((entry) => entry.reason)).toEqual(['Rude and pushy', 'Asks for cash']);
    expect(list.total).toBeGreaterThanOrEqual(1);
    const one = await get(ctx.app, admin, reportUrl(party.room.id));
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(item);
  });
});

describe('the SuperAdmin reading a reported room', () => {
  it('pages its messages newest first and writes every read to the audit log', async () => {
    const first = await get(ctx.app, admin, messagesUrl(party.room.id, '?messagesPerPage=2'));
    expect(first.statusCode).toBe(200);
    const page = first.json<ChatMessagesResponse>();
    expect(page.items.map((message) => message.text)).toEqual(['Call me at 555', 'Are you open Friday?']);
    expect(page.hasMore).toBe(true);
    const rest = (
      await get(
        ctx.app,
        admin,
        messagesUrl(party.room.id, `?lastLoadedMessageIndexId=${page.lastLoadedMessageIndexId}`),
      )
    ).json<ChatMessagesResponse>();
    expect(rest.items.map((message) => message.text)).toEqual(['Hello']);
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, party.room.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, action: 'chat.room.read', targetType: 'chat_room' });
    expect(audit[0]!.ip).toBeTruthy();
  });

  it('is the SuperAdmin only: participants and strangers 403, anonymous 401', async () => {
    for (const headers of [party.family, party.provider, stranger]) {
      expect((await get(ctx.app, headers, API_PATHS.chat.reports)).statusCode).toBe(403);
      expect((await get(ctx.app, headers, messagesUrl(party.room.id))).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.chat.reports })).statusCode).toBe(401);
  });

  it('is read-only: the SuperAdmin still cannot send, and a reading does not mark anything read', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.chat.sendMessage,
      headers: admin,
      payload: { roomId: party.room.id, text: 'Hi' },
    });
    expect(sent.statusCode).toBe(403);
    const page = (await get(ctx.app, admin, messagesUrl(party.room.id))).json<ChatMessagesResponse>();
    expect(page.items.every((message) => message.readAt === null)).toBe(true);
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, even by the database user the app connects with', async () => {
    await ctx.db.db
      .insert(auditLog)
      .values({ actorUserId: adminId, action: 'test.entry', targetType: 'test', targetId: party.room.id, ip: null });
    await expect(ctx.db.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.db.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = await ctx.db.db.select().from(auditLog).where(eq(auditLog.targetId, party.room.id));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'chat.room.read',
      'chat.room.read',
      'chat.room.read',
      'test.entry',
    ]);
  });
});
