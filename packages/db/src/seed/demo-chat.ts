import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatMessages, chatRoomReports, chatRooms, providers, users } from '../schema/index.ts';
import { DEMO_NEIGHBOUR } from './demo-children.ts';

/** The demo provider the neighbour wrote to (seedDemoProviders' second). */
export const DEMO_REPORTED_PROVIDER_EMAIL = 'provider02@kinderly.example';

const idOf = async (db: Database, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0]?.id;

/**
 * One reported conversation, so the administrator's reported-conversations pages show what they are for: the
 * neighbour family and a demo provider, three messages, the provider's report. Skipped when the room exists or
 * either account is missing. Returns how many rooms were created.
 */
export async function seedDemoReportedChat(db: Database): Promise<number> {
  const familyId = await idOf(db, DEMO_NEIGHBOUR.email);
  const ownerId = await idOf(db, DEMO_REPORTED_PROVIDER_EMAIL);
  if (!familyId || !ownerId) return 0;
  const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, ownerId));
  if (!provider) return 0;
  const [existing] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.familyUserId, familyId), eq(chatRooms.providerId, provider.id)));
  if (existing) return 0;
  const lines: [string, string][] = [
    [familyId, 'Hello! Do you have a place for Théo on Tuesdays and Thursdays?'],
    [ownerId, 'Hello Sam, yes from January. You can book the days from my profile.'],
    [familyId, 'Could I pay you in cash instead, outside the app? It would be cheaper for both of us.'],
  ];
  await db.transaction(async (tx) => {
    const [room] = await tx
      .insert(chatRooms)
      .values({ familyUserId: familyId, providerId: provider.id, nextIndex: lines.length + 1 })
      .returning();
    const start = Date.now() - 2 * 24 * 3600_000;
    const messages = await tx
      .insert(chatMessages)
      .values(
        lines.map(([senderId, body], i) => {
          const at = new Date(start + i * 40 * 60_000);
          return { roomId: room!.id, index: i + 1, senderId, body, createdAt: at, updatedAt: at, readAt: at };
        }),
      )
      .returning();
    const last = messages.at(-1)!;
    await tx
      .update(chatRooms)
      .set({ lastMessageId: last.id, lastMessageAt: last.createdAt })
      .where(eq(chatRooms.id, room!.id));
    await tx.insert(chatRoomReports).values({
      roomId: room!.id,
      reporterId: ownerId,
      reason: 'The family asks to pay in cash outside the platform.',
    });
  });
  return 1;
}
