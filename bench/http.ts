import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { composeRuntime } from '../apps/server/src/compose';
import { loadConfig } from '../apps/server/src/config';
import { createFixtureFeed } from '../apps/server/src/modules/games/games.feed';
import { createLogger } from '../apps/server/src/platform/logger';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 16;

async function measure(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; nextBody?: () => string } = {},
) {
  const { nextBody } = init;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: init.method ?? 'GET',
    ...(init.body || nextBody ? { headers: { 'content-type': 'application/json' } } : {}),
    ...(init.body ? { body: init.body } : {}),
    // A new body per request, e.g. a search nobody made before (a cache miss every time).
    ...(nextBody
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }] }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * The platform's per-request cost: our full stack (helmet, CORS, auth hook, zod, error
 * handling, database ping) against a bare node:http server answering the same JSON, measured
 * in the same process and run, so the ratio is what to read on a noisy machine.
 */
export async function benchHttp(): Promise<void> {
  const logger = createLogger('silent');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-bench-')),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    LOG_LEVEL: 'silent',
  });
  const runtime = await composeRuntime(config, logger, { inMemory: true });
  const app = await buildApp({
    config: {
      APP_URL: 'http://localhost:8000',
      APP_NAME: 'Casino',
      BODY_LIMIT_BYTES: 1 << 20,
      TRUST_PROXY: false,
      WS_PORT: 6001,
      isProduction: true,
      isLive: false,
    },
    services: runtime.services,
    logger,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const payload = JSON.stringify(await (await fetch(`${appUrl}/api/health`)).json());
  const raw = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(payload);
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`;

  const baseline = await measure(rawUrl);
  const health = await measure(`${appUrl}/api/health`);
  // The 1,200-game fixture feed (test data), so a 500-game page is a real query.
  await runtime.services.gamesService.importCatalog(createFixtureFeed());
  const games = await measure(`${appUrl}/api/games/list`, {
    method: 'POST',
    body: '{"limitfrom":0,"limitto":500}',
  });
  // Two-letter searches at shifting offsets (67,600 distinct requests): each request is a miss
  // of the catalog cache, so this is the database's own speed.
  let searchIndex = 0;
  const nextSearch = () => {
    searchIndex += 1;
    const a = String.fromCharCode(97 + (searchIndex % 26));
    const b = String.fromCharCode(97 + (Math.floor(searchIndex / 26) % 26));
    const from = Math.floor(searchIndex / 676) % 100;
    return JSON.stringify({
      limitfrom: from,
      limitto: from + 500,
      search: `${a}${b}`,
      sort: 'asc',
    });
  };
  const searches = await measure(`${appUrl}/api/games/list`, {
    method: 'POST',
    nextBody: nextSearch,
  });
  const pages = await measure(`${appUrl}/api/pages`, {
    method: 'POST',
    body: '{"limit_from":0,"limit_to":300}',
  });

  const rows = [
    ['raw node:http (baseline)', baseline],
    ['GET /api/health', health],
    ['POST /api/pages', pages],
    ['POST /api/games/list (500 of 1,200, cached)', games],
    ['POST /api/games/list (search, mostly cache misses)', searches],
  ] as const;
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, driver ${runtime.database.driver}`,
  );
  console.log('| case | req/s | p50 ms | p99 ms | ratio to baseline |');
  console.log('|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(3)} |`,
    );
  }
  await app.close();
  raw.close();
  await runtime.close();
}
