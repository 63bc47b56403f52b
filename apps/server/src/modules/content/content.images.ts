import { randomBytes } from 'node:crypto';
import type { ContentImage } from '@casino/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';

/**
 * Pictures staff upload for posts, sliders and banners (issue 17 "Content"): what a file is, is
 * told from its bytes, never from its name or the type the browser declared (the uploader
 * chooses both), as identity documents are (users.documents.ts).
 */
export type ContentImageFormat = 'png' | 'jpeg' | 'webp';

export const CONTENT_IMAGE_FORMATS: Record<
  ContentImageFormat,
  { mimeType: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string }
> = {
  png: { mimeType: 'image/png', extension: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

/**
 * The largest picture decoded: a 6000 x 6000 banner passes; a decompression bomb (a small file
 * claiming a huge canvas) is refused from its header, before any pixel is decoded.
 */
export const CONTENT_IMAGE_MAX_PIXELS = 40_000_000;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The format the bytes begin with: PNG, JPEG, or WebP (`RIFF`, a size, then `WEBP`). */
export function detectImageFormat(data: Buffer): ContentImageFormat | null {
  const startsWith = (bytes: Buffer, at = 0) =>
    data.length >= at + bytes.length && data.subarray(at, at + bytes.length).equals(bytes);
  if (startsWith(PNG)) return 'png';
  if (startsWith(JPEG)) return 'jpeg';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'webp';
  return null;
}

const notAllowed = (cause?: unknown) =>
  new AppError('IMAGE_TYPE_NOT_ALLOWED', {
    fields: { file: [{ key: 'errors:IMAGE_TYPE_NOT_ALLOWED' }] },
    cause,
  });

export interface CleanImage {
  data: Buffer;
  format: ContentImageFormat;
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture and returns the bytes to serve: decoded and encoded again in its
 * own format, so what the site serves is only pixels, without EXIF (a location, a device),
 * comments, or anything riding after the image (a script or an archive in a polyglot file).
 * An animated picture keeps its first frame. Throws IMAGE_TYPE_NOT_ALLOWED or IMAGE_TOO_LARGE
 * (422); nothing is written here.
 */
export async function cleanContentImage(data: Buffer): Promise<CleanImage> {
  const format = detectImageFormat(data);
  if (!format) throw notAllowed();
  // failOn 'error': refuse truncated or corrupt pixel data, tolerate harmless warnings.
  const options = { limitInputPixels: CONTENT_IMAGE_MAX_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixels decoded), read without the limit so a huge claim is named.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw notAllowed(error);
  }
  // The bytes begin like a PNG, JPEG or WebP; the decoder must agree, or it is something else.
  if (metadata.format !== format) throw notAllowed();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > CONTENT_IMAGE_MAX_PIXELS) {
    const maximum = CONTENT_IMAGE_MAX_PIXELS / 1_000_000;
    throw new AppError('IMAGE_TOO_LARGE', {
      params: { maximum },
      fields: { file: [{ key: 'errors:IMAGE_TOO_LARGE', params: { maximum } }] },
    });
  }
  try {
    // autoOrient applies the EXIF rotation to the pixels, since the EXIF itself is dropped.
    const image = sharp(data, options).autoOrient();
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'jpeg'
          ? image.jpeg({ quality: 90 })
          : image.webp({ quality: 90 });
    const { data: clean, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: clean, format, width: info.width, height: info.height };
  } catch (error) {
    throw notAllowed(error);
  }
}

/**
 * Checks a picture (cleanContentImage) and stores it under `content/` of `storage` (DATA_DIR/
 * storage, which /storage serves) with a random name; answers where the site serves it.
 */
export async function storeContentImage(storage: FileStorage, data: Buffer): Promise<ContentImage> {
  const clean = await cleanContentImage(data);
  const { mimeType, extension } = CONTENT_IMAGE_FORMATS[clean.format];
  const key = `content/upload-${randomBytes(12).toString('hex')}.${extension}`;
  await storage.put(key, clean.data);
  return {
    url: `/storage/${key}`,
    type: mimeType,
    width: clean.width,
    height: clean.height,
    bytes: clean.data.length,
  };
}
