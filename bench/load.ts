import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ORIGINAL_GAMES } from '@casino/contracts';
import { loadConfig } from '../apps/server/src/config';
import { createLogger } from '../apps/server/src/platform/logger';
import { startServer, type RunningServer } from '../apps/server/src/server';
import { createScratchDatabase } from '../apps/server/src/test/harness';
import { insertFundedPlayers } from '../apps/server/src/test/originals';
import { freePort } from '../apps/server/src/test/ports';
import type {
  KindResult,
  PlayersWorkerData,
  StepRequest,
  StepResult,
  VirtualPlayer,
} from './load-players';
import type { StudioSpec } from './load-studio';
import { machineTicks } from './machine';

const STEPS = (process.env.BENCH_LOAD_STEPS ?? '8,16,32,64,128,256')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 3;
const P99_LIMIT_MS = Number(process.env.BENCH_LOAD_P99_MS ?? 100);
const THINK_MS = 50;
/** $10,000 of play money in cents per player: far more than a run can spend. */
const START_BALANCE = 1_000_000;
const CURRENCY = 'USD';
/** The demo studio's first video slot (apps/demo-provider/catalog/demo-studio.json). */
const SLOT = { code: 'fruit-fiesta', name: 'Fruit Fiesta' };
/** Shared by both nodes, as several nodes must share them (config.ts). */
const SECRETS = {
  PUSHER_APP_SECRET: 'bench-load-pusher-secret-0123456789',
  PAYMENT_WEBHOOK_SECRET: 'bench-load-webhook-secret-0123456789',
};

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TypeScript module in a worker thread (loaded through tsx), once it says it is ready. */
async function startWorker(file: string, data: unknown): Promise<Worker> {
  const url = new URL(file, import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(url)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { eval: true, workerData: data });
  await ask(worker);
  return worker;
}

/** Posts `message` (when given) and answers the worker's next message. */
function ask<T>(worker: Worker, message?: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    worker.once('error', fail);
    worker.once('message', (reply: T) => {
      worker.off('error', fail);
      resolve(reply);
    });
    if (message !== undefined) worker.postMessage(message);
  });
}

