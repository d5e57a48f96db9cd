import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { createChild } from './factories/children.ts';
import { createParent } from './factories/users.ts';
import { migrationsFolder } from './migrate.ts';
import { children } from './schema/index.ts';
import { createTestDb } from './testing/index.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const ALL_BUT_CONTACTS = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

describe('migration 0007 (ADR 017)', () => {
  it('takes back to 14 a child that reached 15 with a required step skipped, and leaves the others', async () => {
    const parent = await createParent(handle.db);
    const complete = await createChild(handle.db, { parentId: parent.id, stage: 'enrolled' });
    // As the old rule stored it: the emergency contacts (4) skipped, the review done, 15 steps.
    const skippedContacts = await createChild(handle.db, { parentId: parent.id, stage: 'enrolled' });
    await handle.db
      .update(children)
      .set({ savedSteps: ALL_BUT_CONTACTS, skippedSteps: [4] })
      .where(eq(children.id, skippedContacts.id));
    const optionalSkipped = await createChild(handle.db, { parentId: parent.id, stage: 'enrolled' });
    await handle.db
      .update(children)
      .set({ savedSteps: [1, 4, 5, 6, 7, 8], skippedSteps: [2, 3, 9, 10, 11, 12, 13, 14] })
      .where(eq(children.id, optionalSkipped.id));

    // The test database is already migrated; the update is safe to run again on it.
    const file = resolve(migrationsFolder(), '0007_required_steps_before_booking.sql');
    await handle.db.execute(sql.raw(readFileSync(file, 'utf8')));

    const read = async (id: string) =>
      (
        await handle.db
          .select({ steps: children.enrollmentStepsCompleted, review: children.reviewCompletedAt })
          .from(children)
          .where(eq(children.id, id))
      )[0];
    expect(await read(skippedContacts.id)).toEqual({ steps: 14, review: null });
    expect(await read(complete.id)).toMatchObject({ steps: 15, review: expect.any(Date) });
    expect(await read(optionalSkipped.id)).toMatchObject({ steps: 15, review: expect.any(Date) });
  });
});
