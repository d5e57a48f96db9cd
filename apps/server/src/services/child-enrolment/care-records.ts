import { eq } from 'drizzle-orm';
import {
  childFeedingArrangements,
  childPhysicalRequirements,
  children,
  childSleepArrangements,
  type Database,
} from '@kinderly/db';
import {
  STEP_INDEX,
  type FeedingArrangement,
  type FeedingArrangementRequestSchema,
  type PhysicalRequirements,
  type PhysicalRequirementsRequestSchema,
  type SleepArrangement,
  type SleepArrangementRequestSchema,
} from '@kinderly/shared';
import type { z } from 'zod';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput } from './deps.ts';
import { saveStep } from './progress.ts';

/** Steps 10-14. */

type FeedingInput = z.output<typeof FeedingArrangementRequestSchema>;
export async function saveFeedingArrangement(input: ChildInput & { data: FeedingInput }) {
  return saveStep(input, STEP_INDEX['feeding-arrangement'], async (tx, child) => {
    await tx
      .insert(childFeedingArrangements)
      .values({ childId: child.id, ...input.data })
      .onConflictDoUpdate({ target: childFeedingArrangements.childId, set: input.data });
  });
}
export async function readFeedingArrangement(db: Database, childId: string): Promise<FeedingArrangement | null> {
  const [row] = await db.select().from(childFeedingArrangements).where(eq(childFeedingArrangements.childId, childId));
  return row
    ? {
        ...row,
        feedingType: row.feedingType as FeedingArrangement['feedingType'],
        dietType: row.dietType as FeedingArrangement['dietType'],
      }
    : null;
}
export async function getFeedingArrangement({ db, actor, childId }: ChildInput) {
  await requireChildAccess(db, actor, childId);
  return readFeedingArrangement(db, childId);
}

type PhysicalInput = z.output<typeof PhysicalRequirementsRequestSchema>;
export async function savePhysicalRequirements(input: ChildInput & { data: PhysicalInput }) {
  const values = { ...input.data, mobilityAidDetails: input.data.usesMobilityAid ? input.data.mobilityAidDetails : '' };
  return saveStep(input, STEP_INDEX['physical-requirements'], async (tx, child) => {
    await tx
      .insert(childPhysicalRequirements)
      .values({ childId: child.id, ...values })
      .onConflictDoUpdate({ target: childPhysicalRequirements.childId, set: values });
  });
}
export async function readPhysicalRequirements(db: Database, childId: string): Promise<PhysicalRequirements | null> {
  const [row] = await db.select().from(childPhysicalRequirements).where(eq(childPhysicalRequirements.childId, childId));
  return row ? { ...row, toiletingStage: row.toiletingStage as PhysicalRequirements['toiletingStage'] } : null;
}
export async function getPhysicalRequirements({ db, actor, childId }: ChildInput) {
  await requireChildAccess(db, actor, childId);
  return readPhysicalRequirements(db, childId);
}

type SleepInput = z.output<typeof SleepArrangementRequestSchema>;
export async function saveSleepArrangement(input: ChildInput & { data: SleepInput }) {
  const { visualChecksPrefferences, ...rest } = input.data;
  const values = { ...rest, visualChecksPreferences: visualChecksPrefferences };
  return saveStep(input, STEP_INDEX['sleep-arrangements'], async (tx, child) => {
    await tx
      .insert(childSleepArrangements)
      .values({ childId: child.id, ...values })
      .onConflictDoUpdate({ target: childSleepArrangements.childId, set: values });
  });
}
export async function readSleepArrangement(db: Database, childId: string): Promise<SleepArrangement | null> {
  const [row] = await db.select().from(childSleepArrangements).where(eq(childSleepArrangements.childId, childId));
  if (!row) return null;
  const { visualChecksPreferences, ...rest } = row;
  return { ...rest, visualChecksPrefferences: visualChecksPreferences };
}
export async function getSleepArrangement({ db, actor, childId }: ChildInput) {
  await requireChildAccess(db, actor, childId);
  return readSleepArrangement(db, childId);
}

/** Steps 13 and 14: one text each on the child, sent as query parameters. */
export async function saveAdditionalEmergencyInfo(input: ChildInput & { text: string }) {
  return saveStep(input, STEP_INDEX['additional-emergency-info'], (tx, child) =>
    tx.update(children).set({ additionalEmergencyInfo: input.text }).where(eq(children.id, child.id)),
  );
}
export async function getAdditionalEmergencyInfo({ db, actor, childId }: ChildInput) {
  const { child } = await requireChildAccess(db, actor, childId);
  return { childId, additionalEmergencyInfo: child.additionalEmergencyInfo };
}
export async function saveAdditionalInfo(input: ChildInput & { text: string }) {
  return saveStep(input, STEP_INDEX['additional-info'], (tx, child) =>
    tx.update(children).set({ additionalInfo: input.text }).where(eq(children.id, child.id)),
  );
}
export async function getAdditionalInfo({ db, actor, childId }: ChildInput) {
  const { child } = await requireChildAccess(db, actor, childId);
  return { childId, additionalInfo: child.additionalInfo };
}
