import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import {
  cashOutOnTime,
  checkRoundSettlement,
  leadCrash,
  placeBets,
  playersResultOf,
  useScratchDatabases,
  waitForBetting,
  waitForRunning,
  waitForSettled,
  gameBalance,
} from '../../test/crash-rounds';

/**
 * The crash engine against PostgreSQL (issue 12 point 8): a round with 1,000 bettors and random
 * cash-outs settles with the ledger holding and the house's result equal to the players'.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('crash games on PostgreSQL', () => {
  const { nodeWithCrashRound, closeAfter } = useScratchDatabases(serverUrl);

  it('settles a round of 1,000 bettors with random cash-outs, the ledger holding', async () => {
    const { node, crashX100, players } = await nodeWithCrashRound({
      crashBetween: [150, 170],
      // A window long enough for 1,000 bets on a busy 2-core machine (a CI run beside other
      // suites took over 6 s): the round starts only when it ends, so every bet is in it.
      bettingMs: 15_000,
      players: 1000,
      amount: 100_000,
    });
    const leaders = leadCrash(node);
    closeAfter(() => leaders.stop());
    await waitForBetting(node, 20_000);

    // Everyone bets at once (50 at a time): stakes 0.10 to 50.00, a third with auto cash-out.
    const random = (n: number) => Math.floor(Math.random() * n);
    const plans = players.map((player) => ({
      player,
      amount: 10 + random(4991),
      auto: random(3) === 0 ? 101 + random(120) : null,
      manualAt: random(2) === 0 ? 101 + random(80) : null,
    }));
    await placeBets(node, plans, 'sim-bet', 50);
    const round = await waitForRunning(node);
    // Manual cash-outs at random moments while it runs; those after the crash are refused.
    const outcomes = await Promise.all(
      (await cashOutOnTime(node, plans, Number(round.started_at ?? 0), 'sim-cash')).map(
        async (answer) => {
          try {
            await answer;
            return 'paid';
          } catch (error) {
            return (error as { code?: string }).code ?? 'error';
          }
        },
      ),
    );
    expect(
      outcomes.filter((o) => !['paid', 'CASHOUT_TOO_LATE', 'CASHOUT_UNAVAILABLE'].includes(o)),
    ).toEqual([]);
    expect(outcomes.filter((o) => o === 'paid').length).toBeGreaterThan(100);

    await waitForSettled(node, Number(round.id));

    const bets = await checkRoundSettlement(node, Number(round.id), crashX100);
    expect(bets).toHaveLength(1000);
    // The house's result is exactly the players' results with the sign turned.
    const playersResult = playersResultOf(bets);
    expect(await gameBalance(node)).toBe(-playersResult);
    const [balances] = await queryRows<{ total: string }>(
      node.database.db,
      sql`select sum(balance) as total from ledger_accounts where kind = 'player_cash' and currency = 'USD'`,
    );
    expect(Number(balances?.total)).toBe(1000 * 100_000 + playersResult);
  }, 120_000);
});
