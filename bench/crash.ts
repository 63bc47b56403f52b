import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  elapsedMsFor,
  originalsChannel,
  type CrashBet,
  type CrashRoundState,
} from '@casino/contracts';
import { composeRuntime, type Runtime } from '../apps/server/src/compose';
import { queryRows, type Database } from '../apps/server/src/db/client';
import { createDatabaseClock } from '../apps/server/src/modules/originals/originals.clock';
import { startCrashLeaders } from '../apps/server/src/modules/originals/originals.leader';
import { createOriginalsRepository } from '../apps/server/src/modules/originals/originals.repository';
import { createLogger } from '../apps/server/src/platform/logger';
import { startRealtimeNode } from '../apps/server/src/realtime/realtime-node';
import { createScratchDatabase, testRuntimeConfig } from '../apps/server/src/test/harness';
import { prepareChain } from '../apps/server/src/test/originals';
import { printProfile, startProfile } from './crash-profile';
import { createTicker, publicBet } from './crash-ticker';
import { startWatchers, type WatcherCount } from './crash-watchers';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 50);
const TICKER_WATCHERS = Math.max(
  1,
  Math.min(WATCHERS, Number(process.env.BENCH_TICKER_WATCHERS ?? 5)),
);
const BETTING_MS = Number(process.env.BENCH_BETTING_MS ?? 5_000);
/** The round's crash point is picked (by the chain's salt) within 5 % of this multiplier. */
const CRASH_TARGET = Number(process.env.BENCH_CRASH ?? 4);
const AUTO_SHARE = 0.2;
const START_BALANCE = 1_000_000; // $10,000 in cents: far more than a round can take
const CASHOUT_P99_TARGET_MS = 100;
const BYTES_RATIO_TARGET = 0.2;
const GAME = 'crash';
const OURS = originalsChannel(GAME);
const TICKER = 'bench-ticker';
const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], q: number) =>
  values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
/**
 * Waits `ms` and answers the moment it meant to wake up: a request is timed from then, so
 * time this process's event loop was too busy to start it counts too, as it would for a
 * request waiting in the socket of a busy server.
 */
async function until(ms: number): Promise<number> {
  const due = performance.now() + Math.max(0, ms);
  await sleep(ms);
  return due;
}
const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');
const codeOf = (error: unknown) => (error as { code?: string }).code ?? String(error);

interface Player {
  userId: number;
  amount: number;
  autoX100: number | null;
  /** Manual players: when they press cash out, in ms after the round started. */
  cashoutAfterMs: number | null;
  betAfterMs: number;
  bet: CrashBet | null;
}

function makePlayers(userIds: number[], crashMs: number): Player[] {
  return userIds.map((userId) => {
    const isAuto = Math.random() < AUTO_SHARE;
    return {
      userId,
      amount: 10 * (1 + Math.floor(Math.random() * 100)), // $0.10 to $10.00
      // Log-uniform from 1.10x to 8x: those above the crash point lose.
      autoX100: isAuto ? Math.round(110 * Math.exp(Math.random() * Math.log(8 / 1.1))) : null,
      // Uniform in time up to 15 % past the crash: about one in eight never gets to.
      cashoutAfterMs: isAuto ? null : 300 + Math.random() * (crashMs * 1.15 - 300),
      // Spread over the window but its last second, as people click.
      betAfterMs: Math.random() * (BETTING_MS - 1_000),
      bet: null,
    };
  });
}

