import type {
  Bonus,
  BonusActivationResponse,
  BonusesResponse,
  BonusOffer,
  BonusOfferInput,
  GameType,
  User,
} from '@casino/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { DomainEvents, EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import { createPendingWork } from '../../platform/pending-work';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import { createBonusMoney } from './bonuses.money';
import type {
  BonusesRepository,
  BonusOfferRow,
  NewBonusOfferRow,
  PlayerBonusRow,
  PlayerBonusWithOffer,
} from './bonuses.repository';

export { bonusShareOf, type BonusMoney, type BonusPayoutRoute } from './bonuses.money';

/** Expired bonuses one expiry run ends at most (the next run takes the rest). */
const EXPIRY_BATCH = 200;

const DAY_MS = 86_400_000;

/** Whole days from `at`'s day to the expiry's day (UTC): 0 on its last day, null when past. */
function daysLeft(expiresAt: Date, at: Date): number | null {
  if (expiresAt.getTime() <= at.getTime()) return null;
  const day = (moment: Date) =>
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  return Math.round((day(expiresAt) - day(at)) / DAY_MS);
}

/** An offer as staff see it. */
function toOfferDto(entry: {
  offer: BonusOfferRow;
  claimed: number;
  declined: number;
}): BonusOffer {
  const { offer } = entry;
  return {
    id: offer.id,
    code: offer.code,
    bonus_key: offer.bonusKey,
    currency: offer.currency,
    message: offer.message,
    lang: offer.texts,
    game_weights: offer.gameWeights,
    deposit_number: offer.depositNumber,
    match_percent: offer.matchPercent,
    max_amount: offer.maxAmount,
    min_deposit: offer.minDeposit,
    wagering_multiple: offer.wageringMultiple,
    valid_days: offer.validDays,
    retired_at: offer.retiredAt?.toISOString() ?? null,
    claimed: entry.claimed,
    declined: entry.declined,
  };
}

/** spec §3 Bonus, as the player's list and the activation answer show it. */
export function toBonusDto({ bonus, offer }: PlayerBonusWithOffer, at: Date): Bonus {
  return {
    id: bonus.id,
    active: bonus.active as Bonus['active'],
    finished: bonus.finished === 1 ? 1 : 0,
    bonus_message: offer.message,
    lang: offer.texts,
    bonus_key: offer.bonusKey,
    bet_amount: bonus.betAmount,
    bet_total: bonus.betTotal,
    expireDateTime: bonus.expiresAt.toISOString(),
    days_left: daysLeft(bonus.expiresAt, at),
  };
}

/**
 * Bonuses (issue 16, first part): the offers staff define, each held by a player as available,
 * claimed or declined (spec §3, §4), and the withdrawal rule they feed (spec §5).
 */
export function createBonusesService(deps: {
  bonusesRepository: BonusesRepository;
  /** The player as `GET /api/user` answers (the activation answer carries it, spec §7). */
  getUser: (principal: Principal) => Promise<User>;
  /** The player's currency (offers are per currency), without reading their balances. */
  findCurrency: (userId: number) => Promise<string | null>;
  ledger: LedgerService;
  events: EventBus;
  logger: Logger;
  /** A catalog game's kind for the wagering weights (decision 035). */
  gameTypeOf: (gameId: number) => Promise<GameType>;
  now?: () => Date;
}) {
  const { bonusesRepository: repo, getUser, findCurrency, ledger, events, logger } = deps;
  const now = deps.now ?? (() => new Date());
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

  /** Finishes the bonus if its wagering reached the target (a target of 0 at once). */
  async function completeIfWagered(
    unit: LedgerUnit,
    bonus: PlayerBonusRow,
    offer: BonusOfferRow,
  ): Promise<Change | null> {
    if (bonus.betAmount < bonus.betTotal) return null;
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
    /** spec §7 POST /user/bonuses: the open offers become the player's, then all are listed. */
    async list(principal: Principal): Promise<BonusesResponse> {
      const at = now();
      const currency = await findCurrency(principal.userId);
      if (currency) await repo.offerOpenOffers(principal.userId, currency, at);
      const rows = await repo.findByUser(principal.userId);
      return { status: 'ok', bonuses: rows.map((row) => toBonusDto(row, at)) };
    },

    /**
     * spec §7 POST /user/bonuses/active: claims (1) or declines (-1) an available bonus of the
     * caller's. Another player's bonus is not found, one already claimed, declined or expired
     * is not available, and a second running bonus is refused.
     */
    async setActive(
      principal: Principal,
      id: number,
      active: 1 | -1,
    ): Promise<Omit<BonusActivationResponse, 'message'>> {
      const at = now();
      const current = await repo.findOne(principal.userId, id);
      if (!current) throw new AppError('BONUS_NOT_FOUND');
      if (active === 1) await repo.endExpiredUnfunded(principal.userId, at);
      let changed;
      try {
        changed = await repo.setActive(principal.userId, id, active, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('BONUS_ALREADY_ACTIVE');
        throw error;
      }
      if (!changed) throw new AppError('BONUS_NOT_AVAILABLE');
      return {
        status: 'ok',
        bonus: toBonusDto({ bonus: changed, offer: current.offer }, at),
        user: await getUser(principal),
      };
    },

    /** Adds offers unless their codes exist (the demo seed). */
    async seedOffers(offers: NewBonusOfferRow[]): Promise<void> {
      for (const offer of offers) await repo.insertOffer(offer);
    },

    /**
     * Staff create a deposit match offer (admin API, `bonus:create`), checked against the
     * contract by the route or the command; a code in use is refused on its field.
     */
    async createOffer(offer: BonusOfferInput): Promise<BonusOffer> {
      const row = await repo.insertOffer({
        code: offer.code,
        bonusKey: offer.bonus_key,
        currency: offer.currency,
        message: offer.message,
        texts: offer.lang.map((text) => ({ key: 'bonus_message', ...text })),
        matchPercent: offer.match_percent,
        maxAmount: offer.max_amount,
        minDeposit: offer.min_deposit,
        wageringMultiple: offer.wagering_multiple,
        validDays: offer.valid_days,
        gameWeights: offer.game_weights,
        depositNumber: offer.deposit_number,
      });
      if (!row) throw AppError.validation({ code: [{ key: 'bonus_code_taken' }] });
      return toOfferDto({ offer: row, claimed: 0, declined: 0 });
    },

    async listOffers(): Promise<BonusOffer[]> {
      return (await repo.listOffers()).map(toOfferDto);
    },

    /** Retires an offer by code: players are no longer offered it; held bonuses stay. */
    async retireOffer(code: string): Promise<BonusOffer> {
      const row = await repo.retireOffer(code, now());
      if (!row) throw new AppError('NOT_FOUND');
      const [listed] = await repo.listOffers(row.id);
      return toOfferDto(listed ?? { offer: row, claimed: 0, declined: 0 });
    },

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

    /** spec §5: whether a running bonus blocks the player's withdrawals. */
    hasActiveBonus(userId: number): Promise<boolean> {
      return repo.hasRunning(userId, now());
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
