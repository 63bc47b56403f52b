import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { onRequestHookHandler } from 'fastify';

/**
 * The web app's built files (apps/web/build/client), read once at start-up and answered from
 * memory with the brotli and gzip forms the build wrote beside them (decision 027). Only the
 * files found at start-up exist here: a request names one of them exactly or is not ours, so
 * no path from a request ever reaches the file system.
 */

/** Files up to this size are held in memory with their compressed forms; bigger ones stream. */
export const MEMORY_MAX_BYTES = 256 * 1024;

/** Vite names what it emits under /assets after the content: a changed file is a new URL. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that keep their name across builds (favicon.svg): an hour, then revalidated by ETag. */
const SHORT_LIVED = 'public, max-age=3600';

/** The forms scripts/precompress.mjs writes beside a file, in order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/**
 * An SVG opened on its own is a document that could run script: ours never need to, so such a
 * visit runs none. (Through <img>, the way pages use them, browsers ignore this header.)
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** One form of a file as sent: its headers made once, its bytes in memory or on disk. */
interface Variant {
  encoding: Encoding | null;
  etag: string;
  /** writeHead's flat [name, value, ...] list for a 200. */
  headers: string[];
  /** The same without the body's headers, for a 304. */
  notModifiedHeaders: string[];
  /** null: streamed from `filePath` (over MEMORY_MAX_BYTES). */
  body: Buffer | null;
  filePath: string;
}

export interface StaticFile {
  status: 200 | 404;
  /** Compressed forms first, the file as it is last. */
  variants: readonly Variant[];
}

export interface StaticFiles {
  /** The file a GET or HEAD of `url` names; a 404 for an unknown hashed asset; null: not ours. */
  find(url: string): StaticFile | null;
  send(file: StaticFile, request: IncomingMessage, response: ServerResponse): void;
}

/**
 * The onRequest hook that answers GET and HEAD of the files under `root`. Registered first, it
 * ends such a request before any other hook (CORS, compression, auth) or body parsing runs;
 * the request's log line (onResponse) is still written.
 */
export function serveStaticFiles(
  root: string,
  answerHeaders: Readonly<Record<string, string>>,
): onRequestHookHandler {
  const files = loadStaticFiles(root, answerHeaders);
  return (request, reply, done) => {
    const file =
      request.method === 'GET' || request.method === 'HEAD' ? files.find(request.url) : null;
    if (!file) {
      done();
      return;
    }
    reply.hijack();
    files.send(file, request.raw, reply.raw);
  };
}

/** Reads `root` once; `answerHeaders` (nosniff and the rest) go on every answer. */
export function loadStaticFiles(
  root: string,
  answerHeaders: Readonly<Record<string, string>>,
): StaticFiles {
  const common = Object.entries(answerHeaders).flat();
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(root)) {
    const url = urlOf(relative);
    files.set(url, loadFile(path.join(root, relative), url, common));
  }
  const missing = missingAsset(common);

  return {
    find(url) {
      const queryAt = url.indexOf('?');
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      const file = files.get(pathname);
      if (file) return file;
      // A script of a build that is gone (a tab open across a deploy) must fail as a script,
      // not receive the HTML of a 404 page.
      return pathname.startsWith(HASHED_PREFIX) ? missing : null;
    },
    send(file, request, response) {
      const variant = chooseVariant(file, request.headers['accept-encoding']);
      const ifNoneMatch = request.headers['if-none-match'];
      if (file.status === 200 && ifNoneMatch !== undefined && ifNoneMatch.includes(variant.etag)) {
        response.writeHead(304, variant.notModifiedHeaders);
        response.end();
        return;
      }
      response.writeHead(file.status, variant.headers);
      if (request.method === 'HEAD') {
        response.end();
      } else if (variant.body) {
        response.end(variant.body);
      } else {
        createReadStream(variant.filePath)
          .on('error', (error) => response.destroy(error))
          .pipe(response);
      }
    },
  };
}

/** The best form the client accepts: brotli, then gzip, then the file itself. */
function chooseVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  const { variants } = file;
  if (acceptEncoding) {
    for (const variant of variants) {
      if (variant.encoding && accepts(acceptEncoding, variant.encoding)) return variant;
    }
  }
  return variants[variants.length - 1]!;
}

/** Whether an Accept-Encoding header names `encoding` without refusing it (`;q=0`). */
export function accepts(acceptEncoding: string, encoding: Encoding): boolean {
  for (const item of acceptEncoding.split(',')) {
    const [token = '', ...params] = item.split(';');
    if (token.trim().toLowerCase() !== encoding) continue;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(param));
  }
  return false;
}

function loadFile(filePath: string, url: string, common: string[]): StaticFile {
  const content = readFileSync(filePath);
  const isInMemory = content.length <= MEMORY_MAX_BYTES;
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 22);
  const extension = path.extname(filePath).toLowerCase();
  const shared = [
    ...common,
    'cache-control',
    url.startsWith(HASHED_PREFIX) ? IMMUTABLE : SHORT_LIVED,
    ...(extension === '.svg' ? ['content-security-policy', SVG_POLICY] : []),
  ];
  const compressed = ENCODINGS.filter(({ suffix }) => existsSync(filePath + suffix));
  // Caches keep the forms apart only when told the answer depends on Accept-Encoding.
  const vary = compressed.length > 0 ? ['vary', 'Accept-Encoding'] : [];
  const variantOf = (encoding: Encoding | null, variantPath: string, body: Buffer): Variant => {
    const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
    const notModifiedHeaders = [...shared, ...vary, 'etag', etag];
    return {
      encoding,
      etag,
      notModifiedHeaders,
      headers: [
        ...notModifiedHeaders,
        'content-type',
        CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'content-length',
        String(body.length),
        ...(encoding ? ['content-encoding', encoding] : []),
      ],
      body: isInMemory ? body : null,
      filePath: variantPath,
    };
  };
  return {
    status: 200,
    variants: [
      ...compressed.map(({ name, suffix }) =>
        variantOf(name, filePath + suffix, readFileSync(filePath + suffix)),
      ),
      variantOf(null, filePath, content),
    ],
  };
}

function missingAsset(common: string[]): StaticFile {
  const body = Buffer.from('Not Found');
  return {
    status: 404,
    variants: [
      {
        encoding: null,
        etag: '',
        notModifiedHeaders: [],
        headers: [
          ...common,
          'cache-control',
          'no-store',
          'content-type',
          'text/plain; charset=utf-8',
          'content-length',
          String(body.length),
        ],
        body,
        filePath: '',
      },
    ],
  };
}

/** Every file under `root` (relative paths), leaving out dot files and the compressed forms. */
function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !isCompressedForm(path.join(root, child))) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

function isCompressedForm(filePath: string): boolean {
  return ENCODINGS.some(
    ({ suffix }) => filePath.endsWith(suffix) && existsSync(filePath.slice(0, -suffix.length)),
  );
}

/** The URL path a browser asks for the file: each segment percent-encoded as browsers do. */
function urlOf(relative: string): string {
  return `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`;
}
