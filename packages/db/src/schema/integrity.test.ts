import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { createProvider } from '../factories/providers.ts';
import { createParent } from '../factories/users.ts';
import { createTestDb } from '../testing/index.ts';
import { files, payments, providerBadges, providerFiles, providers, users } from './index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The name of the constraint the database refused the statement with (Drizzle wraps the driver's error). */
async function refusedBy(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint;
  }
  throw new Error('the database accepted the statement');
}

async function createFile(ownerUserId: string) {
  const [file] = await handle.db
    .insert(files)
    .values({ ownerUserId, fileName: 'a.pdf', contentType: 'application/pdf', size: 3, storageKey: randomUUID() })
    .returning();
  return file!;
}

const payment = (userId: string, overrides: Partial<typeof payments.$inferInsert> = {}) => ({
  userId,
  gateway: 'sandbox' as const,
  paymentIntentId: `pi_${randomUUID()}`,
  status: 'requires_capture' as const,
  amountCents: 4500,
  currency: 'cad',
  ...overrides,
});

describe('payments', () => {
  it('refuses a status outside the payment state machine and a currency other than cad', async () => {
    const parent = await createParent(handle.db);
    await handle.db.insert(payments).values(payment(parent.id));
    const badStatus = { status: 'paid' } as unknown as Partial<typeof payments.$inferInsert>;
    expect(await refusedBy(handle.db.insert(payments).values(payment(parent.id, badStatus)))).toBe(
      'payments_status_check',
    );
    expect(await refusedBy(handle.db.insert(payments).values(payment(parent.id, { currency: 'usd' })))).toBe(
      'payments_currency_check',
    );
  });
});

describe('provider files', () => {
  it('refuses a kind other than badge, policy or gallery', async () => {
    const provider = await createProvider(handle.db);
    const file = await createFile(provider.userId);
    const row = {
      providerId: provider.id,
      fileId: file.id,
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 3,
    };
    await handle.db.insert(providerFiles).values({ ...row, kind: 'badge' });
    const other = { kind: 'avatar' } as unknown as { kind: 'badge' };
    expect(await refusedBy(handle.db.insert(providerFiles).values({ ...row, ...other }))).toBe(
      'provider_files_kind_check',
    );
  });

  it('refuses a gallery slot or a badge proof that names no file, and empties them when the file goes', async () => {
    const provider = await createProvider(handle.db);
    const missing = randomUUID();
    for (const slot of ['fileBackground1', 'fileBackground2', 'fileBackground3', 'fileBackground4'] as const) {
      expect(
        await refusedBy(
          handle.db
            .update(providers)
            .set({ [slot]: missing })
            .where(eq(providers.id, provider.id)),
        ),
      ).toMatch(/^providers_file_background_\d_files_id_fk$/);
    }
    const badge = { providerId: provider.id, name: 'firstAid', has: true };
    expect(await refusedBy(handle.db.insert(providerBadges).values({ ...badge, fileId: missing }))).toBe(
      'provider_badges_file_id_files_id_fk',
    );

    const file = await createFile(provider.userId);
    await handle.db.update(providers).set({ fileBackground2: file.id }).where(eq(providers.id, provider.id));
    await handle.db.insert(providerBadges).values({ ...badge, fileId: file.id });
    await handle.db.delete(files).where(eq(files.id, file.id));
    const [after] = await handle.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(after!.fileBackground2).toBeNull();
    const [proof] = await handle.db.select().from(providerBadges).where(eq(providerBadges.providerId, provider.id));
    expect(proof).toMatchObject({ has: true, fileId: null });
  });
});

describe('updatedAt', () => {
  // Rows made "an hour ago" so that a bump is visible whatever the clock's resolution.
  const anHourAgo = sql`now() - interval '1 hour'`;

  it('moves on every update that does not set it', async () => {
    const parent = await createParent(handle.db);
    await handle.db.update(users).set({ updatedAt: anHourAgo }).where(eq(users.id, parent.id));
    const [before] = await handle.db.select().from(users).where(eq(users.id, parent.id));
    await handle.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, parent.id));
    const [after] = await handle.db.select().from(users).where(eq(users.id, parent.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime() + 30 * 60_000);
  });

  it('moves on a conflict update too', async () => {
    const parent = await createParent(handle.db);
    await handle.db.update(users).set({ updatedAt: anHourAgo }).where(eq(users.id, parent.id));
    const [before] = await handle.db.select().from(users).where(eq(users.id, parent.id));
    await handle.db
      .insert(users)
      .values(before!)
      .onConflictDoUpdate({ target: users.id, set: { firstName: 'Again' } });
    const [after] = await handle.db.select().from(users).where(eq(users.id, parent.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime() + 30 * 60_000);
  });
});
