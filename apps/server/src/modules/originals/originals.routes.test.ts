import { createHash } from 'node:crypto';
import type {
  CrashBet,
  CrashRound,
  CrashSeedResponse,
  CrashStateResponse,
  User,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { testLogger } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { fundedPlayer, msToReach, prepareChain } from '../../test/originals';
import { startCrashLeaders } from './originals.leader';
import { useTestApp } from '../../test/suite';

/**
 * One real round of `crash` through the HTTP API on the embedded database: bets in the window,
 * an auto cash-out, a manual cash-out decided by the server's clock, a loss at the crash, the
 * errors a player meets, and the round's hash revealed only once it crashed.
 */
const { t, api } = useTestApp({ seed: false });
let leaders: ReturnType<typeof startCrashLeaders>;
let crashX100 = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForState(
  predicate: (state: CrashStateResponse) => boolean,
  timeoutMs = 20_000,
): Promise<CrashStateResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await api.get('/api/originals/crash/state'))
      .body as unknown as CrashStateResponse;
    if (predicate(state)) return state;
    if (Date.now() > deadline)
      throw new Error(`state never matched: ${JSON.stringify(state.round)}`);
    await sleep(25);
  }
}

const balanceOf = async (token: string) =>
  ((await api.get('/api/user', { token })).body.user as User).balance;

beforeAll(async () => {
  const { pointsX100 } = await prepareChain(t.runtime, 'crash', {
    // Long enough to cash out at 1.05x and 1.10x, short enough for a test (under 5 s).
    want: ([first]) => first !== undefined && first >= 125 && first <= 135,
    rounds: 1,
  });
  crashX100 = pointsX100[0] ?? 0;
  // The window takes about fifteen requests; a busy CI machine needs more than a second.
  await t.runtime.services.originalsService.games.updateSettings('crash', { bettingMs: 4000 });
});

/** The round starts only once the players exist, so its betting window is theirs alone. */
function startLeader(): void {
  leaders = startCrashLeaders({
    engines: t.runtime.services.originalsService
      .createEngines({ tickMs: 50, pauseAfterCrashMs: 60_000 })
      .filter((engine) => engine.game === 'crash'),
    tryLock: t.runtime.database.tryAdvisoryLock,
    logger: testLogger,
  });
}

afterAll(async () => {
  await leaders?.stop();
});

