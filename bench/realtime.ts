import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import PusherServer from 'pusher';
import WebSocket, { WebSocketServer } from 'ws';
import { createLogger } from '../apps/server/src/platform/logger';
import { createMemoryBroadcaster } from '../apps/server/src/realtime/broadcaster';
import { createRealtimeServer } from '../apps/server/src/realtime/ws-server';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EVENTS_PER_ROUND = Number(process.env.BENCH_EVENTS ?? 20);
const CONNECT_CONCURRENCY = 100;
const EVENT_TIMEOUT_MS = 30_000;
const CHANNEL = 'bench';
const EVENT = 'bench-tick';
const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };
const CHILD_ENV = 'BENCH_REALTIME_SERVER';

type ServerKind = 'raw' | 'ours';

/** Milliseconds on the monotonic clock, which every process on this machine shares. */
const now = () => Number(process.hrtime.bigint() / 1_000n) / 1_000;

type ToChild =
  { type: 'memory' } | { type: 'cpu' } | { type: 'publish'; seq: number } | { type: 'stop' };
type FromChild =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'cpu'; micros: number }
  | { type: 'published'; seq: number };

/**
 * The server side, in its own process so that its RSS counts the server's sockets only:
 * `raw` is a bare `ws` WebSocketServer that sends the frame to every client; `ours` is the
 * realtime listener (Pusher protocol, HTTP events API) on an in-memory broadcaster, published
 * to in-process, as the domain-event bridge does.
 */
async function serveChild(kind: ServerKind): Promise<void> {
  const send = (message: FromChild) => process.send?.(message);
  const frameOf = (seq: number) => JSON.stringify({ seq, t: now() });
  let publish: (seq: number) => Promise<void>;
  let close: () => Promise<void>;
  let port: number;
  if (kind === 'raw') {
    const http = createServer();
    const wss = new WebSocketServer({ server: http });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
    publish = async (seq) => {
      const frame = JSON.stringify({ event: EVENT, channel: CHANNEL, data: frameOf(seq) });
      for (const client of wss.clients) {
        if (client.readyState === WebSocket.OPEN) client.send(frame);
      }
    };
    close = async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    };
  } else {
    const logger = createLogger('silent');
    const broadcaster = createMemoryBroadcaster({ logger });
    const server = createRealtimeServer({
      config: {
        PUSHER_APP_ID: APP.id,
        PUSHER_APP_KEY: APP.key,
        PUSHER_APP_SECRET: APP.secret,
        APP_URL: 'http://localhost:8000',
        PUSHER_CLIENT_EVENTS_ENABLED: false,
        PUSHER_MAX_MESSAGE_BYTES: 10 * 1024,
        // Every benchmark client comes from 127.0.0.1: no per-address cap here.
        WS_MAX_CONNECTIONS: CLIENTS + 100,
        WS_MAX_CONNECTIONS_PER_IP: CLIENTS + 100,
        WS_MAX_FRAMES_PER_SECOND: 20,
        TRUST_PROXY: false,
      },
      broadcaster,
      logger,
    });
    await server.listen(0, '127.0.0.1');
    port = server.port ?? 0;
    publish = (seq) =>
      broadcaster.publish({ channels: [CHANNEL], event: EVENT, data: frameOf(seq) });
    close = () => server.close();
  }
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message: ToChild) => {
    if (message.type === 'memory') {
      gc?.();
      gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed });
    } else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    } else if (message.type === 'publish') {
      void publish(message.seq).then(() => send({ type: 'published', seq: message.seq }));
    } else {
      void close().then(() => process.exit(0));
    }
  });
  send({ type: 'ready', port });
}

class ServerProcess {
  private waiters: ((message: FromChild) => boolean)[] = [];
  port = 0;

  private constructor(
    readonly kind: ServerKind,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (message: FromChild) => {
      this.waiters = this.waiters.filter((waiter) => !waiter(message));
    });
  }

  static async start(kind: ServerKind): Promise<ServerProcess> {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_ENV]: kind },
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    const server = new ServerProcess(kind, child);
    const ready = await server.next('ready');
    server.port = ready.port;
    return server;
  }

  next<T extends FromChild['type']>(type: T): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve) =>
      this.waiters.push((message) => {
        if (message.type !== type) return false;
        resolve(message as Extract<FromChild, { type: T }>);
        return true;
      }),
    );
  }

  async memory() {
    const answer = this.next('memory');
    this.child.send({ type: 'memory' } satisfies ToChild);
    return answer;
  }

  /** CPU time (user + system) the server process has used so far, in microseconds. */
  async cpu(): Promise<number> {
    const answer = this.next('cpu');
    this.child.send({ type: 'cpu' } satisfies ToChild);
    return (await answer).micros;
  }

  publish(seq: number): void {
    this.child.send({ type: 'publish', seq } satisfies ToChild);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' } satisfies ToChild);
    await exited;
  }
}

