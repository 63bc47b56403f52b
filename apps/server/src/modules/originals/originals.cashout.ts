import { randomUUID } from 'node:crypto';
import type { OriginalGame } from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { CrashGames } from './originals.games';
import type { CrashBetRow, OriginalsRepository } from './originals.repository';
import type { CrashSettlement } from './originals.settlement';

/**
 * POST /api/originals/{game}/cashout: pays stake x the multiplier the database's clock gives at
 * the moment of the update, never the client's; any node can answer it (issue 12 point 3).
 */
export function createCashOut(deps: {
  repo: OriginalsRepository;
  games: CrashGames;
  ledger: LedgerService;
  settlement: CrashSettlement;
}) {
  const { repo, games, ledger, settlement } = deps;

  return async function cashOut(
    principal: Principal,
    gameName: string,
    options: { roundId?: number | undefined },
    idempotencyKey: string | null,
  ): Promise<{ bet: CrashBetRow; replayed: boolean }> {
    const game: OriginalGame = games.requireGameName(gameName);
    const key = `${principal.userId}:${idempotencyKey ?? randomUUID()}`;
    const earlier = await repo.findBetByCashoutKey(key);
    if (earlier) {
      if (earlier.userId !== principal.userId || earlier.game !== game) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      }
      return { bet: earlier, replayed: true };
    }
    const bet = await repo.findLatestMainBetOfUser(game, principal.userId, options.roundId);
    if (bet?.status === 'lost') {
      // Lost at the crash of the latest round, just before this request: too late. A loss in
      // an earlier round means the player has no bet now.
      const latest = await repo.findLatestRound(game);
      throw new AppError(latest?.id === bet.roundId ? 'CASHOUT_TOO_LATE' : 'CASHOUT_UNAVAILABLE');
    }
    if (!bet || bet.status !== 'open') throw new AppError('CASHOUT_UNAVAILABLE');

    const won = await ledger.run(async (unit) => {
      const row = await repo.cashOutAtNow(unit.tx, bet.id, key);
      if (!row) return null;
      await settlement.payWin(unit, row);
      return row;
    });
    if (won) {
      settlement.reportSettled([won]);
      return { bet: won, replayed: false };
    }
    // Not paid: tell the player why, from what the round and the bet say now.
    const [round, now] = await Promise.all([repo.findRoundById(bet.roundId), repo.now()]);
    if (round?.status === 'betting') throw new AppError('CASHOUT_UNAVAILABLE');
    const current = (await repo.findBetsOfUserInRound(bet.roundId, principal.userId)).find(
      (row) => row.id === bet.id,
    );
    if (current?.status === 'won') return { bet: current, replayed: true };
    if (
      round &&
      (round.status === 'crashed' || (round.startedAt && now >= round.startedAt.getTime()))
    ) {
      throw new AppError('CASHOUT_TOO_LATE');
    }
    throw new AppError('CASHOUT_UNAVAILABLE');
  };
}