/** A salted chain whose first round crashes near CRASH_TARGET, and funded, verified players. */
async function setUp(runtime: Runtime) {
  const { db } = runtime.database;
  const { pointsX100 } = await prepareChain(runtime, GAME, {
    want: ([p]) => p !== undefined && Math.abs(p / 100 / CRASH_TARGET - 1) <= 0.05,
    rounds: 1,
  });
  await runtime.services.originalsService.games.updateSettings(GAME, {
    bettingMs: BETTING_MS,
    // No cap: every cash-out here is the player's own.
    limits: { USD: { min_bet: 10, max_bet: 100_000, max_payout: 1_000_000_000_000 } },
  });
  // Straight into the table: 2,000 password hashes would take minutes and measure nothing.
  const users = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, password_hash, role, currency, locale, ref_code, email_verified_at)
        select 'Player ' || g, 'bench-' || g || '@bench.test', 'not-a-hash', 'player', 'USD', 'en',
               'bench' || g, now()
        from generate_series(1, ${PLAYERS}::int) g returning id`,
  );
  const queue = users.map((user) => user.id);
  await Promise.all(
    range(8).map(async () => {
      for (let userId = queue.shift(); userId; userId = queue.shift()) {
        await runtime.services.ledgerService.transfer({
          key: `bench-deposit:${userId}`,
          type: 'deposit',
          debit: { kind: 'deposit_clearing' },
          credit: { kind: 'player_cash', userId },
          amount: START_BALANCE,
          currency: 'USD',
        });
      }
    }),
  );
  return { crashX100: pointsX100[0] ?? 0, userIds: users.map((user) => user.id) };
}

/** The node's real time as server.ts starts it: memory broadcaster, bridge, listener. */
function startRealtime(runtime: Runtime, logger: ReturnType<typeof createLogger>) {
  const { usersService } = runtime.services;
  return startRealtimeNode({
    config: {
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      APP_URL: 'http://localhost:8000',
      PUSHER_CLIENT_EVENTS_ENABLED: false,
      PUSHER_MAX_MESSAGE_BYTES: 10 * 1024,
      WS_MAX_CONNECTIONS: WATCHERS + 100,
      WS_MAX_CONNECTIONS_PER_IP: WATCHERS + 100,
      WS_MAX_FRAMES_PER_SECOND: 20,
      TRUST_PROXY: false,
      REDIS_URL: undefined,
    },
    events: runtime.services.events,
    async getUser(userId) {
      const row = await usersService.findById(userId);
      return row ? usersService.toUser(row) : null;
    },
    logger,
    port: 0,
    host: '127.0.0.1',
  });
}

/** The round's ledger and money, read after it settled. */
async function readOutcome(db: Database, roundId: number) {
  const reference = `crash:${roundId}:%`;
  const transfers = await queryRows<{ type: string; n: number }>(
    db,
    sql`select type, count(*)::int as n from ledger_transfers where reference like ${reference}
        group by type order by type`,
  );
  const [peak] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers where reference like ${reference}
        group by date_trunc('second', created_at) order by 1 desc limit 1`,
  );
  const [row] = await queryRows<
    Record<'players' | 'house' | 'wallets' | 'won' | 'lost' | 'open' | 'settled', string>
  >(
    db,
    sql`select (select sum(payout - amount) from crash_bets where round_id = ${roundId})::text as players,
               (select sum(balance) from ledger_accounts where code like 'game:crash.%:USD')::text as house,
               (select sum(balance) - ${PLAYERS * START_BALANCE}::bigint from ledger_accounts
                 where kind = 'player_cash')::text as wallets,
               (select count(*) from crash_bets where round_id = ${roundId} and status = 'won')::text as won,
               (select count(*) from crash_bets where round_id = ${roundId} and status = 'lost')::text as lost,
               (select count(*) from crash_bets where round_id = ${roundId} and status = 'open')::text as open,
               (select extract(epoch from max(settled_at)) * 1000 from crash_bets
                 where round_id = ${roundId})::text as settled`,
  );
  const n = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? Number.NaN);
  return {
    transfers,
    total: transfers.reduce((sum, t) => sum + t.n, 0),
    peakPerSecond: peak?.n ?? 0,
    players: n('players'),
    house: n('house'),
    wallets: n('wallets'),
    won: n('won'),
    lost: n('lost'),
    open: n('open'),
    lastSettledStamp: n('settled'),
  };
}

/**
 * One round of `crash`: BENCH_PLAYERS players bet at random moments of the betting window and
 * cash out (a fifth by auto cash-out, the rest through the service's cashout call at random
 * moments), the real engine leading the round; BENCH_WATCHERS websocket watchers count the
 * bytes of the game's channel, against a per-tick broadcaster of the same round on another
 * channel of the same realtime server (bench/README.md says exactly what it sends).
 */
