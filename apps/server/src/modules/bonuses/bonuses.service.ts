import type {
  Bonus,
  BonusActivationResponse,
  BonusesResponse,
  BonusOfferInput,
  GameType,
  StaffBonusOffer,
  User,
} from '@casino/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Principal, StaffActor } from '../../platform/auth';
import type { AuditTrail } from '../audit/audit.service';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { LedgerService } from '../ledger/ledger.service';
import { createBonusOffersAdmin, toOfferDto } from './bonuses.admin';
import { createBonusPlay } from './bonuses.play';
import type {
  BonusesRepository,
  NewBonusOfferRow,
  PlayerBonusWithOffer,
} from './bonuses.repository';

export { bonusShareOf, type BonusMoney, type BonusPayoutRoute } from './bonuses.money';

const DAY_MS = 86_400_000;

/** Whole days from `at`'s day to the expiry's day (UTC): 0 on its last day, null when past. */
function daysLeft(expiresAt: Date, at: Date): number | null {
  if (expiresAt.getTime() <= at.getTime()) return null;
  const day = (moment: Date) =>
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  return Math.round((day(expiresAt) - day(at)) / DAY_MS);
}

/** What a FREE_SPINS bonus has left, on which game (null for other kinds). */
function freeSpinsOf(
  { bonus, offer }: PlayerBonusWithOffer,
  gameName: string | undefined,
): Bonus['free_spins'] {
  if (offer.bonusKey !== 'FREE_SPINS' || offer.freeSpins === null || offer.gameId === null) {
    return null;
  }
  return {
    // An offer not claimed yet has all its spins.
    left: bonus.spinsLeft ?? offer.freeSpins,
    total: offer.freeSpins,
    spin_value: offer.spinValue ?? 0,
    game_id: offer.gameId,
    game_name: gameName ?? '',
  };
}

/**
 * spec §3 Bonus, as the player's list and the activation answer show it; `gameName` names a
 * FREE_SPINS bonus's game.
 */
