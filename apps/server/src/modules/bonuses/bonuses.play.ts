import type { DomainEvents, EventBus } from '../../platform/events';
import type { GameType } from '@casino/contracts';
import type { Logger } from '../../platform/logger';
import { createPendingWork } from '../../platform/pending-work';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import { createBonusMoney } from './bonuses.money';
import type {
  BonusesRepository,
  BonusOfferRow,
  PlayerBonusRow,
  PlayerBonusWithOffer,
} from './bonuses.repository';

/** Expired bonuses one expiry run ends at most (the next run takes the rest). */
const EXPIRY_BATCH = 200;

/** The weekly cashback paid as a bonus (decision 039): its offer's text in every language. */
const CASHBACK_TEXT = {
  en: 'Weekly cashback on your net losses',
  ES: 'Reembolso semanal de tus pérdidas netas',
  'ZH-CN': '每周净亏损返现',
} as const;

/** How the weekly cashback is paid as a bonus: its wagering multiple and days to claim it. */
export interface CashbackBonusTerms {
  wageringMultiple: number;
  validDays: number;
}

/**
 * Bonus money in play (decision 035): the qualifying deposit funds a claimed bonus, the games
 * stake it, the wagering hook counts settled bets towards it, and it ends wagered (the rest
 * to cash) or expired (the rest to the house), each through the ledger.
 */