async function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function getJson(origin: string, route: string, body?: unknown) {
  const res = await fetch(`${origin}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

interface Setup {
  title: string;
  nodes: number;
  databaseUrl?: string;
  redisUrl?: string;
}

/** Per step: the figures of its row, and each request kind's latencies. */
interface StepSummary {
  players: number;
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  refusals: number;
  cpu: number;
  loopP99: number;
  kinds: Record<string, KindResult>;
}

function summarise(players: number, result: StepResult, cpu: number, loopP99: number) {
  const kinds = Object.values(result.kinds);
  const latencies = kinds.flatMap((k) => k.latencies).sort((a, b) => a - b);
  return {
    players,
    rate: latencies.length / result.seconds,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    requests: latencies.length,
    errors: kinds.reduce((sum, k) => sum + k.errors, 0),
    refusals: kinds.reduce((sum, k) => sum + k.refusals, 0),
    cpu,
    loopP99,
    kinds: result.kinds,
  } satisfies StepSummary;
}

/**
 * One configuration: its nodes and studios started, players made, then steps of rising
 * concurrency until one's p99 passes the limit; the ledger verified at the end.
 */
async function runSetup(setup: Setup): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'casino-bench-load-'));
  const scratch = setup.databaseUrl ? await createScratchDatabase(setup.databaseUrl) : null;
  const nodeIndexes = Array.from({ length: setup.nodes }, (_, i) => i);
  const ports = await Promise.all(
    nodeIndexes.map(async () => ({
      http: await freePort(),
      ws: await freePort(),
      studio: await freePort(),
    })),
  );
  const origins = ports.map((p) => `http://127.0.0.1:${p.http}`);
  const studioOrigins = ports.map((p) => `http://127.0.0.1:${p.studio}`);
  const servers: RunningServer[] = [];
  let studios: Worker | null = null;
  let players: Worker | null = null;
  try {
    const specs: StudioSpec[] = ports.map((p, i) => ({
      port: p.studio,
      casinoUrl: origins[i]!,
      dataDir: path.join(root, `studio-${i}`),
    }));
    studios = await startWorker('./load-studio.ts', specs);
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const [i, p] of ports.entries()) {
      const config = loadConfig({
        ...SECRETS,
        DATABASE_URL: scratch?.url,
        REDIS_URL: setup.redisUrl,
        // Shared storage (the seeded game art), as nodes share a volume.
        DATA_DIR: path.join(root, 'data'),
        HOST: '127.0.0.1',
        PORT: String(p.http),
        WS_PORT: String(p.ws),
        APP_URL: origins[i],
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        // The launch URL the casino hands out; each player then calls its own node's studio.
        DEMO_PROVIDER_URL: studioOrigins[0],
      });
      servers.push(await startServer({ config, logger: createLogger('silent') }));
    }
    const { runtime } = servers[0]!;

    // Players: verified, funded through the ledger (a deposit each), signed in with a session.
    const count = Math.max(...STEPS);
    const rows = await insertFundedPlayers(runtime, count, START_BALANCE, CURRENCY);
    const virtual: VirtualPlayer[] = [];
    for (const [i, row] of rows.entries()) {
      const session = await runtime.services.usersService.createSession(row.id);
      virtual.push({ userId: row.id, token: session.token, node: i % setup.nodes });
    }
    const { categories } = (await getJson(origins[0]!, '/api/games/categories', {})) as {
      categories: { id: number }[];
    };
    const { games } = (await getJson(origins[0]!, '/api/games/list', {
      limitfrom: 0,
      limitto: 20,
      search: SLOT.name,
    })) as { games: { game_id: number; name: string }[] };
    const slot = games.find((game) => game.name.startsWith(SLOT.name));
    if (!slot)
      throw new Error(`${SLOT.name} is not in the catalog: the demo studio was not seeded`);
    // Each crash game's leader (whichever node took its lock) has a round going.
    for (const game of ORIGINAL_GAMES) {
      for (let tries = 0; ; tries += 1) {
        const state = await getJson(origins.at(-1)!, `/api/originals/${game}/state`);
        if (state.round) break;
        if (tries > 60) throw new Error(`${game} has no round after 30 s`);
        await sleep(500);
      }
    }

    const data: PlayersWorkerData = {
      nodes: origins,
      studios: studioOrigins,
      players: virtual,
      slot: { gameId: slot.game_id, code: SLOT.code },
      categoryIds: categories.map((c) => c.id),
      crashGames: [...ORIGINAL_GAMES],
      thinkMs: THINK_MS,
    };
    players = await startWorker('./load-players.ts', data);
    const worker = players;
    const step = (request: StepRequest) => ask<StepResult>(worker, request);

    console.log(`\n### ${setup.title}\n`);
    const warm = await step({ players: STEPS[0]!, seconds: WARM_UP_SECONDS });
    const warmErrors = Object.values(warm.kinds).reduce((sum, k) => sum + k.errors, 0);
    console.log(
      `warm-up (not counted): ${STEPS[0]} players for ${WARM_UP_SECONDS} s, ${warmErrors} errors`,
    );
    console.log(
      '\n| virtual players | requests | req/s | p50 ms | p99 ms | errors | game refusals | machine CPU % | server loop delay p99 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const summaries: StepSummary[] = [];
    const errors: Record<string, number> = {};
    const refusals: Record<string, number> = {};
    for (const concurrency of STEPS) {
      loop.reset();
      const before = machineTicks();
      const result = await step({ players: concurrency, seconds: DURATION_SECONDS });
      const after = machineTicks();
      const cpu = (100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total);
      const s = summarise(concurrency, result, cpu, loop.percentile(99) / 1e6);
      summaries.push(s);
      for (const [k, n] of Object.entries(result.errors)) errors[k] = (errors[k] ?? 0) + n;
      for (const [k, n] of Object.entries(result.refusals)) refusals[k] = (refusals[k] ?? 0) + n;
      console.log(
        `| ${concurrency} | ${s.requests} | ${s.rate.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.errors} | ${s.refusals} | ${s.cpu.toFixed(0)} | ${s.loopP99.toFixed(1)} |`,
      );
      if (s.p99 > P99_LIMIT_MS) {
        console.log(`\np99 passed ${P99_LIMIT_MS} ms at ${concurrency} virtual players: stopped.`);
        break;
      }
      // The live feed's and recent games' background writes settle before the next step.
      await sleep(1000);
    }
    loop.disable();
    printKinds(summaries);
    printCounts('errors', errors);
    printCounts('game refusals (a late click: the game answered it)', refusals);
    const report = await runtime.services.ledgerService.verify();
    console.log(
      `\nledger verify: ${report.ok ? 'ok' : report.problems.join('; ')}, ${report.accounts} accounts`,
    );
  } finally {
    if (players) {
      await ask(players, 'close');
      await players.terminate();
    }
    // The second node first: the first holds the embedded database's socket (share: serve).
    for (const server of [...servers].reverse()) await server.close();
    if (studios) {
      await ask(studios, 'close');
      await studios.terminate();
    }
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** Per request kind: its share of the requests and p50 / p99 at every step. */
function printKinds(summaries: StepSummary[]) {
  const names = [...new Set(summaries.flatMap((s) => Object.keys(s.kinds)))].sort();
  const total = summaries.reduce((sum, s) => sum + s.requests, 0);
  console.log(
    `\n| request | share | ${summaries.map((s) => `p50 / p99 ms at ${s.players}`).join(' | ')} |`,
  );
  console.log(`|---|---|${summaries.map(() => '---|').join('')}`);
  for (const name of names) {
    const n = summaries.reduce((sum, s) => sum + (s.kinds[name]?.latencies.length ?? 0), 0);
    const cells = summaries.map((s) => {
      const sorted = [...(s.kinds[name]?.latencies ?? [])].sort((a, b) => a - b);
      return sorted.length === 0
        ? '-'
        : `${at(sorted, 0.5).toFixed(1)} / ${at(sorted, 0.99).toFixed(1)}`;
    });
    console.log(`| ${name} | ${((100 * n) / total).toFixed(1)} % | ${cells.join(' | ')} |`);
  }
}

function printCounts(title: string, counts: Record<string, number>) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return;
  console.log(`\n${title}, the first ${Math.min(5, entries.length)} distinct:`);
  for (const [message, n] of entries.slice(0, 5)) console.log(`- ${n} x ${message}`);
}

/**
 * A real mix of player traffic (issue 15 item 6): virtual players, each a funded player with
 * a session, loop over the lobby, their user and balance, the live feed, notifications, crash
 * bets and demo-slot spins through the bundled studio, at rising concurrency (BENCH_LOAD_STEPS,
 * BENCH_DURATION seconds each) until a step's p99 passes 100 ms (BENCH_LOAD_P99_MS). First on
 * the embedded database with one node, then on PostgreSQL (BENCH_DATABASE_URL) with Redis and
 * two nodes in this process, the players spread over both.
 */
export async function benchLoad(): Promise<void> {
  const [one, five] = loadavg();
  console.log(
    `steps ${STEPS.join(', ')} virtual players, ${DURATION_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up; think time 0-${THINK_MS} ms; machine load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min)`,
  );
  await runSetup({ title: 'Embedded PGlite (worker thread), one node', nodes: 1 });
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (a scratch database is made)');
    return;
  }
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const hasRedis = await isReachable(redisUrl);
  await runSetup({
    title: hasRedis
      ? 'PostgreSQL with Redis, two nodes'
      : `PostgreSQL, two nodes WITHOUT Redis (${redisUrl} unreachable: no shared cache bus or broadcaster)`,
    nodes: 2,
    databaseUrl,
    ...(hasRedis ? { redisUrl } : {}),
  });
}
