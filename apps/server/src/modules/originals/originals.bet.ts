import { createHash, randomUUID } from 'node:crypto';
import { formatMinorUnits, type CrashSide, type OriginalGame } from '@casino/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Principal } from '../../platform/auth';
import { AppError, isAppError } from '../../platform/errors';
import type { BonusMoney } from '../bonuses/bonuses.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type { CrashGames } from './originals.games';
import type { CrashBetRow, OriginalsRepository } from './originals.repository';

export interface BetInput {
  /** Minor units of the player's currency (the contract parsed the decimal text). */
  amount: number;
  /** x 100 (1.50x = 150), or null. */
  autoCashoutX100: number | null;
  side: CrashSide | null;
}

/**
 * How many accounts a game's money is spread over per currency. Every bet credits its game's
 * account, so one account would be a row every bet queues on (bench/README.md, Crash); a
 * player always uses the same one of them (user id modulo this), and the game's result is
 * their sum ("game:crash.0:USD" ... "game:crash.7:USD").
 */
export const GAME_ACCOUNT_SHARDS = 8;

export function gameAccount(game: string, userId: number) {
  return { kind: 'game' as const, game: `${game}.${userId % GAME_ACCOUNT_SHARDS}` };
}

/**
 * The transfer keys of a bet: one stake, at most one win or refund, ever; each with a second
 * part for the bonus money staked (`stake-bonus`, `win-bonus`, `refund-bonus`, decision 035).
 */
export type BetPayment = 'stake' | 'win' | 'refund';
export const betTransferKey = (betId: number, what: BetPayment | `${BetPayment}-bonus`) =>
  `crash:${betId}:${what}`;

/**
 * POST /api/originals/{game}/bet: a ledger transfer from the player to the game's account,
 * inside the betting window by the database's clock only (issue 12 point 3).
 */
export function createPlaceBet(deps: {
  repo: OriginalsRepository;
  games: CrashGames;
  ledger: LedgerService;
  usersService: UsersService;
  bonusMoney: BonusMoney;
}) {
  const { repo, games, ledger, usersService, bonusMoney } = deps;

  return async function placeBet(
    principal: Principal,
    gameName: string,
    input: BetInput,
    idempotencyKey: string | null,
  ): Promise<{ bet: CrashBetRow; replayed: boolean }> {
    const game: OriginalGame = games.requireGameName(gameName);
    const key = `${principal.userId}:${idempotencyKey ?? randomUUID()}`;
    const requestHash = createHash('sha256')
      .update(JSON.stringify([game, input.amount, input.autoCashoutX100, input.side]))
      .digest('hex');
    const replay = async (): Promise<CrashBetRow | null> => {
      const found = await repo.findBetByKey(key);
      if (!found) return null;
      if (found.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return found;
    };
    const earlier = await replay();
    if (earlier) return { bet: earlier, replayed: true };

    const [{ settings, isOpen }, user] = await Promise.all([
      games.getPlayableSettings(game),
      usersService.findById(principal.userId),
    ]);
    if (!isOpen) throw new AppError('GAME_NOT_OPEN');
    if (input.side !== null && settings.sideOdds === null) {
      throw new AppError('SIDE_BET_NOT_OFFERED');
    }
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
    const limits = settings.limits[user.currency];
    // A currency without limits takes no bets: nothing was set up for it.
    if (!limits) throw new AppError('GAME_NOT_OPEN');
    const money = formatMinorUnits;
    if (input.amount < limits.min_bet) {
      throw new AppError('BET_BELOW_MINIMUM', {
        params: { amount: money(limits.min_bet), currency: user.currency },
      });
    }
    if (input.amount > limits.max_bet) {
      throw new AppError('BET_ABOVE_MAXIMUM', {
        params: { amount: money(limits.max_bet), currency: user.currency },
      });
    }

    try {
      const bet = await ledger.run(async (unit) => {
        // Cash first, then bonus money (decision 035); locks the player's accounts if needed.
        const { bonusId, bonusPart } = await bonusMoney.stake(
          unit.tx,
          user.id,
          user.currency,
          input.amount,
        );
        const placed = await repo.insertBetInOpenRound(unit.tx, {
          game,
          userId: user.id,
          playerName: user.name,
          currency: user.currency,
          amount: input.amount,
          bonusAmount: bonusPart,
          bonusId,
          slot: input.side === null ? 'main' : 'side',
          side: input.side,
          // A side bet has no cash-out: it is settled at the crash.
          autoCashoutX100: input.side === null ? input.autoCashoutX100 : null,
          idempotencyKey: key,
          requestHash,
        });
        if ('closed' in placed) throw new AppError('BET_WINDOW_CLOSED');
        if ('duplicate' in placed) throw new AppError('BET_ALREADY_PLACED');
        const stake = {
          type: 'bet',
          credit: gameAccount(game, user.id),
          currency: user.currency,
          reference: `crash:${placed.bet.roundId}:${placed.bet.id}`,
          metadata: { game, round_id: placed.bet.roundId, bet_id: placed.bet.id },
        };
        if (bonusPart < input.amount) {
          await unit.transfer({
            ...stake,
            key: betTransferKey(placed.bet.id, 'stake'),
            debit: { kind: 'player_cash', userId: user.id },
            amount: input.amount - bonusPart,
          });
        }
        if (bonusPart > 0) {
          await unit.transfer({
            ...stake,
            key: betTransferKey(placed.bet.id, 'stake-bonus'),
            debit: { kind: 'player_bonus', userId: user.id },
            amount: bonusPart,
            metadata: { ...stake.metadata, bonus_id: bonusId },
          });
        }
        return placed.bet;
      });
      return { bet, replayed: false };
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('BET_EXCEEDS_BALANCE');
      }
      // The same request twice at once: the second answers the first's bet.
      if (isUniqueViolation(error)) {
        const twin = await replay();
        if (twin) return { bet: twin, replayed: true };
        throw new AppError('BET_ALREADY_PLACED');
      }
      throw error;
    }
  };
}
