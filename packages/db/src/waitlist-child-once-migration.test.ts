import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { createChild } from './factories/children.ts';
import { createProvider } from './factories/providers.ts';
import { createParent } from './factories/users.ts';
import { migrationsFolder } from './migrate.ts';
import { waitlistRequestEvents, waitlistRequests, waitlistTickets } from './schema/index.ts';
import { createTestDb } from './testing/index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const statements = () =>
  readFileSync(resolve(migrationsFolder(), '0017_waitlist_offer_window.sql'), 'utf8').split('--> statement-breakpoint');

describe('migration 0017: a child stands once in a provider list (ADR 023 session 9)', () => {
  it('fills child_id from the ticket and keeps one active entry per child and provider, the offered one', async () => {
    const db = handle.db;
    const parent = await createParent(db);
    const child = await createChild(db, { parentId: parent.id, stage: 'enrolled' });
    const provider = await createProvider(db);
    const other = await createProvider(db);
    const ticket = async () =>
      (
        await db
          .insert(waitlistTickets)
          .values({ childId: child.id, selections: {}, distanceKm: 10, requestedStartDate: '2027-09-06' })
          .returning()
      )[0]!;
    const [first, second] = [await ticket(), await ticket()];

    // As before the migration: no child column to hold the rule, so the child stands twice at one provider.
    await db.execute(sql`drop index waitlist_requests_active_child_idx`);
    await db.execute(sql`alter table waitlist_requests alter column child_id drop not null`);
    const insert = async (ticketId: string, providerId: string, status: string, joinedAt: string) => {
      const offeredAt = status === 'offered' ? joinedAt : null;
      await db.execute(sql`insert into waitlist_requests
        (ticket_id, provider_id, status, joined_at, offered_at, offer_expires_at)
        values (${ticketId}, ${providerId}, ${status}, ${joinedAt}::timestamptz, ${offeredAt}::timestamptz,
          ${offeredAt}::timestamptz)`);
      const [row] = await db
        .select({ id: waitlistRequests.id })
        .from(waitlistRequests)
        .where(and(eq(waitlistRequests.ticketId, ticketId), eq(waitlistRequests.providerId, providerId)));
      return row!.id;
    };
    const earliest = await insert(first.id, provider.id, 'waiting', '2027-01-01T10:00:00Z');
    const offered = await insert(second.id, provider.id, 'offered', '2027-01-02T10:00:00Z');
    const elsewhere = await insert(first.id, other.id, 'waiting', '2027-01-03T10:00:00Z');

    const [, , addColumn, backfill, dedupe, notNull, , index] = statements();
    expect(addColumn).toMatch(/ADD COLUMN "child_id"/);
    for (const statement of [backfill, dedupe, notNull, index]) await db.execute(sql.raw(statement!));

    const rows = await db
      .select()
      .from(waitlistRequests)
      .where(inArray(waitlistRequests.id, [earliest, offered, elsewhere]));
    expect(rows.every((row) => row.childId === child.id)).toBe(true);
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(status).toEqual({ [earliest]: 'removed', [offered]: 'offered', [elsewhere]: 'waiting' });
    const events = await db
      .select()
      .from(waitlistRequestEvents)
      .where(eq(waitlistRequestEvents.requestId, earliest))
      .orderBy(asc(waitlistRequestEvents.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([['waiting', 'removed']]);
    // The index is back and holds.
    await expect(
      db.insert(waitlistRequests).values({ ticketId: first.id, childId: child.id, providerId: provider.id }),
    ).rejects.toThrow();
  });
});
