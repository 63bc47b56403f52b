import { elapsedMsFor, multiplierX100At, type OriginalGame } from '@casino/contracts';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import { sleep, type DatabaseClock } from './originals.clock';
import { toPublicBet, toRoundState } from './originals.dto';
import type { CrashGames, CrashGameSettings } from './originals.games';
import type { CrashRoundRow, OriginalsRepository } from './originals.repository';
import type { CrashSettlement } from './originals.settlement';

export interface CrashEngineTiming {
  /** How often the leader settles auto cash-outs and reports activity (<= 4 a second). */
  tickMs: number;
  /** How long the crashed round stays on screen before the next betting window. */
  pauseAfterCrashMs: number;
  /** A betting round found by a new leader longer than this after its window is refunded. */
  resumeGraceMs: number;
  /** How long a game without a salted chain waits before looking again. */
  idleRetryMs: number;
}

export const DEFAULT_ENGINE_TIMING: CrashEngineTiming = {
  tickMs: 250,
  pauseAfterCrashMs: 3000,
  resumeGraceMs: 15_000,
  idleRetryMs: 2000,
};

/**
 * One game's round loop (issue 12 point 1): betting -> running -> crashed, run by the game's
 * leader only (originals.leader.ts). Bets and cash-outs never pass through here: any node
 * decides them in the database by its clock. The leader opens and starts rounds, pays auto
 * cash-outs and the round's cap, ends the round at its crash point, and tells watchers what
 * changed, coalesced (<= 4 messages a second). Rules for interrupted rounds: docs/fairness.md.
 */
