import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createNanny, createParent } from '@kinderly/db';
import { API_PATHS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type ConvertedFile } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';
import { multipart, type Headers } from './provider-enrolment-helpers.ts';

// PUT /api/file/convertFile (SPEC "Misc", ADR 028) on real pictures made here by sharp, and one HEIC photo:
// sharp cannot write HEVC, so test/fixtures/photo.heic (606 bytes, 64 × 48, red left half, blue right half) was
// made once with libheif's heif-enc (x265) from a PNG like `halves` below.
const ctx = useTestApp();
const HEIC = readFileSync(new URL('./fixtures/photo.heic', import.meta.url));

const convert = (headers: Headers, files: { name: string; data: Buffer }[], query = '') => {
  const form = multipart({}, files);
  return ctx.app.inject({
    method: 'PUT',
    url: `${API_PATHS.files.convertFile}${query}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const signIn = async (make = createParent) => bearer(await loginAs(ctx.app, await make(ctx.app.db)));
const download = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

/** A picture whose left half is red and right half blue (transparent at the bottom when `alpha`). */
function halves(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], at);
      if (alpha) pixels[at + 3] = y < height / 2 ? 255 : 0;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('PUT /api/file/convertFile', () => {
  it('makes a PNG a JPEG no wider than maxWidth, readable by its owner only', async () => {
    const owner = await signIn();
    const png = await halves(300, 200, true).png().toBuffer();
    const res = await convert(owner, [{ name: 'plan.png', data: png }], '?maxWidth=150');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ConvertedFile>();
    expect(body).toMatchObject({ contentType: 'image/jpeg', width: 150, height: 100 });
    expect(body.url).toBe(API_PATHS.files.file.replace('{id}', body.fileId));

    const file = await download(owner, body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toContain('plan.jpg');
    expect(file.rawPayload.length).toBe(body.size);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 150, height: 100, hasAlpha: false });
    // The transparent half is white, the red half stays red.
    const [r, g, b] = await pixelAt(file.rawPayload, 10, 90);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(240);
    const [red, , blue] = await pixelAt(file.rawPayload, 10, 10);
    expect(red! - blue!).toBeGreaterThan(150);

    // Another signed-in user gets the 404 of a file that does not exist.
    expect((await download(await signIn(createNanny), body.url)).statusCode).toBe(404);
  });

  it('never enlarges, turns a JPEG by its EXIF orientation and keeps none of its metadata', async () => {
    const owner = await signIn();
    // Stored 80 × 40, shown turned a quarter clockwise (orientation 6): 40 × 80.
    const jpeg = await halves(80, 40)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Camille Roy', Copyright: 'Roy family' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect(jpeg.includes('Camille Roy')).toBe(true);
    const res = await convert(owner, [{ name: 'IMG_0001.JPG', data: jpeg }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 80 });
    const file = await download(owner, res.json<ConvertedFile>().url);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 40, height: 80 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('Camille Roy')).toBe(false);
    // The red half is on top once turned clockwise.
    const [red, , blue] = await pixelAt(file.rawPayload, 20, 10);
    expect(red! - blue!).toBeGreaterThan(150);
  });

  it('makes a HEIC photo a one-page PDF the size of the picture', async () => {
    const owner = await signIn();
    const res = await convert(owner, [{ name: 'IMG_0002.HEIC', data: HEIC }], '?to=pdf');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ConvertedFile>();
    expect(body).toMatchObject({ contentType: 'application/pdf', width: 64, height: 48 });
    const file = await download(owner, body.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('IMG_0002.pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 64, height: 48 });
  });

  it('decodes a HEIC photo, which the prebuilt sharp cannot', async () => {
    await expect(sharp(HEIC).jpeg().toBuffer()).rejects.toThrow();
    const owner = await signIn();
    const res = await convert(owner, [{ name: 'IMG_0003.heic', data: HEIC }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = await download(owner, res.json<ConvertedFile>().url);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    const [leftRed, , leftBlue] = await pixelAt(file.rawPayload, 8, 24);
    const [rightRed, , rightBlue] = await pixelAt(file.rawPayload, 56, 24);
    expect(leftRed! - leftBlue!).toBeGreaterThan(100);
    expect(rightBlue! - rightRed!).toBeGreaterThan(100);
  });

  it('refuses what it cannot convert as the other uploads do, and bad options with a field map', async () => {
    const owner = await signIn();
    const png = await halves(20, 20).png().toBuffer();
    const gif = await halves(20, 20).gif().toBuffer();
    const refused = [
      await convert(owner, [{ name: 'anim.gif', data: gif }]),
      await convert(owner, [{ name: 'photo.png', data: HEIC }]),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([415, 415]);
    for (const res of refused) expect(res.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);

    const broken = await convert(owner, [{ name: 'broken.png', data: png.subarray(0, 40) }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ Files: [UPLOAD_MESSAGES.unreadableImage] });
    const none = await convert(owner, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ Files: [UPLOAD_MESSAGES.noFile] });
    const large = await convert(owner, [
      { name: 'big.png', data: Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES)]) },
    ]);
    expect(large.statusCode).toBe(413);
    const options = await convert(owner, [{ name: 'a.png', data: png }], '?to=gif&maxWidth=50');
    expect(options.statusCode).toBe(400);
    expect(Object.keys(options.json().errors).sort()).toEqual(['MaxWidth', 'To']);
    expect((await convert({}, [{ name: 'a.png', data: png }])).statusCode).toBe(401);
  });
});
