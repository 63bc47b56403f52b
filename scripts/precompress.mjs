// The web client's files compressed once, at build time: brotli at its best quality and gzip -9
// written beside each compressible file (app.js -> app.js.br, app.js.gz). The server answers
// these bytes as they are and never compresses a static file per request (decision 027,
// apps/server/src/web/static-files.ts). Images and fonts are compressed formats already.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats worth compressing. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|map|svg|txt|xml|webmanifest|ico|wasm)$/i;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const FORMS = [
  {
    suffix: '.br',
    compress: (content) =>
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  {
    suffix: '.gz',
    compress: (content) => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Writes the `.br` and `.gz` forms of every compressible file under `root` of MIN_BYTES or
 * more, each only when smaller than the file (a stale one is removed). Returns the byte counts.
 */
export async function precompressDir(root) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib works on libuv's thread pool: a few files at a time keep every core busy.
  const queue = listFiles(root).filter((file) => COMPRESSIBLE.test(file));
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const content = readFileSync(file);
      if (content.length < MIN_BYTES) {
        for (const form of FORMS) rmSync(file + form.suffix, { force: true });
        continue;
      }
      totals.files += 1;
      totals.bytes += content.length;
      for (const form of FORMS) {
        const compressed = await form.compress(content);
        if (compressed.length < content.length) {
          writeFileSync(file + form.suffix, compressed);
          if (form.suffix === '.br') totals.brotliBytes += compressed.length;
          else totals.gzipBytes += compressed.length;
        } else {
          rmSync(file + form.suffix, { force: true });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}