export function createCrashEngine(deps: {
  game: OriginalGame;
  repo: OriginalsRepository;
  games: CrashGames;
  settlement: CrashSettlement;
  events: EventBus;
  clock: DatabaseClock;
  logger: Logger;
  timing?: Partial<CrashEngineTiming>;
}) {
  const { game, repo, games, settlement, events, clock, logger } = deps;
  const timing = { ...DEFAULT_ENGINE_TIMING, ...deps.timing };
  /** Activity already reported for the current round: bet id -> status. */
  let reported = new Map<number, string>();
  let reportedRoundId = 0;
  let lastPollAt = 0;

  function announce(round: CrashRoundRow): void {
    events.emit('CrashRoundChanged', {
      game,
      round: toRoundState(round),
      serverTime: clock.now(),
    });
  }

  /**
   * Reports bets placed or settled since the last call. After the crash, lost bets are left
   * out: every watcher knows an open bet is lost when the round crashes.
   */
  async function reportActivity(round: CrashRoundRow, afterCrash = false): Promise<void> {
    if (reportedRoundId !== round.id) {
      reported = new Map();
      reportedRoundId = round.id;
      lastPollAt = 0;
    }
    // Two seconds of overlap: a row stamped before the last poll may commit after it.
    const since = lastPollAt - 2000;
    lastPollAt = clock.now();
    const rows = await repo.findBetsChangedSince(round.id, since);
    const changed = rows.filter((row) => reported.get(row.id) !== row.status);
    for (const row of changed) reported.set(row.id, row.status);
    const shown = afterCrash ? changed.filter((row) => row.status !== 'lost') : changed;
    if (shown.length === 0) return;
    events.emit('CrashActivity', {
      game,
      roundId: round.id,
      bets: shown.map(toPublicBet),
      serverTime: clock.now(),
    });
  }

  /** The multiplier x 100 at which the round's payouts reach its maximum, if below the crash. */
  async function findCapX100(
    round: CrashRoundRow,
    settings: CrashGameSettings,
    reachedX100: number,
  ): Promise<number | null> {
    let cap: number | null = null;
    for (const exposure of await repo.sumRoundExposure(round.id)) {
      const limit = settings.limits[exposure.currency]?.max_payout;
      if (limit === undefined) continue;
      const potential = (x100: number) =>
        exposure.paid +
        Math.floor((exposure.openNoAuto * x100) / 100) +
        exposure.openAuto.reduce(
          (sum, bet) => sum + Math.floor((bet.amount * Math.min(x100, bet.x100)) / 100),
          0,
        );
      if (potential(round.crashX100) <= limit) continue;
      // The highest multiplier whose payouts stay within the limit (potential grows with x);
      // when even the current one is past it, the current one.
      let low = Math.max(100, reachedX100);
      let high = round.crashX100;
      if (potential(low) > limit) high = low;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (potential(middle) <= limit) low = middle;
        else high = middle - 1;
      }
      cap = cap === null ? high : Math.min(cap, high);
    }
    return cap;
  }

  async function waitUntil(
    round: CrashRoundRow,
    at: number,
    signal: AbortSignal,
    onTick: () => Promise<void>,
  ): Promise<void> {
    while (!signal.aborted && clock.now() < at) {
      await onTick();
      await sleep(Math.min(timing.tickMs, at - clock.now()), signal);
    }
  }

  async function runBetting(
    round: CrashRoundRow,
    signal: AbortSignal,
  ): Promise<CrashRoundRow | null> {
    await waitUntil(round, round.bettingEndsAt.getTime(), signal, () => reportActivity(round));
    if (signal.aborted) return null;
    // Bets are refused by the database's clock from betting_ends_at on; this only marks it.
    const started = (await repo.startRound(round.id)) ?? (await repo.findRoundById(round.id));
    if (!started || started.status !== 'running') return null;
    announce(started);
    await reportActivity(started);
    return started;
  }

  async function runRunning(
    round: CrashRoundRow,
    settings: CrashGameSettings,
    signal: AbortSignal,
    isResumed: boolean,
  ): Promise<void> {
    const startedAt = round.startedAt?.getTime() ?? clock.now();
    const crashAt = startedAt + elapsedMsFor(round.crashX100);
    // Nobody led the round at its crash: its players may not have been able to act.
    const wasUnattended = isResumed && clock.now() >= crashAt;
    let capX100 = round.capX100;
    let isCapPaid = false;
    await waitUntil(round, crashAt, signal, async () => {
      const reached = multiplierX100At(clock.now() - startedAt);
      await settlement.settleAutoCashouts(round, Math.min(reached, round.crashX100 - 1));
      if (capX100 === null) {
        capX100 = await findCapX100(round, settings, reached);
        if (capX100 !== null) await repo.setRoundCap(round.id, capX100);
      }
      if (capX100 !== null && !isCapPaid && reached >= capX100) {
        await settlement.settleAllOpenAt({ ...round, capX100 }, capX100);
        isCapPaid = true;
      }
      await reportActivity(round);
    });
    if (signal.aborted) return;
    const finished = await settlement.finishRound(round);
    if (finished) announce(finished);
    await settlement.settleCrashedRound(finished ?? round, {
      sideOdds: settings.sideOdds,
      others: wasUnattended ? 'refunded' : 'lost',
    });
    await reportActivity(finished ?? round, true);
  }

  /** Crashed rounds whose bets were not all settled (the process died in between). */
  async function settleLeftovers(settings: CrashGameSettings): Promise<void> {
    for (const round of await repo.findCrashedRoundsWithOpenBets(game)) {
      logger.warn({ game, round: round.id }, 'settling the open bets of an interrupted round');
      await settlement.settleCrashedRound(round, { sideOdds: settings.sideOdds, others: 'lost' });
    }
  }

  /** One round, from wherever the stored state says it is. */
  async function playOnce(signal: AbortSignal): Promise<void> {
    await clock.sync();
    const settings = await games.getSettings(game);
    let round = await repo.findUnfinishedRound(game);
    const isResumed = round !== null;
    if (round === null) {
      await settleLeftovers(settings);
      const drawn = await games.drawNextRound(game);
      if (!drawn) {
        await sleep(timing.idleRetryMs, signal);
        return;
      }
      round = await repo.insertRound({ game, ...drawn, bettingMs: settings.bettingMs });
      announce(round);
    } else {
      logger.info({ game, round: round.id, status: round.status }, 'resuming a crash round');
    }
    if (round.status === 'betting') {
      if (isResumed && clock.now() > round.bettingEndsAt.getTime() + timing.resumeGraceMs) {
        await settlement.refundRound(round);
        const refunded = await repo.findRoundById(round.id);
        if (refunded) announce(refunded);
        return;
      }
      round = await runBetting(round, signal);
      if (!round) return;
    }
    await runRunning(round, settings, signal, isResumed);
    if (!signal.aborted) await sleep(timing.pauseAfterCrashMs, signal);
  }

  return {
    game,
    /** Plays rounds until `signal` aborts (the leader lost its lock or the node stops). */
    async run(signal: AbortSignal): Promise<void> {
      while (!signal.aborted) {
        try {
          await playOnce(signal);
        } catch (error) {
          logger.error({ err: error, game }, 'the crash round loop failed; retrying');
          await sleep(1000, signal);
        }
      }
    },
  };
}

export type CrashEngine = ReturnType<typeof createCrashEngine>;
