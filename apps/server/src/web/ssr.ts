import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createReadableStreamFromReadable } from '@react-router/node';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { WEB_BUILD_DIR, WEB_DIR } from '../paths';
import { cspNonceOf } from '../platform/csp-nonce';
import type { AppMode, Config } from '../config';
import { AppError } from '../platform/errors';
import { answerHeadersOf } from '../platform/security-headers';
import { serveStaticFiles } from './static-files';

export { WEB_BUILD_DIR, WEB_DIR };

/** What the web app's loaders receive as `context` (apps/web/app/lib/context.ts mirrors it). */
export interface WebLoadContext {
  [key: string]: unknown;
  cspNonce: string;
  /** Calls this server's API in-process: no socket, same handlers, same validation. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  /** APP_URL: the public origin for canonical and hreflang links. */
  appUrl: string;
  /** APP_NAME: the product's name (titles, "Support - {app name}"). */
  appName: string;
  /** APP_MODE: 'demo' puts the Demo marker on every page (issue 11). */
  appMode: AppMode;
  /** Public real-time settings the browser's pusher-js needs (PUSHER_APP_KEY, WS_PORT). */
  realtime: { appKey: string; wsPort: number } | null;
}

export interface WebApp {
  plugin: FastifyPluginAsync;
  /**
   * Answers a request for one of the client build's files, as the first onRequest hook: no
   * other hook, body parsing or compression runs for it (decision 027). Null in development,
   * where Vite's middleware serves them.
   */
  serveFile: onRequestHookHandler | null;
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/** Methods that change nothing: they pass without an origin check and carry no body we read. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Web routes that take a file (multipart: an identity document, a content picture of the back
 * office): they get UPLOAD_MAX_BYTES instead of BODY_LIMIT_BYTES. `.data` is React Router's
 * single-fetch form of the same submission.
 */
const UPLOAD_PATHS = new Set([
  '/settings/verification',
  '/settings/verification.data',
  '/admin/content/images',
  '/admin/content/images.data',
]);
/** Room for the multipart framing and the other fields around the file itself. */
const UPLOAD_FRAMING_BYTES = 64 * 1024;

/** Defaults equal config.ts's, for callers (benchmarks) that pass no limits. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Issue 11, cross-site request forgery: a state-changing request must come from a page of
 * APP_URL's origin. Browsers send `Origin` on every cross-origin request and on same-origin
 * POSTs; `Sec-Fetch-Site` is the fallback when a browser leaves Origin out or hides it as
 * "null" (a plain form post from a page under `Referrer-Policy: no-referrer`). When
 * both are there, both must agree. A request with neither is refused: it is no browser's form
 * or fetch, and programs use /api with a bearer token, which never reaches this check.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, appOrigin: string): boolean {
  const origin = headers.origin === 'null' ? undefined : headers.origin;
  const site = headers['sec-fetch-site'];
  if (origin === undefined && site === undefined) return false;
  if (origin !== undefined && origin !== appOrigin) return false;
  // `none`: the user started it (typed address, bookmark), never another site.
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  return true;
}

/** The production build made by `npm run build` (apps/web/build). */
export async function loadWebBuild(buildDir = WEB_BUILD_DIR): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`The web build is missing (${entry}). Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** createWebApp's settings from the server's configuration, as `npm start` and `npm run dev` use. */
export function webSettingsOf(
  config: Pick<
    Config,
    | 'APP_URL'
    | 'APP_NAME'
    | 'APP_MODE'
    | 'BODY_LIMIT_BYTES'
    | 'UPLOAD_MAX_BYTES'
    | 'PUSHER_APP_KEY'
    | 'WS_PORT'
  >,
) {
  return {
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
    appMode: config.APP_MODE,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    uploadLimitBytes: config.UPLOAD_MAX_BYTES,
    realtime: { appKey: config.PUSHER_APP_KEY, wsPort: config.WS_PORT },
  };
}

/**
 * Server-side rendering of the React Router app inside Fastify, plus its static files
 * (`serveFile`, which buildApp places before every other hook). In development `clientDir` is
 * null: Vite's middleware serves the assets instead.
 */
export function createWebApp(options: {
  build: BuildSource;
  mode: 'production' | 'development';
  clientDir: string | null;
  appUrl: string;
  appName?: string;
  /** APP_MODE (config default 'demo'): the Demo marker on every page. */
  appMode?: AppMode;
  /** BODY_LIMIT_BYTES: the largest body a form action or resource route may receive. */
  bodyLimitBytes?: number;
  /** UPLOAD_MAX_BYTES: the identity-document upload's own, larger limit. */
  uploadLimitBytes?: number;
  realtime?: { appKey: string; wsPort: number };
  beforeRender?: (app: FastifyInstance) => Promise<void>;
}): WebApp {
  const handle = createRequestHandler(options.build, options.mode);
  const appOrigin = new URL(options.appUrl).origin;
  const bodyLimit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const uploadLimit =
    (options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES) + UPLOAD_FRAMING_BYTES;
  const getBodyLimit = (url: string) =>
    UPLOAD_PATHS.has(url.split('?', 1)[0] ?? '') ? uploadLimit : bodyLimit;

  const plugin: FastifyPluginAsync = async (app) => {
    // Before anything reads the body or runs an action (issue 11 points 3 and 5).
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOriginRequest(request.headers, appOrigin)) {
        request.log.warn(
          { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
          `cross-site ${request.method} refused: web forms only work from APP_URL (${appOrigin})`,
        );
        throw new AppError('FORBIDDEN', { headers: CLOSE_CONNECTION });
      }
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > getBodyLimit(request.url)) {
        throw new AppError('PAYLOAD_TOO_LARGE', { headers: CLOSE_CONNECTION });
      }
    });
    if (options.beforeRender) await options.beforeRender(app);
    // React Router reads the body itself (form actions), so leave the stream unread.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = cspNonceOf(reply.raw);
      const context: WebLoadContext = {
        cspNonce: nonce,
        fetchApi: (apiPath, init) => injectApi(app, request, apiPath, init),
        appUrl: options.appUrl,
        appName: options.appName ?? 'Casino',
        appMode: options.appMode ?? 'demo',
        realtime: options.realtime ?? null,
      };
      const body = { limit: getBodyLimit(request.url), isTooLarge: false };
      const response = await handle(toFetchRequest(request, reply, appOrigin, body), context);
      // A body without Content-Length (chunked) that grew past the limit: whatever the action
      // made of the cut-off stream, the answer is 413.
      if (body.isTooLarge) {
        await response.body?.cancel();
        throw new AppError('PAYLOAD_TOO_LARGE', { headers: CLOSE_CONNECTION });
      }
      return sendFetchResponse(reply, response);
    };
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/',
      handler: render,
    });
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: render,
    });
  };
  return {
    plugin,
    serveFile: options.clientDir
      ? serveStaticFiles(options.clientDir, answerHeadersOf(options.appUrl))
      : null,
  };
}

/** A refused body is left unread: closing the connection spares reading the rest of it. */
const CLOSE_CONNECTION = { connection: 'close' };

function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  appOrigin: string,
  body: { limit: number; isTooLarge: boolean },
): Request {
  // On APP_URL's origin, not the Host header (a client may send any): loaders see the address
  // players use, and React Router's own check of an action's Origin compares it with APP_URL
  // too, also behind a proxy that terminates TLS. Concatenated, so "//host/path" stays a path.
  const pathAndQuery = request.url.startsWith('/') ? request.url : `/${request.url}`;
  const url = new URL(`${appOrigin}${pathAndQuery}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // A hidden ("null") Origin that the onRequest check accepted by Sec-Fetch-Site is APP_URL's:
  // say so, or React Router's own Origin check would refuse the form post it cannot place.
  if (headers.get('origin') === 'null') headers.set('origin', appOrigin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: createReadableStreamFromReadable(limitBody(request.raw, body)), duplex: 'half' }
      : {}),
  } as RequestInit);
}

