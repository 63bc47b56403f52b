import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { composeRuntime, type Runtime } from '../compose';
import { queryRows } from '../db/client';
import type { CrashBetRow } from '../modules/originals/originals.repository';
import { startCrashLeaders } from '../modules/originals/originals.leader';
import { createScratchDatabase, testLogger, testRuntimeConfig } from './harness';
import { insertFundedPlayers, msToReach, playerPrincipal, prepareChain } from './originals';

/** Helpers of the crash games' PostgreSQL suites: nodes, waiting, and the settlement rules. */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(
  read: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** A crash node in a child process (src/test/crash-node.ts), killable with SIGKILL. */
export function startNodeProcess(databaseUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/crash-node.ts'],
    {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    output: () => output,
    leads: (game: string) =>
      waitFor(
        async () => output.includes(`leading ${game}`),
        60_000,
        `the child to lead ${game}\n${output}`,
      ),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function openNode(databaseUrl: string): Promise<Runtime> {
  return composeRuntime(
    testRuntimeConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: false }),
    testLogger,
  );
}

/** Every bet of the round with its win and refund transfers, checked against the rules. */
export async function checkRoundSettlement(runtime: Runtime, roundId: number, crashX100: number) {
  const db = runtime.database.db;
  const bets = await queryRows<{
    id: string;
    status: CrashBetRow['status'];
    amount: string;
    payout: string;
    cashout_x100: number | null;
    auto_cashout_x100: number | null;
    user_id: number;
  }>(
    db,
    sql`select id, status, amount, payout, cashout_x100, auto_cashout_x100, user_id from crash_bets where round_id = ${roundId}`,
  );
  const transfers = await queryRows<{ key: string; amount: string; type: string }>(
    db,
    sql`select idempotency_key as key, amount, type from ledger_transfers
        where idempotency_key like 'crash:%' and status = 'posted'`,
  );
  const byKey = new Map(transfers.map((row) => [row.key, row]));
  for (const bet of bets) {
    expect(bet.status).not.toBe('open');
    const stake = byKey.get(`crash:${bet.id}:stake`);
    const win = byKey.get(`crash:${bet.id}:win`);
    const refund = byKey.get(`crash:${bet.id}:refund`);
    expect(Number(stake?.amount)).toBe(Number(bet.amount));
    if (bet.status === 'won') {
      expect(Number(win?.amount)).toBe(Number(bet.payout));
      expect(bet.cashout_x100).not.toBeNull();
      expect(bet.cashout_x100!).toBeLessThan(crashX100);
      expect(Number(bet.payout)).toBe(Math.floor((Number(bet.amount) * bet.cashout_x100!) / 100));
      if (bet.auto_cashout_x100 !== null) {
        expect(bet.cashout_x100!).toBeLessThanOrEqual(bet.auto_cashout_x100);
      }
      expect(refund).toBeUndefined();
    } else if (bet.status === 'refunded') {
      expect(Number(refund?.amount)).toBe(Number(bet.amount));
      expect(win).toBeUndefined();
    } else {
      expect(win).toBeUndefined();
      expect(refund).toBeUndefined();
      // Lost: no auto cash-out below the crash point could have saved it.
      if (bet.auto_cashout_x100 !== null)
        expect(bet.auto_cashout_x100).toBeGreaterThanOrEqual(crashX100);
    }
  }
  const report = await runtime.services.ledgerService.verify();
  expect(report.problems).toEqual([]);
  return bets;
}

export async function gameBalance(runtime: Runtime): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    runtime.database.db,
    sql`select sum(balance) as balance from ledger_accounts where code like 'game:crash.%:USD'`,
  );
  return Number(row?.balance ?? 0);
}

export const latestRound = (runtime: Runtime) =>
  queryRows<{ id: string; status: string; started_at: number | null; crash_x100: number }>(
    runtime.database.db,
    sql`select id, status, (extract(epoch from started_at) * 1000)::float8 as started_at, crash_x100
        from crash_rounds where game = 'crash' order by id desc limit 1`,
  ).then((rows) => rows[0] ?? null);

/**
 * Scratch databases on the PostgreSQL test server for one suite, and what to close after it
 * (in reverse order), then the databases dropped.
 */
export function useScratchDatabases(serverUrl: string | null) {
  const scratch: { drop: () => Promise<void> }[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    for (const db of scratch) await db.drop();
  });
  async function database(): Promise<string> {
    const created = await createScratchDatabase(serverUrl ?? '');
    scratch.push(created);
    return created.url;
  }
  function closeAfter(close: () => Promise<void>): void {
    closers.push(close);
  }
  return {
    database,
    closeAfter,
    /**
     * A node on a scratch database of its own (closed after the suite), with its first `crash`
     * round prepared (see prepareCrashRound); the database's URL for more nodes.
     */
    async nodeWithCrashRound(options: Parameters<typeof prepareCrashRound>[1]) {
      const url = await database();
      const node = await openNode(url);
      closeAfter(() => node.close());
      return { url, node, ...(await prepareCrashRound(node, options)) };
    },
    /** A node in a child process on `url` (killed after the suite), once it leads `crash`. */
    async leadingNodeProcess(url: string) {
      const child = startNodeProcess(url);
      closeAfter(() => child.kill());
      await child.leads('crash');
      return child;
    },
  };
}

