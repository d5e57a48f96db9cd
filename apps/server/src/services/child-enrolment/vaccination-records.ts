import { and, asc, eq } from 'drizzle-orm';
import { childGuardians, childVaccinationRecords, files, type Database } from '@kinderly/db';
import { UPLOAD_MESSAGES, type StoredFile } from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredFiles, storeUploads, toStoredFile, type FileReadRule } from '../../lib/stored-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput } from './deps.ts';

/** Scans or photos of the vaccination booklet (UPLOAD_RULES.vaccinationRecord); they do not count a step (the dates do). */
export const MAX_VACCINATION_RECORDS = 10;

export async function listVaccinationRecords(db: Database, childId: string): Promise<StoredFile[]> {
  const rows = await db
    .select({ file: files })
    .from(childVaccinationRecords)
    .innerJoin(files, eq(files.id, childVaccinationRecords.fileId))
    .where(eq(childVaccinationRecords.childId, childId))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => toStoredFile(row.file));
}

export async function uploadVaccinationRecords(
  input: ChildInput & { storage: FileStorage; uploads: UploadedFile[] },
): Promise<{ files: StoredFile[] }> {
  const { db, actor, childId } = input;
  await requireChildAccess(db, actor, childId);
  const existing = await listVaccinationRecords(db, childId);
  if (existing.length + input.uploads.length > MAX_VACCINATION_RECORDS)
    throw AppError.validation({ Files: [UPLOAD_MESSAGES.tooMany] });
  const rows = await storeUploads(db, input.storage, actor.userId, input.uploads, async (tx, stored) => {
    await tx.insert(childVaccinationRecords).values(stored.map((file) => ({ childId, fileId: file.id })));
    return stored;
  });
  return { files: rows.map(toStoredFile) };
}

export async function deleteVaccinationRecord(
  input: ChildInput & { storage: FileStorage; fileId: string },
): Promise<void> {
  const { db, actor, childId } = input;
  await requireChildAccess(db, actor, childId);
  const [row] = await db
    .select({ file: files })
    .from(childVaccinationRecords)
    .innerJoin(files, eq(files.id, childVaccinationRecords.fileId))
    .where(and(eq(childVaccinationRecords.childId, childId), eq(childVaccinationRecords.fileId, input.fileId)));
  if (!row) throw AppError.notFound('File not found.');
  await deleteStoredFiles(db, input.storage, [row.file.id]);
}

/** GET /api/file/{id}: a guardian of the child a vaccination record belongs to may read it. */
export const vaccinationRecordReadRule: FileReadRule = async (db, actor, file) => {
  const rows = await db
    .select({ childId: childVaccinationRecords.childId })
    .from(childVaccinationRecords)
    .innerJoin(
      childGuardians,
      and(
        eq(childGuardians.childId, childVaccinationRecords.childId),
        eq(childGuardians.userId, actor.userId),
        eq(childGuardians.accepted, true),
      ),
    )
    .where(eq(childVaccinationRecords.fileId, file.id))
    .limit(1);
  return rows.length > 0;
};