describe('a crash round through the API', () => {
  it('takes bets in the window, pays cash-outs by the server clock, and reveals the hash at the crash', async () => {
    const alice = await fundedPlayer(t.runtime, api, 5_000);
    const bob = await fundedPlayer(t.runtime, api, 5_000);
    const carol = await fundedPlayer(t.runtime, api, 5_000);
    const unverified = await signUpPlayer(api);
    const dave = await fundedPlayer(t.runtime, api, 100);
    startLeader();

    const betting = await waitForState((s) => s.round?.status === 'betting');
    // Nothing about the outcome leaks before the crash.
    expect(betting.round?.hash).toBeNull();
    expect(betting.round?.crash_point).toBeNull();
    expect(JSON.stringify(betting)).not.toContain(String(crashX100 / 100));

    const bet = (token: string, body: Record<string, unknown>, key: string) =>
      api.post('/api/originals/crash/bet', body, { token, headers: { 'idempotency-key': key } });

    const a = await bet(
      alice.token,
      { amount: '10.00', auto_cashout: '1.10' },
      `alice-bet-${alice.id}`,
    );
    expect(a.status).toBe(200);
    expect((a.body.user as User).balance).toBe(4_000);
    // The same request again answers the same bet and moves nothing.
    const again = await bet(
      alice.token,
      { amount: '10.00', auto_cashout: '1.10' },
      `alice-bet-${alice.id}`,
    );
    expect((again.body.bet as CrashBet).id).toBe((a.body.bet as CrashBet).id);
    expect(await balanceOf(alice.token)).toBe(4_000);
    // A second bet in the same round is refused, translated.
    const twice = await bet(alice.token, { amount: '1' }, `alice-bet-2-${alice.id}`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You are already betting this round.');

    expect((await bet(bob.token, { amount: 5 }, `bob-bet-${bob.id}`)).status).toBe(200);
    expect((await bet(carol.token, { amount: '2' }, `carol-bet-${carol.id}`)).status).toBe(200);

    const tooMuch = await bet(carol.token, { amount: '60' }, `carol-much-${carol.id}`);
    expect(tooMuch.status).toBe(409); // already betting: the slot check comes first
    const broke = await bet(dave.token, { amount: '2.00' }, `dave-bet-${dave.id}`);
    expect(broke.status).toBe(422);
    expect(broke.body.message).toBe('Bet exceeding your balance');
    expect(await balanceOf(dave.token)).toBe(100);
    const small = await api.post(
      '/api/originals/crash/bet',
      { amount: '0.05' },
      {
        token: dave.token,
        locale: 'es',
      },
    );
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('La apuesta mínima es 0.10 USD.');
    const big = await bet(dave.token, { amount: '1000.01' }, `dave-big-${dave.id}`);
    expect(big.body.message).toBe('The maximum bet is 1000.00 USD.');
    const side = await bet(dave.token, { amount: '1', side: 'bull' }, `dave-side-${dave.id}`);
    expect(side.body.message).toBe('This game takes no side bets.');
    const early = await api.post('/api/originals/crash/cashout', {}, { token: bob.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You have no bet to cash out in this round.');
    const notVerified = await bet(unverified.token, { amount: '1' }, `unverified-${unverified.id}`);
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.message).toBe('Please verify your e-mail address first.');
    const anonymous = await api.post('/api/originals/crash/bet', { amount: '1' });
    expect(anonymous.status).toBe(401);

    const running = await waitForState((s) => s.round?.status === 'running');
    expect(running.bets.map((b) => b.player).sort()).toHaveLength(3);
    expect(running.bets.every((b) => b.player.endsWith('***'))).toBe(true);
    const late = await bet(dave.token, { amount: '0.50' }, `dave-late-${dave.id}`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bets are closed for this round. Wait for the next one.');

    // Bob cashes out once the curve passed 1.05x; the server's clock decides the multiplier.
    const startedAt = running.round?.started_at ?? 0;
    await sleep(Math.max(0, startedAt + msToReach(105) - running.server_time));
    const cash = await api.post(
      '/api/originals/crash/cashout',
      {},
      {
        token: bob.token,
        headers: { 'idempotency-key': `bob-cash-${bob.id}` },
      },
    );
    expect(cash.status).toBe(200);
    const bobBet = cash.body.bet as CrashBet;
    expect(bobBet.status).toBe('won');
    expect(bobBet.cashout).toBeGreaterThanOrEqual(1.05);
    expect(bobBet.cashout! * 100).toBeLessThan(crashX100);
    expect(bobBet.payout).toBe(Math.floor((500 * Math.round(bobBet.cashout! * 100)) / 100));
    expect((cash.body.user as User).balance).toBe(4_500 + bobBet.payout);
    // A replay of the cash-out pays nothing more.
    const replay = await api.post(
      '/api/originals/crash/cashout',
      {},
      {
        token: bob.token,
        headers: { 'idempotency-key': `bob-cash-${bob.id}` },
      },
    );
    expect((replay.body.bet as CrashBet).payout).toBe(bobBet.payout);
    expect(await balanceOf(bob.token)).toBe(4_500 + bobBet.payout);
    // Another player sending Bob's key gets nothing of Bob's: keys belong to their player.
    const stolen = await api.post(
      '/api/originals/crash/cashout',
      {},
      {
        token: dave.token,
        headers: { 'idempotency-key': `bob-cash-${bob.id}` },
      },
    );
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe('You have no bet to cash out in this round.');
    expect(await balanceOf(dave.token)).toBe(100);

    const crashed = await waitForState((s) => s.round?.status === 'crashed');
    expect(crashed.round?.crash_point).toBe(crashX100 / 100);
    const hash = crashed.round?.hash ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const tooLate = await api.post('/api/originals/crash/cashout', {}, { token: carol.token });
    expect(tooLate.body.message).toBe('Too late: the round crashed before your cash-out.');

    // Alice's auto cash-out paid 1.10x; Carol lost her stake.
    await waitFor(async () => (await balanceOf(alice.token)) === 4_000 + 1_100);
    expect(await balanceOf(carol.token)).toBe(4_800);

    // The round is public now, and links to the published terminating hash.
    const seed = (await api.get('/api/originals/crash/seed')).body as unknown as CrashSeedResponse;
    const rounds = (await api.get('/api/originals/crash/rounds?limit=5')).body
      .rounds as CrashRound[];
    expect(rounds[0]).toMatchObject({
      hash,
      crash_point: crashX100 / 100,
      number: 1,
      salt: seed.salt,
    });
    expect(createHash('sha256').update(hash, 'utf8').digest('hex')).toBe(seed.terminating_hash);

    // Every settled bet is a game transaction; the ledger holds; the game's result mirrors
    // the players'.
    const history = (await api.post('/api/qt/transactions', {}, { token: alice.token })).body;
    const types = (history.transactions as { type: string }[]).map((row) => row.type).sort();
    expect(types).toEqual(['bet', 'win']);
    expect((await t.runtime.services.ledgerService.verify()).problems).toEqual([]);
    const playerResults = 1_100 - 1_000 + (bobBet.payout - 500) + -200;
    const [game] = await queryRows<{ balance: string }>(
      t.runtime.database.db,
      sql`select sum(balance) as balance from ledger_accounts where code like 'game:crash.%:USD'`,
    );
    expect(Number(game?.balance)).toBe(-playerResults);

    // The live feed lists the three settled bets, masked, and each player's own.
    await waitFor(async () => {
      const feed = (await api.get('/api/livefeed', { token: carol.token })).body;
      return (feed.all as unknown[]).length === 3 && (feed.user as unknown[]).length === 1;
    });
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await sleep(50);
  }
}
