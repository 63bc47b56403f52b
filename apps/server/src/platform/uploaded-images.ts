import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';

/** The picture formats an upload may be, told from its bytes (users' documents, content). */
export type UploadedImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * Decodes an uploaded picture and encodes it again in its own format, so what is kept is only
 * pixels: no EXIF (a location, a device), comments, or anything riding after the image (a
 * script or an archive in a polyglot file). An animated picture keeps its first frame. The
 * header is read first: a picture claiming more than `maxPixels` (a decompression bomb) is
 * refused with IMAGE_TOO_LARGE before any pixel is decoded; one the decoder does not read as
 * `format` (the bytes' own) is refused with `refuse(cause)`. Nothing is written here.
 */
export async function reencodeImage(
  data: Buffer,
  options: {
    format: UploadedImageFormat;
    maxPixels: number;
    /** JPEG and WebP quality. */
    quality: number;
    refuse: (cause?: unknown) => AppError;
  },
): Promise<{ data: Buffer; width: number; height: number }> {
  const { format, maxPixels, refuse } = options;
  // failOn 'error': refuse truncated or corrupt pixel data, tolerate harmless warnings.
  const input = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixels decoded), read without the limit so a huge claim is named.
    metadata = await sharp(data, { ...input, limitInputPixels: false }).metadata();
  } catch (error) {
    throw refuse(error);
  }
  // The bytes begin like this format; the decoder must agree, or it is something else.
  if (metadata.format !== format) throw refuse();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) {
    const maximum = maxPixels / 1_000_000;
    throw new AppError('IMAGE_TOO_LARGE', {
      params: { maximum },
      fields: { file: [{ key: 'errors:IMAGE_TOO_LARGE', params: { maximum } }] },
    });
  }
  try {
    // autoOrient applies the EXIF rotation to the pixels, since the EXIF itself is dropped.
    const image = sharp(data, input).autoOrient();
    const { quality } = options;
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'jpeg'
          ? image.jpeg({ quality })
          : image.webp({ quality });
    const { data: clean, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: clean, width: info.width, height: info.height };
  } catch (error) {
    throw refuse(error);
  }
}
