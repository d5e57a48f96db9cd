import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from './client.ts';
import { createProvider } from './factories/providers.ts';
import { createUser } from './factories/users.ts';
import { migrationsFolder } from './migrate.ts';
import { chatMessages, chatRooms, providers } from './schema/index.ts';
import { createTestDb } from './testing/index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

interface Room {
  id: string;
  familyUserId: string;
  providerUserId: string;
}

async function createRoom(db: Database): Promise<Room> {
  const family = await createUser(db);
  const provider = await createProvider(db);
  const [room] = await db
    .insert(chatRooms)
    .values({ familyUserId: family.id, providerId: provider.id })
    .returning({ id: chatRooms.id });
  return { id: room!.id, familyUserId: family.id, providerUserId: provider.userId };
}

let nextIndex = 1;
/** Messages inserted by one statement; `read` and `deleted` as the row starts. */
async function insertMessages(
  db: Database,
  room: Room,
  messages: { from: 'family' | 'provider' | null; read?: boolean; deleted?: boolean }[],
) {
  const rows = await db
    .insert(chatMessages)
    .values(
      messages.map((message) => ({
        roomId: room.id,
        index: nextIndex++,
        senderId:
          message.from === 'family' ? room.familyUserId : message.from === 'provider' ? room.providerUserId : null,
        body: message.deleted ? null : 'Hello',
        readAt: message.read ? new Date() : null,
        deletedAt: message.deleted ? new Date() : null,
      })),
    )
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

/** The counts the room keeps. */
async function stored(db: Database, roomId: string) {
  const [row] = await db
    .select({ family: chatRooms.familyUnread, provider: chatRooms.providerUnread })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId));
  return row;
}

/** The same counts worked out here from the messages (the oracle the triggers must agree with). */
async function counted(db: Database, roomId: string) {
  const [row] = await db
    .select({
      family: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id}
        and ${chatMessages.readAt} is null and ${chatMessages.deletedAt} is null
        and ${chatMessages.senderId} is distinct from ${chatRooms.familyUserId})`,
      provider: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id}
        and ${chatMessages.readAt} is null and ${chatMessages.deletedAt} is null
        and ${chatMessages.senderId} is distinct from ${providers.userId})`,
    })
    .from(chatRooms)
    .innerJoin(providers, eq(providers.id, chatRooms.providerId))
    .where(eq(chatRooms.id, roomId));
  return row;
}

const markRead = (db: Database, ids: string[]) =>
  db
    .update(chatMessages)
    .set({ readAt: sql`coalesce(${chatMessages.readAt}, now())` })
    .where(inArray(chatMessages.id, ids));
const softDelete = (db: Database, ids: string[]) =>
  db
    .update(chatMessages)
    .set({ body: null, deletedAt: sql`now()` })
    .where(inArray(chatMessages.id, ids));

describe('migration 0026: unread counts kept on the chat room', () => {
  it('moves with every message inserted, read, deleted, removed or whose sender is gone', async () => {
    const { db } = handle;
    const room = await createRoom(db);
    expect(await stored(db, room.id)).toEqual({ family: 0, provider: 0 });

    const fromFamily = await insertMessages(db, room, [{ from: 'family' }, { from: 'family' }, { from: 'family' }]);
    const fromProvider = await insertMessages(db, room, [
      { from: 'provider' },
      { from: 'provider' },
      { from: 'provider', read: true },
      { from: 'provider', deleted: true },
    ]);
    // A message nobody sent (a former member's) is unread for both sides.
    const [orphan] = await insertMessages(db, room, [{ from: null }]);
    expect(await stored(db, room.id)).toEqual({ family: 3, provider: 4 });

    await markRead(db, [fromFamily[0]!, fromProvider[0]!, fromProvider[2]!]);
    expect(await stored(db, room.id)).toEqual({ family: 2, provider: 3 });

    // Deleting an unread message takes it off; deleting a read or a deleted one changes nothing.
    await softDelete(db, [fromFamily[1]!, fromProvider[0]!, fromProvider[3]!]);
    expect(await stored(db, room.id)).toEqual({ family: 2, provider: 2 });
    // Reading a deleted message changes nothing either.
    await markRead(db, [fromFamily[1]!]);
    expect(await stored(db, room.id)).toEqual({ family: 2, provider: 2 });

    // Other changes (an edit, a receipt) leave the counts as they are.
    await db
      .update(chatMessages)
      .set({ body: 'Edited', seenAt: sql`now()` })
      .where(inArray(chatMessages.id, [fromFamily[2]!, fromProvider[1]!]));
    expect(await stored(db, room.id)).toEqual({ family: 2, provider: 2 });

    // The sender gone: the message counts for both sides.
    await db.update(chatMessages).set({ senderId: null }).where(eq(chatMessages.id, fromFamily[2]!));
    expect(await stored(db, room.id)).toEqual({ family: 3, provider: 2 });

    await db.delete(chatMessages).where(inArray(chatMessages.id, [orphan!, fromProvider[1]!]));
    expect(await stored(db, room.id)).toEqual({ family: 1, provider: 1 });
    expect(await stored(db, room.id)).toEqual(await counted(db, room.id));
  });

  it('stays right when reads, deletes and sends on two rooms race', async () => {
    const { db } = handle;
    const rooms = [await createRoom(db), await createRoom(db)];
    const ids = [];
    for (const room of rooms) ids.push(...(await insertMessages(db, room, Array(12).fill({ from: 'provider' }))));
    const [a, b] = [ids.slice(0, 12), ids.slice(12)];
    await Promise.all([
      // Statements that touch both rooms, in both orders.
      markRead(db, [...a.slice(0, 6), ...b.slice(0, 6)]),
      markRead(db, [...b.slice(3, 9), ...a.slice(3, 9)]),
      softDelete(db, [...a.slice(4, 10), ...b.slice(4, 10)]),
      softDelete(db, [...b.slice(8), ...a.slice(8)]),
      insertMessages(db, rooms[0]!, [{ from: 'provider' }, { from: 'family' }]),
      insertMessages(db, rooms[1]!, [{ from: 'provider' }]),
      markRead(db, [...a.slice(2, 5)]),
    ]);
    for (const room of rooms) expect(await stored(db, room.id)).toEqual(await counted(db, room.id));
    // Messages 0-9 were read or deleted, 10 and 11 deleted; the new provider message of each room is unread.
    expect(await stored(db, rooms[0]!.id)).toEqual({ family: 1, provider: 1 });
    expect(await stored(db, rooms[1]!.id)).toEqual({ family: 1, provider: 0 });
  });

  it('backfills the rooms that existed before it', async () => {
    const { db } = handle;
    const room = await createRoom(db);
    await insertMessages(db, room, [{ from: 'family' }, { from: 'provider' }, { from: 'provider', read: true }]);
    // As before the migration: the counts at their default (the triggers do not watch chat_rooms).
    await db.update(chatRooms).set({ familyUnread: 0, providerUnread: 0 }).where(eq(chatRooms.id, room.id));
    const statements = readFileSync(resolve(migrationsFolder(), '0026_chat_unread_counts.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const backfill = statements.at(-1)!;
    expect(backfill).toMatch(/Backfill/);
    await db.execute(sql.raw(backfill));
    expect(await stored(db, room.id)).toEqual({ family: 1, provider: 1 });
  });
});
