import { mkdtempSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { composeRuntime } from '../apps/server/src/compose';
import { loadConfig } from '../apps/server/src/config';
import { createFixtureFeed } from '../apps/server/src/modules/games/games.feed';
import { createLogger } from '../apps/server/src/platform/logger';
import { createScratchDatabase } from '../apps/server/src/test/harness';
import { insertFundedPlayers } from '../apps/server/src/test/originals';
import {
  createWebApp,
  loadWebBuild,
  WEB_BUILD_DIR,
  webSettingsOf,
} from '../apps/server/src/web/ssr';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 16;
/** What a browser asks for a script or a page. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };
/** The asset measured: the landing page's biggest script up to this size, a typical route chunk. */
const ASSET_MAX_BYTES = 32 * 1024;
/** Issue 15: every targeted case answers its 99th percentile within this at 16 connections. */
const P99_TARGET_MS = 20;

interface Request {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** A new body per request, e.g. a search nobody made before (a cache miss every time). */
  nextBody?: () => string;
  headers?: Record<string, string>;
}

interface Case extends Request {
  name: string;
  /** The least ratio to bare node:http the issue asks for, on the drivers named (all if none). */
  target?: { ratio: number; drivers?: ('pglite' | 'postgres')[] };
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(origin: string, request: Request): Promise<Measured> {
  const { nextBody } = request;
  const result = await autocannon({
    url: `${origin}${request.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: request.method ?? 'GET',
    headers: {
      ...request.headers,
      ...(request.body || nextBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body ? { body: request.body } : {}),
    ...(nextBody ? { requests: [{ setupRequest: (r) => ({ ...r, body: nextBody() }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${request.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The biggest script of the page's HTML up to ASSET_MAX_BYTES on disk. */
function pickAsset(html: string): string {
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const sized = scripts
    .map((url) => ({ url, bytes: statSync(path.join(WEB_BUILD_DIR, 'client', url)).size }))
    .filter((script) => script.bytes <= ASSET_MAX_BYTES)
    .sort((a, b) => b.bytes - a.bytes);
  const asset = sized[0];
  if (!asset) throw new Error('the landing page links no script: run "npm run build" first');
  return asset.url;
}

/** An answer's headers and bytes as sent (fetch would decompress them). */
function rawRequest(
  url: string,
  request: Request,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const body = request.body ?? request.nextBody?.();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: request.method ?? 'GET',
        headers: { ...request.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The headers of an answer that say what its bytes are (a bare server repeats them). */
const BYTES_HEADERS = ['content-type', 'content-encoding'] as const;

/**
 * A bare node:http server answering, for each case, the very bytes our server answered it
 * (body, type and encoding, captured once): the floor a Node process can reach for that answer.
 */
async function startBareServer() {
  const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>();
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    // A POST's body is read (and dropped), as any server must before answering.
    req.resume();
    req.on('end', () => {
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Fetches `request` from our server and serves the same bytes at the returned path. */
    async copy(origin: string, request: Request): Promise<Request> {
      const answer = await rawRequest(`${origin}${request.path}`, request);
      const headers: Record<string, string> = {};
      for (const name of BYTES_HEADERS) {
        const value = answer.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const copyPath = `/case-${answers.size}`;
      answers.set(copyPath, { headers, body: answer.body });
      return { ...request, path: copyPath, nextBody: undefined };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One database: its server as `npm start` runs it, a signed-in player, every case measured. */
async function benchDriver(databaseUrl: string | undefined): Promise<void> {
  const logger = createLogger('info', false, pino.destination('/dev/null'));
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-bench-')),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  });
  const runtime = await composeRuntime(config, logger, { inMemory: true });
  const web = createWebApp({
    build: await loadWebBuild(),
    mode: 'production',
    clientDir: path.join(WEB_BUILD_DIR, 'client'),
    ...webSettingsOf(config),
  });
  const app = await buildApp({ config, services: runtime.services, logger, web });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const bare = await startBareServer();
  const driver = runtime.database.driver;

  // The 1,200-game fixture feed (test data), so a page of games is a real query.
  await runtime.services.gamesService.importCatalog(createFixtureFeed());
  const [player] = await insertFundedPlayers(runtime, 1, 100_000);
  const { token } = await runtime.services.usersService.createSession(player!.id);
  const bearer = { authorization: `Bearer ${token}` };
  const asset = pickAsset(await (await fetch(`${origin}/`)).text());
  const assetKb = statSync(path.join(WEB_BUILD_DIR, 'client', asset)).size / 1024;

  let searchIndex = 0;
  const nextSearch = () => {
    searchIndex += 1;
    const a = String.fromCharCode(97 + (searchIndex % 26));
    const b = String.fromCharCode(97 + (Math.floor(searchIndex / 26) % 26));
    const from = Math.floor(searchIndex / 676) % 100;
    return JSON.stringify({ limitfrom: from, limitto: from + 500, search: `${a}${b}` });
  };
  const lobbyPage = '{"limitfrom":0,"limitto":24}';
  const cached = { ratio: 0.3 };
  const cases: Case[] = [
    { name: 'GET /api/health/live', path: '/api/health/live' },
    { name: 'GET /api/health (readiness)', path: '/api/health' },
    { name: 'GET /api/levels (cached)', path: '/api/levels', target: cached },
    {
      name: 'GET /api/levels (cached), bearer token',
      path: '/api/levels',
      headers: bearer,
      target: cached,
    },
    {
      name: 'POST /api/pages (cached)',
      path: '/api/pages',
      method: 'POST',
      body: '{"limit_from":0,"limit_to":300}',
      target: cached,
    },
    {
      name: 'POST /api/games/list, a lobby page of 24 (cached)',
      path: '/api/games/list',
      method: 'POST',
      body: lobbyPage,
      target: cached,
    },
    {
      name: 'POST /api/games/list, 24 (cached), bearer token',
      path: '/api/games/list',
      method: 'POST',
      body: lobbyPage,
      headers: bearer,
      target: cached,
    },
    {
      name: 'GET /api/user, bearer token (one query)',
      path: '/api/user',
      headers: bearer,
      target: { ratio: 0.15, drivers: ['postgres'] },
    },
    {
      name: `GET ${asset} (${assetKb.toFixed(1)} KB, br)`,
      path: asset,
      headers: BROWSER_ENCODINGS,
      target: cached,
    },
    {
      name: 'POST /api/games/list, 500 of 1,200 (cached)',
      path: '/api/games/list',
      method: 'POST',
      body: '{"limitfrom":0,"limitto":500}',
    },
    {
      name: 'POST /api/games/list, two-letter searches (cache misses)',
      path: '/api/games/list',
      method: 'POST',
      nextBody: nextSearch,
    },
    // Last: renders still running when its time ends would slow whatever came next.
    { name: 'GET / (server-rendered landing page, br)', path: '/', headers: BROWSER_ENCODINGS },
  ];

  console.log(
    `\n${driver === 'pglite' ? 'Embedded PGlite (worker thread)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case; each case's baseline is a bare node:http server answering the same bytes, measured just before it`,
  );
  console.log(
    '| case | req/s | p50 ms | p99 ms | bare node:http req/s | ratio | target | within |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let misses = 0;
  for (const item of cases) {
    const floor = await measure(bare.origin, await bare.copy(origin, item));
    const ours = await measure(origin, item);
    const ratio = ours.rps / floor.rps;
    const applies = item.target && (!item.target.drivers || item.target.drivers.includes(driver));
    const isWithin = applies ? ratio >= item.target!.ratio && ours.p99 < P99_TARGET_MS : null;
    if (isWithin === false) misses += 1;
    const target = applies ? `≥ ${item.target!.ratio}, p99 < ${P99_TARGET_MS} ms` : '-';
    const verdict = isWithin === null ? '-' : isWithin ? 'yes' : 'NO';
    console.log(
      `| ${item.name} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${floor.rps.toFixed(0)} | ${ratio.toFixed(3)} | ${target} | ${verdict} |`,
    );
  }
  console.log(misses === 0 ? 'every target met' : `${misses} target(s) missed`);
  await app.close();
  await bare.close();
  await runtime.close();
}

/**
 * The platform's per-request cost: our full stack as `npm start` runs it (security headers,
 * CORS, auth hook, zod, error handling, request logs at info to /dev/null, the web app and its
 * static files) against a bare node:http server answering the same bytes, case by case, in the
 * same process and run, so the ratio is what to read on a noisy machine. On the embedded
 * database, then on PostgreSQL when BENCH_DATABASE_URL is set (a scratch database).
 */
export async function benchHttp(): Promise<void> {
  await benchDriver(undefined);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (a scratch database is made)');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl);
  try {
    await benchDriver(scratch.url);
  } finally {
    await scratch.drop();
  }
}
