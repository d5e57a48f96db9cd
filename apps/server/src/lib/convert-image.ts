import decodeHeic from 'heic-decode';
import { PDFDocument } from 'pdf-lib';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_MESSAGES, type FileType } from '@kinderly/shared';
import { AppError } from './app-error.ts';

/** Largest picture decoded (width × height): a phone's 48 MP photo fits; a decompression bomb does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;
const JPEG_QUALITY = 85;

export interface ConvertedImage {
  data: Buffer;
  type: 'jpeg' | 'pdf';
  width: number;
  height: number;
}

const unreadable = () => AppError.validation({ Files: [UPLOAD_MESSAGES.unreadableImage] });
const tooLarge = () => AppError.validation({ Files: [UPLOAD_MESSAGES.imageTooLarge] });

/**
 * The picture as sharp reads it. sharp's prebuilt libvips reads HEIF but has no HEVC decoder (patents), so a HEIC
 * photo is decoded to RGBA by libheif compiled to WebAssembly (heic-decode, heic-convert's decoder) first; its size,
 * which sharp can read from the header, is checked before that decoder allocates anything.
 */
async function openImage(data: Buffer, type: FileType): Promise<Sharp> {
  const options = { autoOrient: true, limitInputPixels: IMAGE_MAX_PIXELS } as const;
  if (type !== 'heic') return sharp(data, options);
  const { width = 0, height = 0 } = await sharp(data).metadata();
  if (width * height > IMAGE_MAX_PIXELS) throw tooLarge();
  const decoded = await decodeHeic({ buffer: data });
  return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    ...options,
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  });
}

/**
 * A JPEG (quality 85) turned by its EXIF orientation, at most `maxWidth` wide (never enlarged), transparent parts
 * on white, with no metadata (sharp strips it unless asked); or that JPEG as the one page of a PDF of its size
 * (1 pixel = 1 point).
 */
export async function convertImage(
  input: { data: Buffer; type: FileType },
  options: { to: 'jpeg' | 'pdf'; maxWidth: number },
): Promise<ConvertedImage> {
  let jpeg: { data: Buffer; info: OutputInfo };
  try {
    const image = await openImage(input.data, input.type);
    jpeg = await image
      .resize({ width: options.maxWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
    throw unreadable();
  }
  const { width, height } = jpeg.info;
  if (options.to === 'jpeg') return { data: jpeg.data, type: 'jpeg', width, height };
  const pdf = await PDFDocument.create();
  const embedded = await pdf.embedJpg(jpeg.data);
  pdf.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
  return { data: Buffer.from(await pdf.save()), type: 'pdf', width, height };
}
