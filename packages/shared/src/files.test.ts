import { describe, expect, it } from 'vitest';
import { fileTypeOfName, sniffFileType, uploadAccept, uploadProblem, UPLOAD_MAX_BYTES } from './files.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SCRIPT = new TextEncoder().encode('#!/bin/sh\n');
const ascii = (text: string) => new TextEncoder().encode(text);
const HEIC = new Uint8Array([0, 0, 0, 0x1c, ...ascii('ftypheic'), 0, 0, 0, 0]);
// The same box with a video brand: an MP4, not a picture.
const MP4 = new Uint8Array([0, 0, 0, 0x1c, ...ascii('ftypisom'), 0, 0, 2, 0]);

describe('file types', () => {
  it('tells PDF, JPEG and PNG by their first bytes, and nothing else', () => {
    expect([PDF, JPEG, PNG, SCRIPT, new Uint8Array()].map(sniffFileType)).toEqual(['pdf', 'jpeg', 'png', null, null]);
    expect(['a.PDF', 'b.jpeg', 'c.JPG', 'd.png', 'e.gif', 'noname'].map(fileTypeOfName)).toEqual([
      'pdf',
      'jpeg',
      'jpeg',
      'png',
      null,
      null,
    ]);
  });

  it('tells a HEIC photo by its ftyp brand, not by the box alone', () => {
    expect([HEIC, MP4, HEIC.subarray(0, 11)].map(sniffFileType)).toEqual(['heic', null, null]);
    expect(fileTypeOfName('IMG_0001.HEIC')).toBe('heic');
    expect(uploadProblem('convertImage', { name: 'IMG_0001.heic', head: HEIC, size: 606 })).toBeNull();
    expect(uploadProblem('galleryImage', { name: 'IMG_0001.heic', head: HEIC, size: 606 })).toBe('type');
  });

  it('checks a file against a kind of upload: its bytes, the type its name claims, its size', () => {
    const file = (name: string, head: Uint8Array, size = head.length) => ({ name, head, size });
    expect(uploadProblem('vaccinationRecord', file('carnet.pdf', PDF))).toBeNull();
    expect(uploadProblem('vaccinationRecord', file('photo.png', PNG))).toBe('type');
    expect(uploadProblem('badge', file('cpr.png', PNG))).toBeNull();
    expect(uploadProblem('badge', file('cpr.pdf', PNG))).toBe('type');
    expect(uploadProblem('badge', file('cpr.pdf', SCRIPT))).toBe('type');
    expect(uploadProblem('galleryImage', file('fileBackground_1.pdf', PDF))).toBe('type');
    expect(uploadProblem('policyFile', file('rules.pdf', PDF, UPLOAD_MAX_BYTES + 1))).toBe('size');
  });

  it("gives each kind's file inputs their accept attribute", () => {
    expect(uploadAccept('vaccinationRecord')).toBe('application/pdf,image/jpeg,.pdf,.jpg,.jpeg');
    expect(uploadAccept('galleryImage')).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(uploadAccept('policyFile')).toBe('application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
  });
});
