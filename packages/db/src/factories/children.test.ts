import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client.ts';
import { seedDemo } from '../seed.ts';
import { childEmergencyContacts, childGuardians, children, users } from '../schema/index.ts';
import { createTestDb } from '../testing/index.ts';
import { createChild } from './children.ts';
import { createParent } from './users.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('createChild', () => {
  it('saves the records of its stage and counts the steps', async () => {
    const parent = await createParent(handle.db);
    const started = await createChild(handle.db, { parentId: parent.id });
    const halfway = await createChild(handle.db, { parentId: parent.id, stage: 'halfway' });
    const enrolled = await createChild(handle.db, { parentId: parent.id, stage: 'enrolled' });
    expect([started, halfway, enrolled].map((child) => child.enrollmentStepsCompleted)).toEqual([1, 7, 15]);
    expect(
      await handle.db.select().from(childEmergencyContacts).where(eq(childEmergencyContacts.childId, started.id)),
    ).toEqual([]);
    expect(
      await handle.db.select().from(childEmergencyContacts).where(eq(childEmergencyContacts.childId, halfway.id)),
    ).toHaveLength(1);
    const guardians = await handle.db.select().from(childGuardians).where(eq(childGuardians.userId, parent.id));
    expect(guardians.map((g) => g.relationship)).toEqual(['Parent', 'Parent', 'Parent']);
  });
});

describe('demo seed', () => {
  it('gives the demo parent children at three stages, once', async () => {
    await seedDemo(handle.db);
    await seedDemo(handle.db);
    const [parent] = await handle.db.select().from(users).where(eq(users.email, 'parent@kinderly.example'));
    const rows = await handle.db
      .select({ firstName: children.firstName, steps: children.enrollmentStepsCompleted })
      .from(childGuardians)
      .innerJoin(children, eq(children.id, childGuardians.childId))
      .where(eq(childGuardians.userId, parent!.id));
    expect(rows.map((row) => row.steps).sort((a, b) => a - b)).toEqual([1, 7, 15]);
  });
});