/** Until the latest round of `crash` takes bets. */
export const waitForBetting = (runtime: Runtime, timeoutMs: number) =>
  waitFor(async () => (await latestRound(runtime))?.status === 'betting', timeoutMs, 'betting');

/** This node leads `crash` (only), ticking every 100 ms, with one round per test. */
export function leadCrash(
  runtime: Runtime,
  options: { retryMs?: number; onLeadership?: (game: string, isLeading: boolean) => void } = {},
) {
  return startCrashLeaders({
    engines: runtime.services.originalsService
      .createEngines({ tickMs: 100, pauseAfterCrashMs: 120_000 })
      .filter((engine) => engine.game === 'crash'),
    tryLock: runtime.database.tryAdvisoryLock,
    logger: testLogger,
    ...options,
  });
}

/** The latest round of `crash` once it runs. */
export function waitForRunning(runtime: Runtime) {
  return waitFor(
    async () => {
      const row = await latestRound(runtime);
      return row?.status === 'running' ? row : null;
    },
    20_000,
    'running',
  );
}

/** Until the round crashed and none of its bets is open. */
export function waitForSettled(runtime: Runtime, roundId: number) {
  return waitFor(
    async () => {
      const [open] = await queryRows<{ n: number }>(
        runtime.database.db,
        sql`select count(*)::int as n from crash_bets where round_id = ${roundId} and status = 'open'`,
      );
      return (await latestRound(runtime))?.status === 'crashed' && open?.n === 0;
    },
    30_000,
    'the round to settle',
  );
}

/** Epoch ms on the database's clock minus this process's (round times are the database's). */
export async function databaseClockOffset(runtime: Runtime): Promise<number> {
  const [row] = await queryRows<{ now: number }>(
    runtime.database.db,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now`,
  );
  return Number(row?.now) - Date.now();
}

/**
 * A `crash` chain whose first round crashes between `crashBetween` (x100, inclusive), a betting
 * window of `bettingMs`, and `players` simulated players funded with `amount` each.
 */
export async function prepareCrashRound(
  runtime: Runtime,
  options: { crashBetween: [number, number]; bettingMs: number; players: number; amount: number },
) {
  const [low, high] = options.crashBetween;
  const { pointsX100 } = await prepareChain(runtime, 'crash', {
    want: ([first]) => first !== undefined && first >= low && first <= high,
    rounds: 1,
  });
  await runtime.services.originalsService.games.updateSettings('crash', {
    bettingMs: options.bettingMs,
  });
  const players = await insertFundedPlayers(runtime, options.players, options.amount);
  return { crashX100: pointsX100[0] ?? 0, players };
}

/** A player's bet in a simulated round: its stake, auto cash-out and manual cash-out (x100). */
export interface BetPlan {
  player: { id: number };
  amount: number;
  auto: number | null;
  manualAt: number | null;
}

/** Places every plan's bet on `crash`, `batch` at a time, keyed `${keyPrefix}-${player id}`. */
export async function placeBets(
  runtime: Runtime,
  plans: BetPlan[],
  keyPrefix: string,
  batch = plans.length,
) {
  for (let i = 0; i < plans.length; i += batch) {
    await Promise.all(
      plans
        .slice(i, i + batch)
        .map((plan) =>
          runtime.services.originalsService.bet(
            playerPrincipal(plan.player.id),
            'crash',
            { amount: plan.amount, autoCashoutX100: plan.auto, side: null },
            `${keyPrefix}-${plan.player.id}`,
          ),
        ),
    );
  }
}

/**
 * Each manual plan's cash-out, sent when the running round (started at `startedAt` on the
 * database's clock) reaches its multiplier; keyed `${keyPrefix}-${player id}`.
 */
export async function cashOutOnTime(
  runtime: Runtime,
  plans: BetPlan[],
  startedAt: number,
  keyPrefix: string,
) {
  const offset = await databaseClockOffset(runtime);
  return plans
    .filter((plan) => plan.manualAt !== null)
    .map(async (plan) => {
      await sleep(startedAt + msToReach(plan.manualAt ?? 0) - (Date.now() + offset));
      return runtime.services.originalsService.cashout(
        playerPrincipal(plan.player.id),
        'crash',
        {},
        `${keyPrefix}-${plan.player.id}`,
      );
    });
}

/** What the players won (+) or lost (-) in all, from their settled bets. */
export const playersResultOf = (bets: { amount: string; payout: string }[]) =>
  bets.reduce((sum, bet) => sum + Number(bet.payout) - Number(bet.amount), 0);
