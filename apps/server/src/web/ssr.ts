import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));
export const WEB_BUILD_DIR = path.join(WEB_DIR, 'build');

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
  /** Public real-time settings the browser's pusher-js needs (PUSHER_APP_KEY, WS_PORT). */
  realtime: { appKey: string; wsPort: number } | null;
}

export interface WebApp {
  plugin: FastifyPluginAsync;
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/** The production build made by `npm run build` (apps/web/build). */
export async function loadWebBuild(buildDir = WEB_BUILD_DIR): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`The web build is missing (${entry}). Run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/**
 * Server-side rendering of the React Router app inside Fastify, plus its static files.
 * In development `clientDir` is null: Vite's middleware serves the assets instead.
 */
export function createWebApp(options: {
  build: BuildSource;
  mode: 'production' | 'development';
  clientDir: string | null;
  appUrl: string;
  appName?: string;
  realtime?: { appKey: string; wsPort: number };
  beforeRender?: (app: FastifyInstance) => Promise<void>;
}): WebApp {
  const handle = createRequestHandler(options.build, options.mode);

  const plugin: FastifyPluginAsync = async (app) => {
    if (options.beforeRender) await options.beforeRender(app);
    if (options.clientDir) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // Our own Cache-Control below; the plugin's would overwrite it with max-age=0.
        cacheControl: false,
        setHeaders(res, filePath) {
          // Hashed file names under /assets never change; everything else may.
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    // React Router reads the body itself (form actions), so leave the stream unread.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = (reply.raw as ServerResponse & { cspNonce?: string }).cspNonce ?? '';
      const context: WebLoadContext = {
        cspNonce: nonce,
        fetchApi: (apiPath, init) => injectApi(app, request, apiPath, init),
        appUrl: options.appUrl,
        appName: options.appName ?? 'Casino',
        realtime: options.realtime ?? null,
      };
      const response = await handle(toFetchRequest(request, reply), context);
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
  return { plugin };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
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
