import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  childAddresses,
  childCustodyArrangements,
  childGuardians,
  children,
  childVaccinationRecords,
  files,
  languages,
  users,
  type Database,
} from '@kinderly/db';
import {
  CHILD_FIELD_MESSAGES,
  Role,
  STEP_INDEX,
  type Child,
  type ChildInfo,
  type EnrollmentProgress,
  type FieldErrors,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { requireChildAccess } from './child-access.ts';
import { loadChild, toChild } from './child-dto.ts';
import type { ChildInput, EnrolmentInput, Tx } from './deps.ts';
import { markStep, saveStep } from './progress.ts';
import {
  checkReferenceIds,
  listAgeGroups,
  listAllergens,
  listDiseases,
  listLanguages,
  listVaccines,
} from './reference-data.ts';

/** The account address of the user saving the step (the parent's location page); null when none is on file. */
async function findUserAddress(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ address: users.address }).from(users).where(eq(users.id, userId));
  return user?.address?.trim() ? user.address : null;
}

async function checkChildInfo(db: Database, actor: EnrolmentInput['actor'], info: ChildInfo) {
  const errors: FieldErrors = {};
  // "Lives at my address" says nothing to a provider while no address is on file: the child's own is needed.
  if (info.homeAddressSameAsParent && (await findUserAddress(db, actor.userId)) === null) {
    errors.HomeAddressSameAsParent = [CHILD_FIELD_MESSAGES.parentAddressMissing];
  }
  await checkReferenceIds(
    db,
    languages,
    info.childLanguages,
    errors,
    (i) => `ChildLanguages[${i}]`,
    CHILD_FIELD_MESSAGES.languageUnknown,
  );
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

const childColumns = (info: ChildInfo) => ({
  firstName: info.firstName,
  lastName: info.lastName,
  preferredName: info.prefferedName,
  dateOfBirth: info.dateOfBirth,
  sex: info.sex,
  languageIds: [...new Set(info.childLanguages)],
  homeAddressSameAsParent: info.homeAddressSameAsParent,
  subsidy: info.subsidy,
  specialNeeds: info.specialNeeds,
});

/** The child's own address, or none when it lives at the parent's (the address row is then removed). */
async function writeAddress(tx: Tx, childId: string, info: ChildInfo) {
  if (info.homeAddressSameAsParent || !info.childAddress) {
    await tx.delete(childAddresses).where(eq(childAddresses.childId, childId));
    return;
  }
  await tx
    .insert(childAddresses)
    .values({ childId, ...info.childAddress })
    .onConflictDoUpdate({ target: childAddresses.childId, set: info.childAddress });
}

/** enrollchild: creates the child with its first step, the enrolling user as its Parent. */
export async function enrollChild({ db, actor, info }: EnrolmentInput & { info: ChildInfo }): Promise<Child> {
  await checkChildInfo(db, actor, info);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(children)
      .values({ ...childColumns(info), createdById: actor.userId, currentViewedStep: STEP_INDEX['child-info'] })
      .returning();
    await tx.insert(childGuardians).values({ childId: created!.id, userId: actor.userId, relationship: 'Parent' });
    await writeAddress(tx, created!.id, info);
    const row = await markStep(tx, created!, STEP_INDEX['child-info'], 'saved');
    return loadChild(tx, row, 'Parent');
  });
}

/** saveChildInfo / updateChildInfo. */
export async function saveChildInfo(input: ChildInput & { info: ChildInfo }): Promise<EnrollmentProgress> {
  await checkChildInfo(input.db, input.actor, input.info);
  return saveStep(input, STEP_INDEX['child-info'], async (tx, child) => {
    await tx
      .update(children)
      .set({ ...childColumns(input.info) })
      .where(eq(children.id, child.id));
    await writeAddress(tx, child.id, input.info);
  });
}

export async function getChildInfo({ db, actor, childId }: ChildInput): Promise<Child> {
  const { child, relationship } = await requireChildAccess(db, actor, childId);
  return loadChild(db, child, relationship);
}

/** The children the actor is a guardian of, oldest enrolment first. */
export async function getChildren({ db, actor }: EnrolmentInput): Promise<Child[]> {
  const rows = await db
    .select({
      child: children,
      relationship: childGuardians.relationship,
      address: childAddresses,
      custodyId: childCustodyArrangements.id,
    })
    .from(childGuardians)
    .innerJoin(children, eq(children.id, childGuardians.childId))
    .leftJoin(childAddresses, eq(childAddresses.childId, children.id))
    .leftJoin(childCustodyArrangements, eq(childCustodyArrangements.childId, children.id))
    .where(and(eq(childGuardians.userId, actor.userId), eq(childGuardians.accepted, true)))
    .orderBy(asc(children.createdAt), asc(children.id));
  return rows.map((row) =>
    toChild(row.child, { address: row.address, custodyId: row.custodyId, relationship: row.relationship }),
  );
}

export async function getInitialData(input: EnrolmentInput) {
  const [childList, languageList, vaccineList, allergenList, diseaseList, parentAddress] = await Promise.all([
    getChildren(input),
    listLanguages(input.db),
    listVaccines(input.db),
    listAllergens(input.db),
    listDiseases(input.db),
    findUserAddress(input.db, input.actor.userId),
  ]);
  return {
    children: childList,
    languages: languageList,
    vaccines: vaccineList,
    allergens: allergenList,
    diseases: diseaseList,
    ageGroups: listAgeGroups(),
    parentHasAddress: parentAddress !== null,
  };
}

/**
 * DeleteChild: only the parent who enrolled the child (or the SuperAdmin); a co-parent may see and edit
 * but not erase. The child's uploaded files go with it.
 */
export async function deleteChild({
  db,
  actor,
  childId,
  storage,
}: ChildInput & { storage: FileStorage }): Promise<void> {
  const { child, relationship } = await requireChildAccess(db, actor, childId);
  const isOwner = relationship === 'Parent' && (child.createdById === actor.userId || child.createdById === null);
  if (!isOwner && actor.role !== Role.SuperAdmin)
    throw AppError.forbidden('Only the parent who enrolled this child may delete it.');
  const keys = await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(childVaccinationRecords)
      .innerJoin(files, eq(files.id, childVaccinationRecords.fileId))
      .where(eq(childVaccinationRecords.childId, childId));
    await tx.delete(children).where(eq(children.id, childId));
    if (owned.length > 0)
      await tx.delete(files).where(
        inArray(
          files.id,
          owned.map((file) => file.id),
        ),
      );
    return owned.map((file) => file.storageKey);
  });
  // After the commit: a failed disk delete leaves an orphan file, never a dangling row.
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
