import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatMinorUnits } from '@casino/contracts';
import { Pool } from 'undici';

/**
 * The virtual players of `npm run bench -- load`, run in a worker thread so that their HTTP
 * and JSON work stays off the servers' event loop (players are on their own machines). Each
 * one loops, with a think time of 0-50 ms, over a weighted mix of what a signed-in session does:
 * the lobby, the user and balance, the live feed, notifications, crash bets and demo-slot spins
 * through the bundled studio. Every request is timed from sending to its last byte.
 */

export interface VirtualPlayer {
  userId: number;
  /** The casino session's bearer token. */
  token: string;
  /** Which node (and which studio) this player talks to. */
  node: number;
}

export interface PlayersWorkerData {
  /** Casino origins, one per node. */
  nodes: string[];
  /** Studio origins, one per node (each studio calls its own node's wallet). */
  studios: string[];
  players: VirtualPlayer[];
  slot: { gameId: number; code: string };
  categoryIds: number[];
  /** The crash games; a player sits at one of them (its index modulo their number). */
  crashGames: string[];
  thinkMs: number;
}

/** What the parent asks for: the first `players` players loop for `seconds`. */
export interface StepRequest {
  players: number;
  seconds: number;
}

export interface KindResult {
  latencies: number[];
  /** Non-2xx answers and exceptions. */
  errors: number;
  /** The game's own refusals at its edges (a cash-out after the crash, a bet after the window). */
  refusals: number;
}

export interface StepResult {
  seconds: number;
  kinds: Record<string, KindResult>;
  /** Distinct error messages and how often each came. */
  errors: Record<string, number>;
  refusals: Record<string, number>;
}

/** A late click loses the race against the round: the game answers it, nothing failed. */
const GAME_REFUSALS = new Set(['CASHOUT_TOO_LATE', 'BET_WINDOW_CLOSED', 'CASHOUT_UNAVAILABLE']);
const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };

/** Relative weights of a session's actions (each one or more requests). */
const MIX = [
  ['lobby', 14],
  ['list', 12],
  ['providers', 4],
  ['sliders', 4],
  ['banners', 4],
  ['user', 16],
  ['recent', 3],
  ['livefeed', 10],
  ['notifications', 6],
  ['crash', 14],
  ['slot', 13],
] as const;
type Action = (typeof MIX)[number][0];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);

function pickAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'user';
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PlayerState {
  /** The studio's game session token, from the casino's launch URL. */
  slotToken: string | null;
  /** The crash round this player bet in, and whether the bet waits for a manual cash-out. */
  crashRound: number | null;
  isManualOpen: boolean;
}