export async function benchCrash(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const config = testRuntimeConfig({ DATABASE_URL: scratch?.url, SEED_DEMO: false });
  const logger = createLogger('warn');
  const runtime = await composeRuntime(config, logger, { inMemory: !scratch });
  const { db } = runtime.database;
  const { originalsService, ledgerService, events } = runtime.services;
  console.log(
    `${scratch ? 'PostgreSQL (a scratch database; pool of 10 as the server)' : 'embedded PGlite in memory (BENCH_DATABASE_URL unset)'}; ${PLAYERS} players, ${WATCHERS} watchers (${TICKER_WATCHERS} also on the ticker), betting window ${BETTING_MS} ms`,
  );
  const cleanups: (() => Promise<unknown> | void)[] = [];
  try {
    const { crashX100, userIds } = await setUp(runtime);
    const crashMs = elapsedMsFor(crashX100);
    const players = makePlayers(userIds, crashMs);
    const realtime = await startRealtime(runtime, logger);
    cleanups.push(() => realtime.close());
    const watchers = await startWatchers({
      port: realtime.server.port ?? 0,
      appKey: APP.key,
      count: WATCHERS,
      channels: [OURS],
      extraChannels: [TICKER],
      extraCount: TICKER_WATCHERS,
    });
    cleanups.push(() => void watchers.kill());

    const clock = createDatabaseClock(() => createOriginalsRepository(db).now());
    await clock.sync();
    const ticker = createTicker((event, data) => {
      void realtime.broadcaster.publish({ channels: [TICKER], event, data: JSON.stringify(data) });
    }, clock.now);
    cleanups.push(() => ticker.crashed());
    const byBet = new Map<number, Player>();
    const settledAt = new Map<number, number>();
    const states = new Map<string, CrashRoundState>();
    const waiting = new Map<string, (state: CrashRoundState) => void>();
    const stateOf = (status: string) =>
      new Promise<CrashRoundState>((resolve) => {
        const state = states.get(status);
        if (state) resolve(state);
        else waiting.set(status, resolve);
      });
    events.on('CrashRoundChanged', ({ game, round }) => {
      if (game !== GAME) return;
      states.set(round.status, round);
      if (round.status === 'running') ticker.started(round.started_at ?? clock.now());
      if (round.status === 'crashed') ticker.crashed();
      waiting.get(round.status)?.(round);
    });
    events.on('BetSettled', ({ reference, outcome, payout }) => {
      const betId = Number(reference.split(':')[2]);
      const player = byBet.get(betId);
      const shown = ticker.get(betId);
      if (!reference.startsWith('crash:') || !player || !shown) return;
      settledAt.set(betId, clock.now());
      // A manual cash-out goes out with its answer (below); auto ones and losses here.
      if (player.cashoutAfterMs !== null && outcome === 'won') return;
      const isAutoWin = outcome === 'won' && player.autoX100 !== null;
      const cashout = isAutoWin ? (player.autoX100 ?? 0) / 100 : null;
      ticker.set({ ...shown, status: outcome, payout, cashout }, isAutoWin ? 'cashout' : null);
    });

    const leaders = startCrashLeaders({
      engines: originalsService
        .createEngines({ pauseAfterCrashMs: 600_000 })
        .filter((engine) => engine.game === GAME),
      tryLock: runtime.database.tryAdvisoryLock,
      logger,
    });
    cleanups.unshift(() => leaders.stop());

    await stateOf('betting');
    const openedAt = clock.now();
    const bettingProfile = startProfile(scratch?.url);
    const betLatencies: number[] = [];
    const errors = new Map<string, number>();
    const fail = (error: unknown) =>
      errors.set(codeOf(error), (errors.get(codeOf(error)) ?? 0) + 1);
    const principalOf = (userId: number) => ({ userId, sessionId: 0, role: 'player' as const });
    await Promise.all(
      players.map(async (player) => {
        const t0 = await until(player.betAfterMs);
        try {
          const { bet } = await originalsService.bet(
            principalOf(player.userId),
            GAME,
            { amount: player.amount, autoCashoutX100: player.autoX100, side: null },
            `bench-bet-${player.userId}`,
          );
          betLatencies.push(performance.now() - t0);
          player.bet = bet;
          byBet.set(bet.id, player);
          ticker.set(publicBet(bet), 'bet');
        } catch (error) {
          fail(error);
        }
      }),
    );

    const running = await stateOf('running');
    const betting = await bettingProfile.stop();
    const startedAt = running.started_at ?? clock.now();
    const runningProfile = startProfile(scratch?.url);
    const cashoutLatencies: number[] = [];
    let tooLate = 0;
    const cashouts = players.map(async (player) => {
      if (!player.bet || player.cashoutAfterMs === null) return;
      const t0 = await until(startedAt + player.cashoutAfterMs - clock.now());
      if (states.has('crashed')) return; // the player saw the crash
      try {
        const { bet } = await originalsService.cashout(
          principalOf(player.userId),
          GAME,
          {},
          `bench-cash-${player.userId}`,
        );
        cashoutLatencies.push(performance.now() - t0);
        ticker.set(publicBet(bet), 'cashout');
      } catch (error) {
        cashoutLatencies.push(performance.now() - t0);
        if (codeOf(error) === 'CASHOUT_TOO_LATE') tooLate += 1;
        else fail(error);
      }
    });
    const crashed = await stateOf('crashed');
    const runningPhase = await runningProfile.stop();
    await Promise.all(cashouts);
    while (settledAt.size < byBet.size) await sleep(20);
    const lastSettledAt = Math.max(crashed.crashed_at ?? 0, ...settledAt.values());
    ticker.final(crashX100);
    // The engine's last activity message and the ticker's final table reach every watcher.
    await sleep(1_500);
    const counts = await watchers.report();

    const outcome = await readOutcome(db, crashed.id);
    const report = await ledgerService.verify();
    const crashAt = startedAt + crashMs;
    const crashedAt = crashed.crashed_at ?? crashAt;
    const atCrash = [...settledAt.values()].filter((ms) => ms >= crashedAt).length;
    const cash = sorted(cashoutLatencies);
    const bets = sorted(betLatencies);
    const p99 = at(cash, 0.99);
    const perWatcher = (channel: string, what: keyof Omit<WatcherCount, 'closed'>) => {
      const values = counts.map((c) => c[what][channel]).filter((v) => v !== undefined);
      return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    };
    const ours = perWatcher(OURS, 'bytes');
    const naive = perWatcher(TICKER, 'bytes');
    const ratio = ours / naive;
    const houseOk = outcome.house === -outcome.players && outcome.wallets === outcome.players;
    const roundSeconds = (lastSettledAt - openedAt) / 1000;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const kib = (v: number) => `${(v / 1024).toFixed(1)} KiB`;

    console.log(
      `round ${crashed.id}: crash point ${(crashX100 / 100).toFixed(2)}x, ${(crashMs / 1000).toFixed(1)} s running; bets placed ${byBet.size} of ${PLAYERS} (latency p50 ${at(bets, 0.5).toFixed(1)} ms, p99 ${at(bets, 0.99).toFixed(1)} ms); ${outcome.won} won, ${outcome.lost} lost, ${outcome.open} open; refused or failed: ${JSON.stringify(Object.fromEntries(errors))}`,
    );
    console.log('| measure | value | target |');
    console.log('|---|---|---|');
    const row = (...cells: string[]) => console.log(`| ${cells.join(' | ')} |`);
    row('crash (by the curve) -> round marked crashed', ms(crashedAt - crashAt), '');
    row(
      `round marked crashed -> its last ${atCrash} bets settled`,
      ms(lastSettledAt - crashedAt),
      '',
    );
    row(
      `crash -> last bet of the round settled (its settled_at stamp: ${ms(outcome.lastSettledStamp - crashAt)})`,
      ms(lastSettledAt - crashAt),
      '',
    );
    row(
      `ledger transfers of the round (${outcome.transfers.map((t) => `${t.n} ${t.type}`).join(', ')}), window opened -> last settled`,
      `${outcome.total} in ${roundSeconds.toFixed(1)} s: ${(outcome.total / roundSeconds).toFixed(0)}/s, peak ${outcome.peakPerSecond} in one second`,
      '',
    );
    row(
      `manual cash-out latency p50 / p95 / p99 / max (${cash.length} answered, ${tooLate} of them too late)`,
      `${at(cash, 0.5).toFixed(1)} / ${at(cash, 0.95).toFixed(1)} / ${p99.toFixed(1)} / ${(cash.at(-1) ?? 0).toFixed(1)} ms`,
      `p99 <= ${CASHOUT_P99_TARGET_MS} ms ${verdict(p99 <= CASHOUT_P99_TARGET_MS)}`,
    );
    row(
      `bytes per watcher, ours (\`${OURS}\`, ${perWatcher(OURS, 'frames').toFixed(0)} frames)`,
      kib(ours),
      '',
    );
    row(
      `bytes per watcher, per-tick broadcaster (${perWatcher(TICKER, 'frames').toFixed(0)} frames)`,
      kib(naive),
      '',
    );
    row(
      'ours / per-tick',
      ratio.toFixed(4),
      `<= ${BYTES_RATIO_TARGET} ${verdict(ratio <= BYTES_RATIO_TARGET)}`,
    );
    row('ledger:verify', report.ok ? 'ok' : report.problems.join('; '), `ok ${verdict(report.ok)}`);
    row(
      "game's house result / players' result (bets; wallets)",
      `${outcome.house} / ${outcome.players}; ${outcome.wallets}`,
      `house = -players ${verdict(houseOk)}`,
    );
    const closed = counts.filter((c) => c.closed).length;
    if (closed > 0)
      console.log(
        `${closed} of ${counts.length} watchers were closed by the server during the round`,
      );
    printProfile('betting window', betting);
    const statements = betting.statements.reduce((sum, r) => sum + r.count, 0);
    if (statements > 0 && byBet.size > 0) {
      console.log(
        `${(statements / byBet.size).toFixed(1)} statements per bet placed (every statement of the window over the bets: the bridge's and the engine's included)`,
      );
    }
    printProfile('running', runningPhase);
  } finally {
    for (const cleanup of cleanups) await cleanup();
    await runtime.close();
    await scratch?.drop();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}
