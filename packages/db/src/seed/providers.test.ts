import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import {
  chatMessages,
  chatRoomReports,
  chatRooms,
  connectedAccounts,
  providerPrices,
  providers,
  sandboxObjects,
  users,
} from '../schema/index.ts';
import { seedDemo } from '../seed.ts';
import { createTestDb } from '../testing/index.ts';
import { DEMO_PROVIDERS } from './provider-data.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('demo providers', () => {
  it('lists about 30 complete providers in Ontario and Québec, once, and leaves the demo provider half-way', async () => {
    await seedDemo(handle.db);
    await seedDemo(handle.db);
    const rows = await handle.db.select().from(providers);
    const listed = rows.filter((row) => row.isListed && row.isComplete);
    expect(listed).toHaveLength(DEMO_PROVIDERS.length);
    expect(listed.length).toBeGreaterThanOrEqual(28);
    expect(new Set(listed.map((row) => row.province))).toEqual(new Set(['ON', 'QC']));
    expect(new Set(listed.map((row) => row.providerType))).toEqual(new Set([11, 12, 13]));
    for (const row of listed) {
      expect(row.latitude).toBeGreaterThan(43.4);
      expect(row.latitude).toBeLessThan(45.7);
    }
    // Each listed provider has a verified sandbox payout account, stored as the sandbox gateway stores it.
    const accounts = await handle.db.select().from(connectedAccounts);
    for (const row of listed) {
      const account = accounts.find((candidate) => candidate.userId === row.userId);
      expect(account).toMatchObject({ gateway: 'sandbox', state: 'verified', chargesEnabled: true });
      expect(row.completedSteps).toContain('stripe-connected-account-link');
    }
    const bodies = await handle.db.select().from(sandboxObjects);
    expect(bodies.filter((body) => body.object === 'account')).toHaveLength(listed.length);

    const prices = await handle.db.select().from(providerPrices);
    expect(prices.every((price) => Number.isInteger(price.amountCents) && price.amountCents > 0)).toBe(true);

    // The demo provider is half-way: steps 2-8, and no payout account, so step 1 is not done.
    const [demo] = await handle.db
      .select({ steps: providers.completedSteps, isListed: providers.isListed, userId: providers.userId })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, 'provider@kinderly.example'));
    expect(demo).toMatchObject({ steps: expect.arrayContaining(['location', 'badges']), isListed: false });
    expect(demo!.steps).toHaveLength(7);
    expect(demo!.steps).not.toContain('stripe-connected-account-link');
    expect(accounts.some((account) => account.userId === demo!.userId)).toBe(false);
  });

  it('holds one reported conversation (the neighbour and a demo provider), seeded once', async () => {
    await seedDemo(handle.db);
    const rooms = await handle.db.select().from(chatRooms);
    expect(rooms).toHaveLength(1);
    const messages = await handle.db.select().from(chatMessages).where(eq(chatMessages.roomId, rooms[0]!.id));
    expect(messages.map((message) => message.index).sort()).toEqual([1, 2, 3]);
    expect(rooms[0]).toMatchObject({ nextIndex: 4, lastMessageId: messages.find((m) => m.index === 3)!.id });
    const reports = await handle.db.select().from(chatRoomReports);
    expect(reports).toEqual([expect.objectContaining({ roomId: rooms[0]!.id })]);
  });
});