/**
 * Counts the bytes as the action reads them and fails the stream past the limit, so a chunked
 * body is never held in memory beyond it (Content-Length was checked before).
 */
function limitBody(raw: IncomingMessage, body: { limit: number; isTooLarge: boolean }) {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > body.limit) {
        body.isTooLarge = true;
        raw.unpipe(counter);
        callback(new Error(`request body over the ${body.limit}-byte limit: answered 413`));
        return;
      }
      callback(null, chunk);
    },
  });
  raw.on('error', (error) => counter.destroy(error));
  return raw.pipe(counter);
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * Calls the API in-process as the browser's request would: its address and user agent come
 * along (sessions record them, rate limits count them). Bodies may be strings or FormData.
 */
async function injectApi(
  app: FastifyInstance,
  origin: FastifyRequest,
  apiPath: string,
  init: RequestInit = {},
): Promise<Response> {
  if (!apiPath.startsWith('/api/'))
    throw new Error(`fetchApi only reaches /api paths, not ${apiPath}`);
  const headers = Object.fromEntries(new Headers(init.headers));
  const userAgent = origin.headers['user-agent'];
  if (userAgent && !headers['user-agent']) headers['user-agent'] = userAgent;
  let payload: string | Buffer | undefined;
  if (typeof init.body === 'string') {
    payload = init.body;
  } else if (init.body !== undefined && init.body !== null) {
    // FormData, Blob, URLSearchParams...: let a Request encode it (multipart boundary included).
    const encoded = new Request('http://localhost/', { method: 'POST', body: init.body });
    payload = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type');
    if (type) headers['content-type'] = type;
  }
  const result = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: apiPath,
    headers,
    remoteAddress: origin.ip,
    ...(payload === undefined ? {} : { payload }),
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(result.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      responseHeaders.append(name, String(item));
  }
  const body = BODYLESS_STATUSES.has(result.statusCode) ? null : result.rawPayload;
  return new Response(body, { status: result.statusCode, headers: responseHeaders });
}