/** Receipts of the event in flight: each client reports its latency here. */
class Collector {
  private seq = -1;
  private count = 0;
  private last = 0;
  private done: (() => void) | null = null;
  readonly latencies: number[] = [];
  delivered = 0;
  busyMs = 0;

  expect(seq: number): Promise<void> {
    this.seq = seq;
    this.count = 0;
    return new Promise((resolve) => (this.done = resolve));
  }

  receive(receivedAt: number, seq: number, sentAt: number): void {
    if (seq !== this.seq) return;
    this.latencies.push(receivedAt - sentAt);
    this.count += 1;
    this.last = receivedAt;
    if (this.count === CLIENTS) {
      this.delivered += CLIENTS;
      this.busyMs += this.last - sentAt;
      this.done?.();
    }
  }
}

let collector = new Collector();

function onFrame(socket: WebSocket, raw: WebSocket.RawData): void {
  const receivedAt = now();
  const frame = JSON.parse(String(raw)) as { event: string; data: string };
  if (frame.event === EVENT) {
    const data = JSON.parse(frame.data) as { seq: number; t: number };
    collector.receive(receivedAt, data.seq, data.t);
  } else if (frame.event === 'pusher:ping') {
    socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
  } else {
    socket.emit('pusher-frame', frame.event);
  }
}

/** One plain `ws` client; on our server it subscribes to the channel with Pusher frames. */
function connectClient(server: ServerProcess): Promise<WebSocket> {
  const path = server.kind === 'ours' ? `/app/${APP.key}?protocol=7` : '/';
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
  socket.on('message', (raw) => onFrame(socket, raw));
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    if (server.kind === 'raw') {
      socket.once('open', () => resolve(socket));
      return;
    }
    socket.on('pusher-frame', (event: string) => {
      if (event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
      } else if (event === 'pusher_internal:subscription_succeeded') {
        resolve(socket);
      } else if (event === 'pusher:error') {
        reject(new Error('pusher:error while subscribing'));
      }
    });
  });
}

async function connectAll(server: ServerProcess): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < CLIENTS) {
        next += 1;
        sockets.push(await connectClient(server));
      }
    }),
  );
  return sockets;
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => socket.terminate(), 2_000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close();
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CaseResult {
  delivered: number;
  cpuMicros: number;
  busyMs: number;
  latencies: number[];
}

let sequence = 0;

/** `events` events, one at a time: each is published once every client has the previous. */
async function measure(
  server: ServerProcess,
  publish: (seq: number) => void,
  events: number,
): Promise<CaseResult> {
  collector = new Collector();
  const cpuBefore = await server.cpu();
  for (let i = 0; i < events; i += 1) {
    sequence += 1;
    const seq = sequence;
    const all = collector.expect(seq);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`event ${seq} not delivered to all clients in time`)),
        EVENT_TIMEOUT_MS,
      );
    });
    publish(seq);
    await Promise.race([all, timeout]).finally(() => clearTimeout(timer));
  }
  const cpuMicros = (await server.cpu()) - cpuBefore;
  const { delivered, busyMs, latencies } = collector;
  return { delivered, cpuMicros, busyMs, latencies };
}

function summarise(results: CaseResult[]) {
  const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
  const cpuMicros = results.reduce((sum, r) => sum + r.cpuMicros, 0);
  const busyMs = results.reduce((sum, r) => sum + r.busyMs, 0);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSecond: (delivered / busyMs) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    delivered,
    cpuPerMessage: cpuMicros / delivered,
  };
}

const rate = (r: CaseResult) => (r.delivered / r.busyMs) * 1000;