export function toBonusDto(entry: PlayerBonusWithOffer, at: Date, gameName?: string): Bonus {
  const { bonus, offer } = entry;
  return {
    id: bonus.id,
    active: bonus.active as Bonus['active'],
    finished: bonus.finished === 1 ? 1 : 0,
    bonus_message: offer.message,
    lang: offer.texts,
    bonus_key: offer.bonusKey,
    bet_amount: bonus.betAmount,
    bet_total: bonus.betTotal,
    amount: bonus.granted !== null && bonus.amount === 0 ? bonus.granted : bonus.amount,
    expireDateTime: bonus.expiresAt.toISOString(),
    days_left: daysLeft(bonus.expiresAt, at),
    free_spins: freeSpinsOf(entry, gameName),
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
  /** A catalog game, for free spins: its name, and whether it is one of the in-house games. */
  findGame: (gameId: number) => Promise<{ name: string; original: boolean } | null>;
  audit: AuditTrail;
  now?: () => Date;
}) {
  const { bonusesRepository: repo, getUser, findCurrency } = deps;
  const now = deps.now ?? (() => new Date());

  // Funding, staking, wagering and ending bonuses (decision 035).
  const play = createBonusPlay({
    bonusesRepository: repo,
    ledger: deps.ledger,
    events: deps.events,
    logger: deps.logger,
    gameTypeOf: deps.gameTypeOf,
    now,
  });

  /** The names of the games these bonuses' free spins are for. */
  async function gameNamesOf(rows: PlayerBonusWithOffer[]): Promise<Map<number, string>> {
    const ids = new Set(rows.flatMap(({ offer }) => (offer.gameId === null ? [] : [offer.gameId])));
    const names = new Map<number, string>();
    for (const id of ids) names.set(id, (await deps.findGame(id))?.name ?? '');
    return names;
  }
  const dtoOf = async (row: PlayerBonusWithOffer, at: Date) =>
    toBonusDto(row, at, (await gameNamesOf([row])).get(row.offer.gameId ?? 0));

  return {
    /** spec §7 POST /user/bonuses: the open offers become the player's, then all are listed. */
    async list(principal: Principal): Promise<BonusesResponse> {
      const at = now();
      const currency = await findCurrency(principal.userId);
      if (currency) await repo.offerOpenOffers(principal.userId, currency, at);
      const rows = await repo.findByUser(principal.userId);
      const names = await gameNamesOf(rows);
      return {
        status: 'ok',
        bonuses: rows.map((row) => toBonusDto(row, at, names.get(row.offer.gameId ?? 0))),
      };
    },

    /** The player's free spins on a game, for the seamless wallet (docs/providers.md). */
    freeRoundsOf(userId: number, gameId: number, currency: string) {
      return repo.freeRoundsOf(userId, gameId, currency, now());
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
        // A granted bonus (the cashback) carries its money: claiming it credits it.
        changed =
          active === 1 && current.bonus.granted !== null
            ? ((await play.claimGrant(principal.userId, id, at))?.bonus ?? null)
            : await repo.setActive(principal.userId, id, active, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('BONUS_ALREADY_ACTIVE');
        throw error;
      }
      if (!changed) throw new AppError('BONUS_NOT_AVAILABLE');
      return {
        status: 'ok',
        bonus: await dtoOf({ bonus: changed, offer: current.offer }, at),
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
    async createOffer(staff: StaffActor, offer: BonusOfferInput): Promise<StaffBonusOffer> {
      const common = {
        code: offer.code,
        bonusKey: offer.bonus_key,
        currency: offer.currency,
        message: offer.message,
        texts: offer.lang.map((text) => ({ key: 'bonus_message', ...text })),
        wageringMultiple: offer.wagering_multiple,
        validDays: offer.valid_days,
        gameWeights: offer.game_weights,
        startsAt: offer.starts_at ? new Date(offer.starts_at) : null,
        endsAt: offer.ends_at ? new Date(offer.ends_at) : null,
      };
      if (common.startsAt && common.endsAt && common.endsAt <= common.startsAt) {
        throw AppError.validation({ ends_at: [{ key: 'date_range_order' }] });
      }
      let kind: Partial<NewBonusOfferRow>;
      if (offer.bonus_key === 'FREE_SPINS') {
        // Free spins are played through a studio's free rounds: one of its games, not ours.
        const game = await deps.findGame(offer.game_id);
        if (!game || game.original) {
          throw AppError.validation({ game_id: [{ key: 'bonus_game_unknown' }] });
        }
        kind = { freeSpins: offer.free_spins, spinValue: offer.spin_value, gameId: offer.game_id };
      } else {
        kind = {
          matchPercent: offer.match_percent,
          maxAmount: offer.max_amount,
          minDeposit: offer.min_deposit,
          depositNumber: offer.deposit_number,
        };
      }
      return deps.audit.run(staff, async (tx) => {
        const row = await repo.insertOffer({ ...common, ...kind }, tx);
        if (!row) throw AppError.validation({ code: [{ key: 'bonus_code_taken' }] });
        const created = toOfferDto({ offer: row, claimed: 0, declined: 0 });
        return {
          result: created,
          change: {
            action: 'bonus_offer.create',
            targetType: 'bonus_offer',
            targetId: row.code,
            after: created,
          },
        };
      });
    },

    async listOffers(): Promise<StaffBonusOffer[]> {
      return (await repo.listOffers()).map(toOfferDto);
    },

    /** Retires an offer by code: players are no longer offered it; held bonuses stay. */
    async retireOffer(staff: StaffActor, code: string): Promise<StaffBonusOffer> {
      const row = await deps.audit.run(staff, async (tx) => {
        const retired = await repo.retireOffer(code, now(), tx);
        if (!retired) throw new AppError('BONUS_OFFER_NOT_FOUND');
        return {
          result: retired,
          change: {
            action: 'bonus_offer.retire',
            targetType: 'bonus_offer',
            targetId: code,
            after: { retired_at: retired.retiredAt },
          },
        };
      });
      const [listed] = await repo.listOffers(row.id);
      return toOfferDto(listed ?? { offer: row, claimed: 0, declined: 0 });
    },

    ...play,

    // Staff edit and schedule offers and see who claimed them (bonuses.admin.ts).
    ...createBonusOffersAdmin({ bonusesRepository: repo, audit: deps.audit, now }),

    /** spec §5: whether a running bonus blocks the player's withdrawals. */
    hasActiveBonus(userId: number): Promise<boolean> {
      return repo.hasRunning(userId, now());
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
