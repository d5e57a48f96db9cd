import { and, eq, inArray } from 'drizzle-orm';
import { providerFiles, providers, type Database, type ProviderRow } from '@kinderly/db';
import { GALLERY_SLOTS, PROVIDER_FIELD_MESSAGES, Role, type Gallery } from '@kinderly/shared';
import type { FileStorage } from '../../integrations/file-storage/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredFiles, storeUploads } from '../../lib/stored-files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { Actor } from '../../plugins/auth.ts';
import { lockProvider } from './enrollment-steps.ts';
import { providerFileOf } from './policies-and-procedures.ts';
import { ensureOwnProvider, findProviderByUserId, findVisibleProvider } from './provider-access.ts';
import { addProviderFile, unlinkProviderFiles } from './provider-files.ts';

type Slot = (typeof GALLERY_SLOTS)[number];
const COLUMN = { 1: 'fileBackground1', 2: 'fileBackground2', 3: 'fileBackground3', 4: 'fileBackground4' } as const;

export async function readGallery(db: Database, row: ProviderRow): Promise<Gallery> {
  const ids = GALLERY_SLOTS.map((slot) => row[COLUMN[slot]]).filter((id): id is string => id !== null);
  const files = ids.length
    ? await db
        .select()
        .from(providerFiles)
        .where(and(eq(providerFiles.providerId, row.id), inArray(providerFiles.fileId, ids)))
    : [];
  const byId = new Map(files.map((file) => [file.fileId, providerFileOf(file)]));
  const slot = (n: Slot) => (row[COLUMN[n]] ? (byId.get(row[COLUMN[n]]!) ?? null) : null);
  return {
    userId: row.userId,
    fileBackground_1: slot(1),
    fileBackground_2: slot(2),
    fileBackground_3: slot(3),
    fileBackground_4: slot(4),
  };
}

/** The background gallery of a provider, by the provider's user id (SPEC section 3); a listed provider's is public. */
export async function getProviderBackgroundGallery({
  db,
  actor,
  userId,
}: {
  db: Database;
  actor: Actor;
  userId: string;
}) {
  const row = await findProviderByUserId(db, userId);
  if (!row) throw AppError.notFound('No such provider.');
  await findVisibleProvider(db, actor, row.id);
  return { data: await readGallery(db, row) };
}

/** `fileBackground_2.jpg` -> 2. */
export function gallerySlotOfFile(fileName: string): Slot | null {
  const match = /^fileBackground_([1-4])(\.[A-Za-z0-9]{1,5})?$/.exec(fileName);
  return match ? (Number(match[1]) as Slot) : null;
}

/**
 * Replaces the pictures of the slots sent and empties the slots in `remove`; the home provider's own gallery. The
 * uploads are pictures (read with UPLOAD_RULES.galleryImage).
 */
export async function saveProviderBackgroundGallery(
  input: { db: Database; actor: Actor; storage: FileStorage },
  remove: Slot[],
  uploads: UploadedFile[],
) {
  if (input.actor.role !== Role.HomeProvider)
    throw AppError.forbidden('Only a home provider has a background gallery.');
  const bySlot = new Map<Slot, UploadedFile>();
  for (const [index, upload] of uploads.entries()) {
    const slot = gallerySlotOfFile(upload.fileName);
    if (!slot) throw AppError.validation({ [`Files[${index}]`]: [PROVIDER_FIELD_MESSAGES.fileNameUnknown] });
    bySlot.set(slot, upload);
  }
  const provider = await ensureOwnProvider(input.db, input.actor.userId);
  const sent = [...bySlot];
  let unlinked: string[] = [];
  const row = await storeUploads(
    input.db,
    input.storage,
    provider.userId,
    sent.map(([, upload]) => upload),
    async (tx, stored) => {
      const storedBySlot = new Map(sent.map(([slot], index) => [slot, stored[index]!]));
      await lockProvider(tx, provider.id);
      const [current] = await tx.select().from(providers).where(eq(providers.id, provider.id));
      const changes: Partial<Record<(typeof COLUMN)[Slot], string | null>> = {};
      const dropped: string[] = [];
      for (const slot of GALLERY_SLOTS) {
        const file = storedBySlot.get(slot);
        if (!file && !remove.includes(slot)) continue;
        const before = current![COLUMN[slot]];
        if (before) dropped.push(before);
        changes[COLUMN[slot]] = file ? (await addProviderFile(tx, provider.id, 'gallery', file)).fileId : null;
      }
      unlinked = await unlinkProviderFiles(tx, provider.id, dropped);
      const [updated] = await tx.update(providers).set(changes).where(eq(providers.id, provider.id)).returning();
      return updated!;
    },
  );
  await deleteStoredFiles(input.db, input.storage, unlinked);
  return { data: await readGallery(input.db, row) };
}