function openFilesLimit(): string {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line?.split(/\s+/).slice(3, 5).join('/') ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * One event fanned out to BENCH_CLIENTS (5,000) plain `ws` clients subscribed to one public
 * channel on one node: delivered messages per second and delivery latency (the server's
 * monotonic timestamp in the payload against the client's on receipt), against a bare `ws`
 * WebSocketServer sending the same serialised frame to as many clients. Each server runs in a
 * child process (its RSS before and after the clients connect gives the memory per
 * connection); the clients all live in this process. Rounds alternate raw, ours (in-process
 * publish), ours through the HTTP events API.
 */
export async function benchRealtime(): Promise<void> {
  const limit = openFilesLimit();
  console.log(
    `${CLIENTS} clients per server (two servers connected at once), open files limit (soft/hard) ${limit}`,
  );
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[][] = [];
  try {
    const raw = await ServerProcess.start('raw');
    servers.push(raw);
    const ours = await ServerProcess.start('ours');
    servers.push(ours);

    const memory: Record<ServerKind, { rss: number; heap: number }> = {
      raw: { rss: 0, heap: 0 },
      ours: { rss: 0, heap: 0 },
    };
    for (const server of [raw, ours]) {
      const before = await server.memory();
      const started = now();
      sockets.push(await connectAll(server));
      const connectSeconds = (now() - started) / 1000;
      await sleep(500);
      const after = await server.memory();
      memory[server.kind] = {
        rss: (after.rss - before.rss) / CLIENTS,
        heap: (after.heapUsed - before.heapUsed) / CLIENTS,
      };
      console.log(
        `${server.kind}: ${CLIENTS} clients connected${server.kind === 'ours' ? ' and subscribed' : ''} in ${connectSeconds.toFixed(1)} s; RSS ${(before.rss / 2 ** 20).toFixed(1)} -> ${(after.rss / 2 ** 20).toFixed(1)} MiB`,
      );
    }

    const pusher = new PusherServer({
      appId: APP.id,
      key: APP.key,
      secret: APP.secret,
      host: '127.0.0.1',
      port: String(ours.port),
      useTLS: false,
    });
    const viaHttp = (seq: number) => {
      pusher.trigger(CHANNEL, EVENT, { seq, t: now() }).catch((error: unknown) => {
        console.error('HTTP events API trigger failed', error);
      });
    };
    const cases = {
      raw: [raw, (seq: number) => raw.publish(seq)],
      ours: [ours, (seq: number) => ours.publish(seq)],
      http: [ours, viaHttp],
    } as const;

    // Warm-up: JIT, buffers, the HTTP keep-alive connection.
    for (const [server, publish] of Object.values(cases)) await measure(server, publish, 5);

    const results: Record<keyof typeof cases, CaseResult[]> = { raw: [], ours: [], http: [] };
    const perRound: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const r = await measure(...cases.raw, EVENTS_PER_ROUND);
      const o = await measure(...cases.ours, EVENTS_PER_ROUND);
      const h = await measure(...cases.http, EVENTS_PER_ROUND);
      results.raw.push(r);
      results.ours.push(o);
      results.http.push(h);
      const p99 = (c: CaseResult) => summarise([c]).p99.toFixed(1);
      perRound.push(
        `round ${round}: raw ${rate(r).toFixed(0)}/s (p99 ${p99(r)} ms), ours ${rate(o).toFixed(0)}/s (p99 ${p99(o)} ms, ratio ${(rate(o) / rate(r)).toFixed(2)}), via HTTP ${rate(h).toFixed(0)}/s (p99 ${p99(h)} ms, ratio ${(rate(h) / rate(r)).toFixed(2)})`,
      );
    }

    const base = summarise(results.raw);
    const rows = [
      ['raw `ws` broadcast (baseline)', base, memory.raw],
      ['ours, in-process publish (broadcaster)', summarise(results.ours), memory.ours],
      ['ours, HTTP events API (`pusher` SDK trigger)', summarise(results.http), null],
    ] as const;
    console.log(
      `${CLIENTS} clients, ${ROUNDS} alternating rounds of ${EVENTS_PER_ROUND} events, one event at a time`,
    );
    console.log(
      '| case | delivered | msgs/s | p50 ms | p99 ms | ratio to baseline | server CPU µs/msg | RSS KiB/conn | heap KiB/conn |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, r, m] of rows) {
      const kib = (bytes: number | undefined) =>
        bytes === undefined ? '(same server)' : (bytes / 1024).toFixed(1);
      console.log(
        `| ${name} | ${r.delivered} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.perSecond / base.perSecond).toFixed(3)} | ${r.cpuPerMessage.toFixed(2)} | ${kib(m?.rss)} | ${kib(m?.heap)} |`,
      );
    }
    for (const line of perRound) console.log(line);
  } finally {
    await Promise.all(sockets.map(closeAll));
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const childKind = process.env[CHILD_ENV];
if (childKind === 'raw' || childKind === 'ours') await serveChild(childKind);