function decode(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export function createPlayers(data: PlayersWorkerData) {
  const perNode = (node: number) => data.players.filter((p) => p.node === node).length;
  // Keep-alive connections, one per player on that origin (a closed loop needs no more).
  const pools = new Map<string, Pool>();
  const poolOf = (origin: string, connections: number) => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: Math.max(1, connections), pipelining: 1 });
      pools.set(origin, pool);
    }
    return pool;
  };
  data.nodes.forEach((origin, node) => poolOf(origin, perNode(node)));
  data.studios.forEach((origin, node) => poolOf(origin, perNode(node)));
  const states = data.players.map((): PlayerState => ({
    slotToken: null,
    crashRound: null,
    isManualOpen: false,
  }));

  let result: StepResult = { seconds: 0, kinds: {}, errors: {}, refusals: {} };
  const kindOf = (kind: string) =>
    (result.kinds[kind] ??= { latencies: [], errors: 0, refusals: 0 });
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);

  /** One request, timed to its last byte; the parsed answer, or null when it failed. */
  async function send(
    kind: string,
    origin: string,
    options: {
      method?: 'GET' | 'POST';
      path: string;
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      parse?: boolean;
    },
  ): Promise<Record<string, unknown> | null> {
    const pool = pools.get(origin)!;
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = {
      ...BROWSER,
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const stats = kindOf(kind);
    const started = performance.now();
    try {
      const res = await pool.request({
        method,
        path: options.path,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const raw = Buffer.from(await res.body.arrayBuffer());
      stats.latencies.push(performance.now() - started);
      const isOk = res.statusCode >= 200 && res.statusCode < 300;
      if (isOk && !options.parse) return {};
      const text = decode(raw, res.headers['content-encoding']);
      const answer = JSON.parse(text) as Record<string, unknown>;
      if (isOk) return answer;
      const code = String(answer.code ?? answer.error ?? '');
      if (GAME_REFUSALS.has(code)) {
        stats.refusals += 1;
        count(result.refusals, `${kind}: ${code}`);
      } else {
        stats.errors += 1;
        count(result.errors, `${kind}: ${res.statusCode} ${code || text.slice(0, 80)}`);
      }
      return null;
    } catch (error) {
      stats.latencies.push(performance.now() - started);
      stats.errors += 1;
      count(result.errors, `${kind}: ${(error as Error).message}`);
      return null;
    }
  }

  /** The crash page: the round's state, then a bet in its window or a manual cash-out. */
  async function playCrash(index: number, player: VirtualPlayer, state: PlayerState, node: string) {
    const game = data.crashGames[index % data.crashGames.length]!;
    const answer = await send('crash state', node, {
      path: `/api/originals/${game}/state`,
      token: player.token,
      parse: true,
    });
    const round = answer?.round as
      { id: number; status: string; betting_ends_at: number | null } | null | undefined;
    if (!answer || !round) return;
    const serverTime = Number(answer.server_time);
    if (round.status === 'betting' && state.crashRound !== round.id) {
      // Not in the window's last 300 ms: a person sees the countdown end.
      if ((round.betting_ends_at ?? 0) - serverTime < 300) return;
      const isManual = Math.random() < 0.5;
      const placed = await send('crash bet', node, {
        path: `/api/originals/${game}/bet`,
        token: player.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          // $0.10 to $1.00, made from whole cents as the API takes it: decimal text.
          amount: formatMinorUnits(10 * (1 + Math.floor(Math.random() * 10))),
          auto_cashout: isManual ? null : pick(['1.20', '1.50', '2', '3', '5']),
        },
      });
      if (placed) {
        state.crashRound = round.id;
        state.isManualOpen = isManual;
      }
    } else if (round.status === 'running' && state.crashRound === round.id && state.isManualOpen) {
      state.isManualOpen = false;
      await send('crash cash-out', node, {
        path: `/api/originals/${game}/cashout`,
        token: player.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { round_id: round.id },
      });
    }
  }

  /** The demo slot: launched once through the casino, then spins at the studio. */
  async function playSlot(player: VirtualPlayer, state: PlayerState, node: string) {
    const studio = data.studios[player.node]!;
    const game = data.slot.code;
    if (!state.slotToken) {
      const launched = await send('slot launch (gameURL)', node, {
        path: '/api/games/gameURL',
        token: player.token,
        body: { game_id: data.slot.gameId },
        parse: true,
      });
      const url = (launched?.urldata as { url?: string } | undefined)?.url;
      if (!url) return;
      const token = new URL(url).searchParams.get('token');
      const session = await send('slot session (studio)', studio, {
        path: '/api/session',
        body: { game, token, lang: 'en' },
      });
      if (!session) return;
      state.slotToken = token;
    }
    // 20 to 200 minor units, a multiple of the 20 lines.
    await send('slot spin (studio + wallet)', studio, {
      path: '/api/slot/spin',
      body: { game, token: state.slotToken, bet: 20 * (1 + Math.floor(Math.random() * 10)) },
    });
  }

  async function act(index: number) {
    const player = data.players[index]!;
    const state = states[index]!;
    const node = data.nodes[player.node]!;
    const { token } = player;
    switch (pickAction()) {
      case 'lobby':
        // The lobby page: its categories, then carousels of two of them.
        await send('games categories', node, { path: '/api/games/categories', body: {} });
        for (let i = 0; i < 2; i += 1) {
          const category_id = pick(data.categoryIds);
          await send('games list', node, {
            path: '/api/games/list',
            body: { limitfrom: 0, limitto: 24, category_id },
          });
        }
        return;
      case 'list': {
        const from = 24 * Math.floor(Math.random() * 3);
        await send('games list', node, {
          path: '/api/games/list',
          body: { limitfrom: from, limitto: from + 24, category_id: pick(data.categoryIds) },
        });
        return;
      }
      case 'providers':
        await send('games providers', node, { path: '/api/games/providers', body: {} });
        return;
      case 'sliders':
        await send('sliders', node, { path: '/api/games/imageslider' });
        return;
      case 'banners':
        await send('banners', node, { path: '/api/banners' });
        return;
      case 'user':
        // The header's user, with its balances (spec §7 GET /user).
        await send('user + balance', node, { path: '/api/user', token });
        return;
      case 'recent':
        await send('recent games', node, { path: '/api/user/gameslist', token, body: {} });
        return;
      case 'livefeed':
        await send('live feed', node, { path: '/api/livefeed', token });
        return;
      case 'notifications':
        await send('notifications', node, {
          path: '/api/user/notifications',
          token,
          body: { page: 1, per_page: 10 },
        });
        return;
      case 'crash':
        await playCrash(index, player, state, node);
        return;
      case 'slot':
        await playSlot(player, state, node);
        return;
    }
  }

  return {
    async runStep(step: StepRequest): Promise<StepResult> {
      result = { seconds: 0, kinds: {}, errors: {}, refusals: {} };
      const started = performance.now();
      const deadline = started + step.seconds * 1000;
      const loops = data.players.slice(0, step.players).map(async (_player, index) => {
        // Players start spread over the first think time, not all in the same millisecond.
        await sleep(Math.random() * data.thinkMs);
        while (performance.now() < deadline) {
          await act(index);
          await sleep(Math.random() * data.thinkMs);
        }
      });
      await Promise.all(loops);
      result.seconds = (performance.now() - started) / 1000;
      return result;
    },
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const players = createPlayers(workerData as PlayersWorkerData);
  port.on('message', (message: StepRequest | 'close') => {
    if (message === 'close') {
      void players.close().then(() => port.postMessage('closed'));
      return;
    }
    void players.runStep(message).then((result) => port.postMessage(result));
  });
  port.postMessage('ready');
}
