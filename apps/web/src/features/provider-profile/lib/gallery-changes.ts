import {
  FILE_TYPES,
  GALLERY_SLOTS,
  sniffFileType,
  UPLOAD_FIELD_NAME,
  UPLOAD_RULES,
  type FileType,
  type Gallery,
  type ProviderFile,
} from '@kinderly/shared';
import { checkUploadFile, type UploadProblem } from '../../../lib/check-upload.ts';

export type GallerySlot = (typeof GALLERY_SLOTS)[number];

/** A picture chosen for a slot and not saved yet; `type` is what its bytes say, so its upload name can say the same. */
export type PickedPicture = { file: File; type: FileType };

/** What the person did to a slot in this visit: nothing yet, a new picture, or emptied it. */
export type SlotEdit = { kind: 'keep' } | { kind: 'replace'; picture: PickedPicture } | { kind: 'remove' };
export type SlotEdits = Record<GallerySlot, SlotEdit>;

export type GalleryChanges = { uploads: { slot: GallerySlot; picture: PickedPicture }[]; remove: GallerySlot[] };

export const NO_EDITS: SlotEdits = {
  1: { kind: 'keep' },
  2: { kind: 'keep' },
  3: { kind: 'keep' },
  4: { kind: 'keep' },
};

/** The picture a slot holds on the server. */
export const storedPicture = (gallery: Gallery | undefined, slot: GallerySlot): ProviderFile | null =>
  gallery?.[`fileBackground_${slot}`] ?? null;

/**
 * The save request for the edits: new pictures, and the slots to empty. Removing a slot that holds nothing is not
 * a change.
 */
export function pendingChanges(edits: SlotEdits, gallery: Gallery | undefined): GalleryChanges {
  const changes: GalleryChanges = { uploads: [], remove: [] };
  for (const slot of GALLERY_SLOTS) {
    const edit = edits[slot];
    if (edit.kind === 'replace') changes.uploads.push({ slot, picture: edit.picture });
    if (edit.kind === 'remove' && storedPicture(gallery, slot)) changes.remove.push(slot);
  }
  return changes;
}

export const hasChanges = (changes: GalleryChanges) => changes.uploads.length > 0 || changes.remove.length > 0;

/**
 * The multipart body of saveProviderBackgroundGallery: each picture under `files`, named after its slot
 * (`fileBackground_2.png`, the extension of its real type), and `remove=1,3` for the slots to empty.
 */
export function galleryFormData({ uploads, remove }: GalleryChanges): FormData {
  const body = new FormData();
  if (remove.length > 0) body.append('remove', remove.join(','));
  for (const { slot, picture } of uploads) {
    body.append(UPLOAD_FIELD_NAME, picture.file, `fileBackground_${slot}.${FILE_TYPES[picture.type].extensions[0]}`);
  }
  return body;
}

/** The largest picture the gallery takes, in megabytes, for the messages. */
export const GALLERY_MAX_MEGABYTES = Math.floor(UPLOAD_RULES.galleryImage.maxBytes / (1024 * 1024));

/** Checks a chosen file as the server will (JPEG or PNG by its bytes, within the size limit) before it is sent. */
export async function checkGalleryPicture(
  file: File,
): Promise<{ picture: PickedPicture; problem: null } | { picture: null; problem: Exclude<UploadProblem, null> }> {
  const problem = await checkUploadFile('galleryImage', file);
  if (problem) return { picture: null, problem };
  const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  // checkUploadFile has just read the same bytes as a picture.
  return { picture: { file, type: type! }, problem: null };
}
