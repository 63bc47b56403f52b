import {
  HIGH_WIN_MULTIPLIER,
  LIVE_FEED_SIZE,
  type LiveBet,
  type LiveFeedResponse,
} from '@casino/contracts';
import type { LiveBetRow, LivefeedRepository } from './livefeed.repository';

/** A settled round, as a game module reports it. Amounts in minor units of `currency`. */
export interface SettledBet {
  /** The round's own id: the feed records each round once. */
  reference: string;
  userId: number;
  playerName: string;
  game: { id: number; name: string; slug: string };
  currency: string;
  amount: number;
  payout: number;
  settledAt?: Date;
}

/** Other players see "Al***": enough to recognise a streak, not enough to find the person. */
export function maskPlayerName(name: string): string {
  const visible = [...name.trim()].slice(0, 2).join('');
  return `${visible || '?'}***`;
}

/** payout / amount x 100, rounded down, from integers only. */
function multiplierX100(amount: number, payout: number): number {
  return amount > 0 ? Math.floor((payout * 100) / amount) : 0;
}

function toLiveBetDto(row: LiveBetRow, player: string): LiveBet {
  return {
    id: row.id,
    game_id: row.gameId,
    game_name: row.gameName,
    game_slug: row.gameSlug,
    player,
    currency: row.currency,
    amount: row.amount,
    payout: row.payout,
    multiplier: row.multiplierX100 / 100,
    created_at: row.settledAt.toISOString(),
  };
}

export function createLivefeedService({
  livefeedRepository,
}: {
  livefeedRepository: LivefeedRepository;
}) {
  return {
    /** Called by a game module when a round is settled; idempotent on `reference`. */
    async recordSettledBet(bet: SettledBet): Promise<boolean> {
      if (
        !Number.isSafeInteger(bet.amount) ||
        !Number.isSafeInteger(bet.payout) ||
        bet.amount <= 0 ||
        bet.payout < 0
      ) {
        throw new RangeError(`settled bet ${bet.reference}: amounts must be whole minor units`);
      }
      return livefeedRepository.insert({
        reference: bet.reference,
        userId: bet.userId,
        playerName: bet.playerName,
        gameId: bet.game.id,
        gameName: bet.game.name,
        gameSlug: bet.game.slug,
        currency: bet.currency,
        amount: bet.amount,
        payout: bet.payout,
        multiplierX100: multiplierX100(bet.amount, bet.payout),
        ...(bet.settledAt ? { settledAt: bet.settledAt } : {}),
      });
    },

    /**
     * spec §7 GET /livefeed: the latest settled bets (all), the latest high wins (at least
     * HIGH_WIN_MULTIPLIER times the stake) and, for a signed-in player, their own.
     */
    async getFeed(userId: number | null): Promise<LiveFeedResponse> {
      const [all, high, user] = await Promise.all([
        livefeedRepository.findLatest(LIVE_FEED_SIZE),
        livefeedRepository.findLatestHigh(HIGH_WIN_MULTIPLIER * 100, LIVE_FEED_SIZE),
        userId === null
          ? Promise.resolve([])
          : livefeedRepository.findLatestOfUser(userId, LIVE_FEED_SIZE),
      ]);
      const masked = (row: LiveBetRow) => toLiveBetDto(row, maskPlayerName(row.playerName));
      return {
        all: all.map(masked),
        high: high.map(masked),
        user: user.map((row) => toLiveBetDto(row, row.playerName)),
      };
    },
  };
}

export type LivefeedService = ReturnType<typeof createLivefeedService>;
