import { asc, eq } from 'drizzle-orm';
import {
  childCustodyArrangements,
  childEmergencyContacts,
  childPickupPersons,
  childSchoolArrangements,
} from '@kinderly/db';
import {
  STEP_INDEX,
  type CustodyArrangement,
  type CustodyArrangementRequestSchema,
  type EmergencyContactsRequestSchema,
  type EmergencyContactsResponse,
  type PickupPersonsRequestSchema,
  type PickupPersonsResponse,
  type SchoolArrangement,
  type SchoolArrangementRequestSchema,
} from '@kinderly/shared';
import type { z } from 'zod';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput } from './deps.ts';
import { saveStep } from './progress.ts';

/** Steps 2-5. Each save replaces the record (lists are replaced whole, in the order given). */

type SchoolInput = z.output<typeof SchoolArrangementRequestSchema>;
export async function saveSchoolArrangement(input: ChildInput & { data: SchoolInput }) {
  return saveStep(input, STEP_INDEX['school-arrangement'], async (tx, child) => {
    const values = { ...input.data, schoolDays: [...new Set(input.data.schoolDays)].sort() };
    await tx
      .insert(childSchoolArrangements)
      .values({ childId: child.id, ...values })
      .onConflictDoUpdate({ target: childSchoolArrangements.childId, set: values });
  });
}
export async function getSchoolArrangement({ db, actor, childId }: ChildInput): Promise<SchoolArrangement | null> {
  await requireChildAccess(db, actor, childId);
  const [row] = await db.select().from(childSchoolArrangements).where(eq(childSchoolArrangements.childId, childId));
  return row ? { ...row, transportation: row.transportation as SchoolArrangement['transportation'] } : null;
}

type CustodyInput = z.output<typeof CustodyArrangementRequestSchema>;
export async function saveCustodyArrangement(input: ChildInput & { data: CustodyInput }) {
  return saveStep(input, STEP_INDEX['custody-arrangement'], async (tx, child) => {
    await tx
      .insert(childCustodyArrangements)
      .values({ childId: child.id, ...input.data })
      .onConflictDoUpdate({ target: childCustodyArrangements.childId, set: input.data });
  });
}
export async function getCustodyArrangement({ db, actor, childId }: ChildInput): Promise<CustodyArrangement | null> {
  await requireChildAccess(db, actor, childId);
  const [row] = await db.select().from(childCustodyArrangements).where(eq(childCustodyArrangements.childId, childId));
  return row ? { ...row, custodyType: row.custodyType as CustodyArrangement['custodyType'] } : null;
}

type ContactsInput = z.output<typeof EmergencyContactsRequestSchema>;
export async function saveEmergencyContacts(input: ChildInput & { data: ContactsInput }) {
  return saveStep(input, STEP_INDEX['emergency-contacts'], async (tx, child) => {
    await tx.delete(childEmergencyContacts).where(eq(childEmergencyContacts.childId, child.id));
    await tx
      .insert(childEmergencyContacts)
      .values(
        input.data.emergencyContacts.map((contact, index) => ({ childId: child.id, priority: index + 1, ...contact })),
      );
  });
}
export async function getEmergencyContacts({ db, actor, childId }: ChildInput): Promise<EmergencyContactsResponse> {
  await requireChildAccess(db, actor, childId);
  const rows = await db
    .select()
    .from(childEmergencyContacts)
    .where(eq(childEmergencyContacts.childId, childId))
    .orderBy(asc(childEmergencyContacts.priority));
  return { childId, emergencyContacts: rows.map(({ childId: _childId, ...contact }) => contact) };
}

type PickupInput = z.output<typeof PickupPersonsRequestSchema>;
export async function savePickupPersons(input: ChildInput & { data: PickupInput }) {
  return saveStep(input, STEP_INDEX['pickup-persons'], async (tx, child) => {
    await tx.delete(childPickupPersons).where(eq(childPickupPersons.childId, child.id));
    if (input.data.pickupPersons.length === 0) return;
    await tx
      .insert(childPickupPersons)
      .values(input.data.pickupPersons.map((person, index) => ({ childId: child.id, position: index + 1, ...person })));
  });
}
export async function getPickupPersons({ db, actor, childId }: ChildInput): Promise<PickupPersonsResponse> {
  await requireChildAccess(db, actor, childId);
  const rows = await db
    .select()
    .from(childPickupPersons)
    .where(eq(childPickupPersons.childId, childId))
    .orderBy(asc(childPickupPersons.position));
  return { childId, pickupPersons: rows.map(({ childId: _c, position: _p, ...person }) => person) };
}