export function createBonusPlay(deps: {
  bonusesRepository: BonusesRepository;
  ledger: LedgerService;
  events: EventBus;
  logger: Logger;
  /** A catalog game's kind for the wagering weights. */
  gameTypeOf: (gameId: number) => Promise<GameType>;
  now: () => Date;
}) {
  const { bonusesRepository: repo, ledger, events, logger, now } = deps;
  const money = createBonusMoney();
  const work = createPendingWork();

  /** What players hear after a bonus changed, once its transaction committed. */
  interface Change {
    userId: number;
    bonusId: number;
    status: DomainEvents['BonusChanged']['status'] | 'progress';
    title: string;
  }
  function announce(changes: Change[]): void {
    for (const change of changes) {
      if (change.status === 'progress') {
        events.emit('BonusProgressed', { userId: change.userId, bonusId: change.bonusId });
      } else {
        events.emit('BonusChanged', { ...change, status: change.status });
      }
    }
  }

  /**
   * Ends a running bonus inside `unit`: its wagering done (the bonus money left becomes cash)
   * or its time run out (the bonus money left goes to the house). The player's accounts are
   * locked first, so no bet or win of theirs interleaves (decision 035). Null when it had
   * already ended.
   */
  async function finishIn(
    unit: LedgerUnit,
    entry: PlayerBonusWithOffer,
    endedAs: 'wagered' | 'expired',
  ): Promise<Change | null> {
    const { bonus, offer } = entry;
    await repo.lockAccounts(unit.tx, bonus.userId, offer.currency);
    const ended = await repo.finish(unit.tx, bonus.id, endedAs, now());
    if (!ended) return null;
    const left = await repo.bonusBalance(unit.tx, bonus.userId, offer.currency);
    if (left > 0) {
      await unit.transfer({
        key: `bonus-${endedAs}:${bonus.id}`,
        type: endedAs === 'wagered' ? 'bonus_release' : 'bonus_forfeit',
        debit: { kind: 'player_bonus', userId: bonus.userId },
        credit:
          endedAs === 'wagered' ? { kind: 'player_cash', userId: bonus.userId } : { kind: 'house' },
        amount: left,
        currency: offer.currency,
        reference: `bonus:${bonus.id}`,
        metadata: { bonus_id: bonus.id, offer: offer.code },
      });
    }
    return {
      userId: bonus.userId,
      bonusId: bonus.id,
      status: endedAs === 'wagered' ? 'completed' : 'expired',
      title: offer.message,
    };
  }

  /**
   * Finishes the bonus if its wagering reached the target (a target of 0 at once); a
   * FREE_SPINS bonus only once its spins are all played and settled (their wins set the target).
   */
  async function completeIfWagered(
    unit: LedgerUnit,
    bonus: PlayerBonusRow,
    offer: BonusOfferRow,
  ): Promise<Change | null> {
    if (bonus.betAmount < bonus.betTotal) return null;
    if ((bonus.spinsLeft ?? 0) > 0 || (bonus.spinsOpen ?? 0) > 0) return null;
    return finishIn(unit, { bonus, offer }, 'wagered');
  }

  /** Counts one settled bet towards the player's running bonus `found`, once. */
  async function countWager(
    bet: DomainEvents['BetSettled'],
    found: PlayerBonusWithOffer,
  ): Promise<Change[]> {
    const gameType = bet.gameId === undefined ? 'originals' : await deps.gameTypeOf(bet.gameId);
    const weight = found.offer.gameWeights[gameType] ?? 0;
    const counted = Math.floor((bet.amount * weight) / 100);
    return ledger.run(async (unit) => {
      await repo.lockAccounts(unit.tx, bet.userId, bet.currency);
      const progressed = await repo.addWager(unit.tx, {
        reference: bet.reference,
        bonusId: found.bonus.id,
        userId: bet.userId,
        gameType,
        amount: bet.amount,
        counted,
      });
      if (!progressed) return [];
      const progress: Change = {
        userId: bet.userId,
        bonusId: found.bonus.id,
        status: 'progress',
        title: found.offer.message,
      };
      const done = await completeIfWagered(unit, progressed, found.offer);
      return done ? [progress, done] : [progress];
    });
  }

  /**
   * The wagering hook (ARCHITECTURE "Play"): settled bets of players whose funded bonus runs
   * count towards it, weighted by their kind of game, once per bet; reaching the target
   * finishes the bonus and releases its money as cash. Refunded bets count nothing. One query
   * finds the few players of a batch who hold such a bonus.
   */
  async function recordWagers(bets: DomainEvents['BetSettled'][]): Promise<void> {
    // A free spin settles with a stake of 0 (the bonus paid it): it counts towards nothing,
    // but its bonus may now be done with its spins.
    const spun = bets.filter((bet) => bet.outcome !== 'refunded' && bet.amount === 0);
    if (spun.length > 0) await completeSpinsDone([...new Set(spun.map((bet) => bet.userId))]);
    const counted = bets.filter((bet) => bet.outcome !== 'refunded' && bet.amount > 0);
    const running = new Map(
      (await repo.findRunningFunded([...new Set(counted.map((bet) => bet.userId))])).map(
        (entry) => [entry.bonus.userId, entry],
      ),
    );
    for (const bet of counted) {
      const found = running.get(bet.userId);
      if (!found || found.offer.currency !== bet.currency) continue;
      announce(await countWager(bet, found));
    }
  }

  /**
   * The FREE_SPINS bonuses of these players whose spins are all played and settled: each is
   * told of its winnings, and finishes (the rest to cash) when nothing is left to wager.
   */
  async function completeSpinsDone(userIds: number[]): Promise<void> {
    for (const entry of await repo.findSpinsDone(userIds)) {
      const changes = await ledger.run(async (unit) => {
        await repo.lockAccounts(unit.tx, entry.bonus.userId, entry.offer.currency);
        const current = await repo.findById(entry.bonus.id, unit.tx);
        if (!current || current.bonus.finished === 1) return [];
        const done = await completeIfWagered(unit, current.bonus, current.offer);
        const progress: Change = {
          userId: entry.bonus.userId,
          bonusId: entry.bonus.id,
          status: 'progress',
          title: entry.offer.message,
        };
        return done ? [progress, done] : [progress];
      });
      announce(changes);
    }
  }

  // Settled bets are counted together when this many wait, or after this long.
  const WAGER_BATCH_SIZE = 500;
  const WAGER_BATCH_MS = 100;
  let waiting: DomainEvents['BetSettled'][] = [];
  let timer: NodeJS.Timeout | null = null;
  function flushWagers(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    work.track(
      recordWagers(batch).catch((error: unknown) =>
        logger.error({ err: error, bets: batch.length }, 'bonus wagering failed'),
      ),
    );
  }

  return {
    /** Bonus money in play, for the games' own bet transactions (decision 035). */
    money,

    /**
     * The qualifying deposit (inside the deposit's transaction): the player's claimed deposit
     * bonus gets its match on the bonus balance, from the bonus pool, once (`bonus-credit:{id}`).
     * Answers what to tell the player once the deposit's transaction has committed.
     */
    async creditOnDeposit(
      unit: LedgerUnit,
      deposit: { userId: number; currency: string; amount: number; reference: string },
    ): Promise<() => void> {
      await repo.lockAccounts(unit.tx, deposit.userId, deposit.currency);
      const funded = await repo.fundOnDeposit(
        unit.tx,
        deposit.userId,
        deposit.currency,
        deposit.amount,
        now(),
      );
      if (!funded) return () => {};
      await unit.transfer({
        key: `bonus-credit:${funded.bonus.id}`,
        type: 'bonus',
        debit: { kind: 'bonus_pool' },
        credit: { kind: 'player_bonus', userId: deposit.userId },
        amount: funded.bonus.amount,
        currency: deposit.currency,
        reference: `bonus:${funded.bonus.id}`,
        metadata: {
          bonus_id: funded.bonus.id,
          offer: funded.offer.code,
          deposit: deposit.reference,
        },
      });
      const done = await completeIfWagered(unit, funded.bonus, funded.offer);
      const changes: Change[] = [
        {
          userId: deposit.userId,
          bonusId: funded.bonus.id,
          status: 'progress',
          title: funded.offer.message,
        },
      ];
      if (done) changes.push(done);
      return () => announce(changes);
    },

    /**
     * The weekly cashback as a bonus (decision 039): the player is granted a CASHBACK bonus
     * carrying `amount`, to claim within the terms' days, once per `sourceKey`. False when that
     * key granted it before.
     */
    async grantCashback(
      grant: {
        userId: number;
        currency: string;
        amount: number;
        sourceKey: string;
      },
      terms: CashbackBonusTerms,
    ): Promise<boolean> {
      const offer = await repo.ensureGrantOffer({
        code: `weekly-cashback-${grant.currency.toLowerCase()}`,
        bonusKey: 'CASHBACK',
        currency: grant.currency,
        message: CASHBACK_TEXT.en,
        texts: (['ES', 'ZH-CN'] as const).map((lang) => ({
          key: 'bonus_message',
          lang,
          message: CASHBACK_TEXT[lang],
        })),
        wageringMultiple: terms.wageringMultiple,
        validDays: terms.validDays,
      });
      const granted = await repo.grant({
        userId: grant.userId,
        offerId: offer.id,
        amount: grant.amount,
        sourceKey: grant.sourceKey,
        expiresAt: new Date(now().getTime() + terms.validDays * 86_400_000),
      });
      return granted !== null;
    },

    /**
     * Claims a granted bonus (the cashback): the claim, its money from the bonus pool to the
     * player's bonus balance (`bonus-credit:{id}`) and its wagering target, in one transaction;
     * with nothing to wager, the money is cash at once. Null when it was not available.
     */
    async claimGrant(userId: number, id: number, at: Date): Promise<PlayerBonusWithOffer | null> {
      const claimed = await ledger.run(async (unit) => {
        const changed = await repo.setActive(userId, id, 1, at, unit.tx);
        if (!changed) return null;
        const entry = await repo.findById(id, unit.tx);
        if (!entry) return null;
        await repo.lockAccounts(unit.tx, userId, entry.offer.currency);
        const funded = await repo.fundGrant(unit.tx, id);
        if (!funded) return { entry, changes: [] as Change[] };
        await unit.transfer({
          key: `bonus-credit:${id}`,
          type: 'bonus',
          debit: { kind: 'bonus_pool' },
          credit: { kind: 'player_bonus', userId },
          amount: funded.amount,
          currency: entry.offer.currency,
          reference: `bonus:${id}`,
          metadata: { bonus_id: id, offer: entry.offer.code, source: funded.sourceKey },
        });
        const changes: Change[] = [
          { userId, bonusId: id, status: 'progress', title: entry.offer.message },
        ];
        const done = await completeIfWagered(unit, funded, entry.offer);
        if (done) changes.push(done);
        return { entry: (await repo.findById(id, unit.tx)) ?? entry, changes };
      });
      if (!claimed) return null;
      announce(claimed.changes);
      return claimed.entry;
    },

    /** The wagering hook's work for one settled bet (tests call it directly). */
    recordWager: (bet: DomainEvents['BetSettled']) => recordWagers([bet]),

    /**
     * Ends every running bonus whose time ran out: the bonus money left is forfeited to the
     * house. Each in its own transaction; run twice or on two nodes, each ends once.
     */
    async expireDue(): Promise<{ expired: number }> {
      let expired = 0;
      for (;;) {
        const due = await repo.findExpired(now(), EXPIRY_BATCH);
        for (const entry of due) {
          const change = await ledger.run((unit) => finishIn(unit, entry, 'expired'));
          if (change) {
            expired += 1;
            announce([change]);
          }
        }
        if (due.length < EXPIRY_BATCH) return { expired };
      }
    },

    /** Listens to the wagering hook; a bet the hook could not record is logged. */
    subscribe(): () => void {
      return events.on('BetSettled', (bet) => {
        waiting.push(bet);
        if (waiting.length >= WAGER_BATCH_SIZE) flushWagers();
        else timer ??= setTimeout(flushWagers, WAGER_BATCH_MS);
      });
    },

    /** Resolves once every wager heard so far is recorded. */
    settled: () => {
      flushWagers();
      return work.settled();
    },
  };
}

export type BonusPlay = ReturnType<typeof createBonusPlay>;
