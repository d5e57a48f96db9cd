import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@kinderly/shared';
import { gallery, pictureFile, storedFile } from '../test/fixtures.ts';
import { checkGalleryPicture, galleryFormData, NO_EDITS, pendingChanges } from './gallery-changes.ts';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d];

describe('checkGalleryPicture', () => {
  it('takes a PNG or a JPEG by its bytes, and says which', async () => {
    expect((await checkGalleryPicture(pictureFile('garden.png'))).picture?.type).toBe('png');
    expect((await checkGalleryPicture(pictureFile('garden.jpeg', { head: JPEG_HEAD }))).picture?.type).toBe('jpeg');
  });

  it('refuses a PDF, a picture whose name claims another type, and one over the size limit', async () => {
    expect((await checkGalleryPicture(pictureFile('garden.pdf', { head: PDF_HEAD }))).problem).toBe('type');
    expect((await checkGalleryPicture(pictureFile('garden.jpg'))).problem).toBe('type');
    const big = pictureFile('garden.png', { size: UPLOAD_RULES.galleryImage.maxBytes + 1 });
    expect((await checkGalleryPicture(big)).problem).toBe('size');
  });
});

describe('the save request', () => {
  const stored = gallery({ 2: storedFile('f2', 'porch.png'), 3: storedFile('f3', 'yard.png') });

  it('sends new pictures and the slots to empty; emptying an empty slot is no change', async () => {
    const { picture } = await checkGalleryPicture(pictureFile('garden.png'));
    const changes = pendingChanges(
      { ...NO_EDITS, 1: { kind: 'replace', picture: picture! }, 3: { kind: 'remove' }, 4: { kind: 'remove' } },
      stored,
    );
    expect(changes.uploads.map((upload) => upload.slot)).toEqual([1]);
    expect(changes.remove).toEqual([3]);
  });

  it('names each file after its slot with the extension of its real type, under "files"', async () => {
    const { picture: png } = await checkGalleryPicture(pictureFile('IMG_0042.PNG'));
    const { picture: jpeg } = await checkGalleryPicture(pictureFile('kitchen.jpeg', { head: JPEG_HEAD }));
    const body = galleryFormData({
      uploads: [
        { slot: 2, picture: png! },
        { slot: 4, picture: jpeg! },
      ],
      remove: [1, 3],
    });
    expect(body.get('remove')).toBe('1,3');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual([
      'fileBackground_2.png',
      'fileBackground_4.jpg',
    ]);
  });

  it('sends no remove field when nothing is emptied', () => {
    expect(galleryFormData({ uploads: [], remove: [] }).has('remove')).toBe(false);
  });
});
