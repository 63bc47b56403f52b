import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import {
  cashOutOnTime,
  checkRoundSettlement,
  databaseClockOffset,
  leadCrash,
  placeBets,
  playersResultOf,
  useScratchDatabases,
  waitForBetting,
  waitForRunning,
  waitForSettled,
  gameBalance,
  latestRound,
  openNode,
  sleep,
  waitFor,
} from '../../test/crash-rounds';
import { msToReach, playerPrincipal } from '../../test/originals';

/**
 * The crash engine against PostgreSQL (issue 12 points 5 and 8): two nodes on one database, the
 * leader killed mid-round, the other finishes the round; a round interrupted with no node left,
 * resumed on restart.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('crash games on PostgreSQL', () => {
  const { nodeWithCrashRound, leadingNodeProcess, closeAfter } = useScratchDatabases(serverUrl);

  it('lets a second node finish the round when the leader is killed mid-round', async () => {
    const {
      url,
      node: nodeB,
      crashX100,
      players,
    } = await nodeWithCrashRound({
      // About 9 to 11 s of running: the kill comes at 1.5 s, the takeover well before the crash.
      crashBetween: [170, 190],
      bettingMs: 3000,
      players: 200,
      amount: 100_000,
    });

    const nodeA = await leadingNodeProcess(url);
    const leadership: { game: string; at: number }[] = [];
    const leadersB = leadCrash(nodeB, {
      retryMs: 200,
      onLeadership: (game, isLeading) => {
        if (isLeading) leadership.push({ game, at: Date.now() });
      },
    });
    closeAfter(() => leadersB.stop());

    // Bets go through node B (any node serves them) while A leads.
    await waitForBetting(nodeB, 30_000);
    const plans = players.map((player, i) => ({
      player,
      amount: 100 + i,
      // Some autos below the crash point, some above it, most without.
      auto: i % 4 === 0 ? 110 + (i % 50) : i % 4 === 1 ? crashX100 + 10 : null,
      // Manual cash-outs before the kill, during the takeover and after it.
      manualAt: i % 4 === 2 ? 105 + (i % 60) : null,
    }));
    await placeBets(nodeB, plans, 'fo-bet');
    const round = await waitForRunning(nodeB);
    expect(leadership).toEqual([]);
    const startedAt = Number(round.started_at ?? 0);
    const cashouts = Promise.all(
      (await cashOutOnTime(nodeB, plans, startedAt, 'fo-cash')).map(
        async (answer) => (await answer).bet,
      ),
    );
    await sleep(startedAt + 1500 - (Date.now() + (await databaseClockOffset(nodeB))));
    const killedAt = Date.now();
    await nodeA.kill();

    // Node B takes the game over within seconds and finishes the round.
    await waitFor(async () => leadership.length > 0, 10_000, 'node B to lead');
    expect((leadership[0]?.at ?? 0) - killedAt).toBeLessThan(5000);
    const paid = await cashouts;
    expect(paid.every((bet) => bet.status === 'won')).toBe(true);
    await waitForSettled(nodeB, Number(round.id));
    const bets = await checkRoundSettlement(nodeB, Number(round.id), crashX100);
    // The takeover came before the crash: the rules applied as if nothing happened.
    expect(bets.filter((bet) => bet.status === 'refunded')).toEqual([]);
    expect(bets.filter((bet) => bet.status === 'won').length).toBe(
      plans.filter(
        (plan) => plan.manualAt !== null || (plan.auto !== null && plan.auto < crashX100),
      ).length,
    );
    expect(await gameBalance(nodeB)).toBe(-playersResultOf(bets));
  }, 120_000);

  it('finishes a round on restart after every node died: its crash point stands, nothing lost or paid twice', async () => {
    const {
      url,
      node: setup,
      crashX100,
      players,
    } = await nodeWithCrashRound({
      crashBetween: [125, 135],
      bettingMs: 2000,
      players: 30,
      amount: 10_000,
    });

    const only = await leadingNodeProcess(url);
    await waitForBetting(setup, 30_000);
    const { originalsService } = setup.services;
    for (const [i, player] of players.entries()) {
      await originalsService.bet(
        playerPrincipal(player.id),
        'crash',
        // A third can only win by their auto cash-out (reached at once), the rest had no chance.
        { amount: 1000, autoCashoutX100: i % 3 === 0 ? 101 : null, side: null },
        `rs-bet-${player.id}`,
      );
    }
    const round = await waitForRunning(setup);
    // Killed at once, before its tick could pay anything; down until long after the crash.
    await only.kill();
    await sleep(msToReach(crashX100) + 1000);
    expect((await latestRound(setup))?.status).toBe('running');

    const restarted = await openNode(url);
    closeAfter(() => restarted.close());
    const leaders = leadCrash(restarted, { retryMs: 200 });
    closeAfter(() => leaders.stop());
    await waitForSettled(restarted, Number(round.id));
    const bets = await checkRoundSettlement(restarted, Number(round.id), crashX100);
    // Auto cash-outs below the point are paid as the rules say; every other bet, whose player
    // could not act while no node ran, is refunded: nothing lost, nothing paid twice.
    const byStatus = (status: string) => bets.filter((bet) => bet.status === status).length;
    expect(byStatus('won')).toBe(10);
    expect(byStatus('refunded')).toBe(20);
    expect(byStatus('lost')).toBe(0);
    expect(await gameBalance(restarted)).toBe(-(10 * 10));
  }, 120_000);
});
