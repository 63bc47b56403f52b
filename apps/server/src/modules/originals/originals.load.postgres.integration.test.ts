import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import {
  checkRoundSettlement,
  databaseClockOffset,
  leadCrash,
  useScratchDatabases,
  waitForRunning,
  waitForSettled,
  gameBalance,
  latestRound,
  openNode,
  sleep,
  waitFor,
} from '../../test/crash-rounds';
import {
  insertFundedPlayers,
  msToReach,
  playerPrincipal,
  prepareChain,
} from '../../test/originals';

/**
 * The crash engine against PostgreSQL (issue 12 point 8): a round with 1,000 bettors and random
 * cash-outs settles with the ledger holding and the house's result equal to the players'.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('crash games on PostgreSQL', () => {
  const { database, closeAfter } = useScratchDatabases(serverUrl);

  it('settles a round of 1,000 bettors with random cash-outs, the ledger holding', async () => {
    const url = await database();
    const node = await openNode(url);
    closeAfter(() => node.close());
    const { pointsX100 } = await prepareChain(node, 'crash', {
      want: ([first]) => first !== undefined && first >= 150 && first <= 170,
      rounds: 1,
    });
    const crashX100 = pointsX100[0] ?? 0;
    // A window long enough for 1,000 bets on a busy 2-core machine (a CI run beside other
    // suites took over 6 s): the round starts only when it ends, so every bet is in it.
    await node.services.originalsService.games.updateSettings('crash', { bettingMs: 15_000 });
    const players = await insertFundedPlayers(node, 1000, 100_000);
    const leaders = leadCrash(node);
    closeAfter(() => leaders.stop());
    const { originalsService } = node.services;
    await waitFor(async () => (await latestRound(node))?.status === 'betting', 20_000, 'betting');

    // Everyone bets at once (50 at a time): stakes 0.10 to 50.00, a third with auto cash-out.
    const random = (n: number) => Math.floor(Math.random() * n);
    const plans = players.map((player) => ({
      player,
      amount: 10 + random(4991),
      auto: random(3) === 0 ? 101 + random(120) : null,
      manualAt: random(2) === 0 ? 101 + random(80) : null,
    }));
    for (let i = 0; i < plans.length; i += 50) {
      await Promise.all(
        plans
          .slice(i, i + 50)
          .map((plan) =>
            originalsService.bet(
              playerPrincipal(plan.player.id),
              'crash',
              { amount: plan.amount, autoCashoutX100: plan.auto, side: null },
              `sim-bet-${plan.player.id}`,
            ),
          ),
      );
    }
    const round = await waitForRunning(node);
    const startedAt = Number(round.started_at ?? 0);
    const offset = await databaseClockOffset(node);
    // Manual cash-outs at random moments while it runs; those after the crash are refused.
    const outcomes = await Promise.all(
      plans
        .filter((plan) => plan.manualAt !== null)
        .map(async (plan) => {
          await sleep(startedAt + msToReach(plan.manualAt ?? 0) - (Date.now() + offset));
          try {
            await originalsService.cashout(
              playerPrincipal(plan.player.id),
              'crash',
              {},
              `sim-cash-${plan.player.id}`,
            );
            return 'paid';
          } catch (error) {
            return (error as { code?: string }).code ?? 'error';
          }
        }),
    );
    expect(
      outcomes.filter((o) => !['paid', 'CASHOUT_TOO_LATE', 'CASHOUT_UNAVAILABLE'].includes(o)),
    ).toEqual([]);
    expect(outcomes.filter((o) => o === 'paid').length).toBeGreaterThan(100);

    await waitForSettled(node, Number(round.id));

    const bets = await checkRoundSettlement(node, Number(round.id), crashX100);
    expect(bets).toHaveLength(1000);
    // The house's result is exactly the players' results with the sign turned.
    const playersResult = bets.reduce(
      (sum, bet) => sum + Number(bet.payout) - Number(bet.amount),
      0,
    );
    expect(await gameBalance(node)).toBe(-playersResult);
    const [balances] = await queryRows<{ total: string }>(
      node.database.db,
      sql`select sum(balance) as total from ledger_accounts where kind = 'player_cash' and currency = 'USD'`,
    );
    expect(Number(balances?.total)).toBe(1000 * 100_000 + playersResult);
  }, 120_000);
});
