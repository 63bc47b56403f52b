/** Text formats worth compressing. */
export const COMPRESSIBLE: RegExp;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES: number;

/**
 * Writes the `.br` and `.gz` forms of every compressible file under `root` of MIN_BYTES or
 * more, each only when smaller than the file (a stale one is removed). Returns the byte counts.
 */
export function precompressDir(root: string): Promise<{
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}>;
