import { randomBytes } from 'node:crypto';
import type { ContentImage } from '@casino/contracts';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { reencodeImage, type UploadedImageFormat } from '../../platform/uploaded-images';

/**
 * Pictures staff upload for posts, sliders and banners (issue 17 "Content"): what a file is, is
 * told from its bytes, never from its name or the type the browser declared (the uploader
 * chooses both), as identity documents are (users.documents.ts).
 */
export type ContentImageFormat = UploadedImageFormat;

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
 * own format (reencodeImage), so what the site serves is only pixels. Throws
 * IMAGE_TYPE_NOT_ALLOWED or IMAGE_TOO_LARGE (422); nothing is written here.
 */
export async function cleanContentImage(data: Buffer): Promise<CleanImage> {
  const format = detectImageFormat(data);
  if (!format) throw notAllowed();
  const clean = await reencodeImage(data, {
    format,
    maxPixels: CONTENT_IMAGE_MAX_PIXELS,
    quality: 90,
    refuse: notAllowed,
  });
  return { ...clean, format };
}

const STORAGE_PREFIX = '/storage/';

/**
 * The address of a picture storeContentImage stored, wherever it stands in a text: only these
 * files are ever deleted (seeded pictures and other folders never are).
 */
const UPLOADED_URL = /\/storage\/content\/upload-[0-9a-f]{24}\.(?:png|jpg|webp)/g;

/** The uploaded pictures' addresses a value holds anywhere (a field, a Markdown link). */
export function findUploadedUrls(value: unknown): Set<string> {
  return new Set(JSON.stringify(value ?? null).match(UPLOADED_URL));
}

/** The storage key of an uploaded picture's address (`content/upload-....png`). */
export function toStorageKey(url: string): string {
  return url.slice(STORAGE_PREFIX.length);
}

/**
 * The fields of a record (`image`, `body.es`) whose text holds `url`: where a refusal of the
 * picture is shown.
 */
export function findFieldsHolding(record: object, url: string, prefix = ''): string[] {
  return Object.entries(record).flatMap(([name, value]: [string, unknown]) => {
    if (typeof value === 'string') return value.includes(url) ? [`${prefix}${name}`] : [];
    if (value && typeof value === 'object') {
      return findFieldsHolding(value, url, `${prefix}${name}.`);
    }
    return [];
  });
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
    url: `${STORAGE_PREFIX}${key}`,
    type: mimeType,
    width: clean.width,
    height: clean.height,
    bytes: clean.data.length,
  };
}
