import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import {
  signWalletBody,
  type WalletAction,
} from '../apps/server/src/modules/providers/providers.wire';

/**
 * The load generator of `npm run bench -- provider`: a studio calling the casino's seamless
 * wallet over keep-alive HTTP, signing every body as sent. Run as a worker thread, so that its
 * HTTP, HMAC and JSON work is not counted against the server's event loop (a real studio calls
 * from its own machine); provider.ts also uses it directly for the statement count.
 */

export interface Session {
  userId: number;
  token: string;
}
export type Call = (
  action: WalletAction,
  body: Record<string, unknown>,
) => Promise<{ status: string }>;
/** One round: its calls' latencies pushed to `latencies`; a refusal's name, or null. */
export type Pair = (session: Session, latencies: number[]) => Promise<string | null>;

export interface LoopResult {
  pairs: number;
  seconds: number;
  latencies: number[];
  failures: Map<string, number>;
}
/** A LoopResult as a worker posts it (a Map does not cross as one). */
export type WorkerLoopResult = Omit<LoopResult, 'failures'> & {
  failures: Record<string, number>;
};

export interface StudioWorkerData {
  port: number;
  sessions: Session[];
  seconds: number;
  /** Makes this run's transaction uuids unique in the database. */
  prefix: string;
  code: string;
  secret: string;
  game: string;
  bet: number;
}

/**
 * A studio's HTTP client: keep-alive connections, one per session, the body signed as sent.
 * undici's pool, not node:http's agent: a load generator that costs less CPU leaves more of
 * this machine's two cores to the server it measures (a real studio calls from elsewhere).
 */
export function createStudioClient(options: {
  port: number;
  code: string;
  secret: string;
  sockets: number;
}) {
  const pool = new Pool(`http://127.0.0.1:${options.port}`, {
    connections: options.sockets,
    pipelining: 1,
  });
  const call: Call = async (action, body) => {
    const raw = JSON.stringify(body);
    const res = await pool.request({
      method: 'POST',
      path: `/api/provider/${options.code}/${action}`,
      headers: {
        'content-type': 'application/json',
        'x-signature': signWalletBody(options.secret, raw),
      },
      body: raw,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${text}`);
    return JSON.parse(text) as { status: string };
  };
  return { call, close: () => pool.destroy() };
}

/** One slot round through a wallet client: a bet, then its win (every third round wins 0). */
export function walletPair(
  call: Call,
  options: { prefix: string; game: string; bet: number; next: () => number },
): Pair {
  const { prefix, game, bet: stake, next } = options;
  return async (session, latencies) => {
    const n = next();
    const bet = `bet-${prefix}-${n}`;
    const common = { token: session.token, game_code: game, round: `round-${n}`, currency: 'USD' };
    const t0 = performance.now();
    const placed = await call('bet', {
      ...common,
      request_uuid: `req-${bet}`,
      transaction_uuid: bet,
      amount: stake,
    });
    const t1 = performance.now();
    latencies.push(t1 - t0);
    if (placed.status !== 'RS_OK') return `bet ${placed.status}`;
    const paid = await call('win', {
      ...common,
      request_uuid: `req-win-${bet}`,
      transaction_uuid: `win-${prefix}-${n}`,
      reference_transaction_uuid: bet,
      amount: n % 3 === 0 ? 0 : 2 * stake,
    });
    latencies.push(performance.now() - t1);
    return paid.status === 'RS_OK' ? null : `win ${paid.status}`;
  };
}

/** One loop per session for `seconds`, each waiting for its answers before the next. */
export async function runLoops(
  pair: Pair,
  sessions: Session[],
  seconds: number,
): Promise<LoopResult> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let pairs = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < deadline) {
        const failure = await pair(session, latencies);
        if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
        else pairs += 1;
      }
    }),
  );
  return { pairs, seconds: (performance.now() - started) / 1000, latencies, failures };
}

if (!isMainThread && parentPort) {
  const data = workerData as StudioWorkerData;
  const client = createStudioClient({
    port: data.port,
    code: data.code,
    secret: data.secret,
    sockets: data.sessions.length,
  });
  let n = 0;
  const pair = walletPair(client.call, { ...data, next: () => (n += 1) });
  // Loaded: the parent starts counting the machine's CPU, then says go.
  const port = parentPort;
  await new Promise((resolve) => {
    port.once('message', resolve);
    port.postMessage('ready');
  });
  const result = await runLoops(pair, data.sessions, data.seconds);
  await client.close();
  const message: WorkerLoopResult = {
    ...result,
    failures: Object.fromEntries(result.failures),
  };
  parentPort.postMessage(message);
}
