import { megabytes, VERIFICATION_MAX_BYTES } from '@casino/contracts';
import { AppError } from '../../platform/errors';
import { reencodeImage } from '../../platform/uploaded-images';

/**
 * Identity documents (issue 11): what a file is, told from its bytes, never from the name or the
 * type the browser declared (both are the uploader's to choose).
 */
export type DocumentFormat = 'jpeg' | 'png' | 'pdf';

const SIGNATURES: { format: DocumentFormat; bytes: Buffer }[] = [
  { format: 'jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
  { format: 'png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'pdf', bytes: Buffer.from('%PDF-', 'latin1') },
];

export const DOCUMENT_FORMATS: Record<DocumentFormat, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
};

/**
 * The largest picture we decode: a 48-megapixel phone photo passes, a decompression bomb (a
 * small file claiming a huge canvas) is refused from its header, before any pixel is decoded.
 */
export const DOCUMENT_MAX_PIXELS = 50_000_000;

/** A PDF must end where PDFs end: `%%EOF` within its last kilobyte. */
const PDF_TAIL_BYTES = 1024;

/** What one player may upload; the defaults are config.ts's UPLOAD_MAX_BYTES / _FILES_PER_PLAYER. */
export interface DocumentLimits {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Documents a player may hold pending or approved (rejected ones do not count). */
  maxFiles: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: VERIFICATION_MAX_BYTES,
  maxFiles: 10,
};

/** The statuses that use up a player's quota (see DocumentLimits.maxFiles). */
export const QUOTA_STATUSES = ['pending', 'approved'] as const;

export function detectDocumentFormat(data: Buffer): DocumentFormat | null {
  const match = SIGNATURES.find(
    ({ bytes }) => data.length >= bytes.length && data.subarray(0, bytes.length).equals(bytes),
  );
  return match?.format ?? null;
}

/** 413 for a file over the limit, with the limit in MB in the field's message. */
export function fileTooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    fields: { file: [{ key: 'file_too_large', params: { maximum: megabytes(maxBytes) } }] },
  });
}

const notAllowed = (cause?: unknown) =>
  new AppError('FILE_TYPE_NOT_ALLOWED', {
    fields: { file: [{ key: 'errors:FILE_TYPE_NOT_ALLOWED' }] },
    cause,
  });

export interface CleanDocument {
  data: Buffer;
  format: DocumentFormat;
  mimeType: string;
  extension: string;
}

/**
 * Checks an uploaded document and returns the bytes to store.
 *
 * - JPEG and PNG are decoded and encoded again in the same format: what is stored is only the
 *   pixels, without EXIF (location, device), comments, or anything appended after the image
 *   (a script or archive riding along in a polyglot file). A file that does not decode, or
 *   whose header claims more than DOCUMENT_MAX_PIXELS, is refused.
 * - PDF is stored as given. Rewriting a PDF safely needs a full PDF engine (parsing PDFs is
 *   itself the attack surface), and rasterising it would lose the text layer reviewers search.
 *   So the check is structural: it starts with `%PDF-` and has `%%EOF` within its last 1 KB,
 *   which refuses other files that merely carry a PDF name or type, and files with a large
 *   payload appended. Documents are never served from /storage: they live in DATA_DIR/uploads,
 *   read by staff only.
 *
 * Throws FILE_TYPE_NOT_ALLOWED or IMAGE_TOO_LARGE (422); nothing is written here.
 */
export async function cleanDocument(data: Buffer): Promise<CleanDocument> {
  const format = detectDocumentFormat(data);
  if (!format) throw notAllowed();
  const { mimeType, extension } = DOCUMENT_FORMATS[format];
  if (format === 'pdf') {
    const tail = data.subarray(Math.max(0, data.length - PDF_TAIL_BYTES));
    if (!tail.includes('%%EOF', 0, 'latin1')) throw notAllowed();
    return { data, format, mimeType, extension };
  }
  const clean = await reencodeImage(data, {
    format,
    maxPixels: DOCUMENT_MAX_PIXELS,
    quality: 92,
    refuse: notAllowed,
  });
  return { data: clean.data, format, mimeType, extension };
}
