import { LIVE_FEED_SIZE, type Game, type LiveBet, type LiveFeedResponse } from '@casino/contracts';
import type { DomainEvents, EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { LiveBetRow, LivefeedRepository, NewLiveBetRow } from './livefeed.repository';

/** BetSettled events are written together when this many wait, or after this long. */
const RECORD_BATCH_SIZE = 500;
const RECORD_BATCH_MS = 100;

/** A high roller's stake, minor units, unless LIVEFEED_HIGH_AMOUNT says otherwise. */
export const DEFAULT_HIGH_AMOUNT = 10_000;

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
    high: row.isHigh,
    created_at: row.settledAt.toISOString(),
  };
}

export function createLivefeedService({
  livefeedRepository,
  events,
  logger,
  findGame,
  highAmount = DEFAULT_HIGH_AMOUNT,
}: {
  livefeedRepository: LivefeedRepository;
  events?: EventBus;
  logger?: Logger;
  /**
   * The catalog's game a BetSettled names (by its catalog id when it has one, else by the
   * in-house game's name): the feed shows its id, name and slug.
   */
  findGame?: (name: string, gameId?: number) => Promise<Game | null>;
  /** Stakes at or above this (minor units of the bet's currency) enter the high list. */
  highAmount?: number;
}) {
  const games = new Map<string, Promise<Game | null>>();
  const pending = new Set<Promise<unknown>>();

  function toRow(bet: SettledBet): NewLiveBetRow {
    return {
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
      isHigh: bet.amount >= highAmount,
      ...(bet.settledAt ? { settledAt: bet.settledAt } : {}),
    };
  }

  /** The catalog's game a BetSettled names, remembered (names and ids never move). */
  function gameOf(name: string, gameId?: number): Promise<Game | null> {
    if (!findGame) return Promise.resolve(null);
    const key = gameId === undefined ? name : `#${gameId}`;
    const known = games.get(key) ?? findGame(name, gameId);
    games.set(key, known);
    return known;
  }

  async function recordBatch(batch: DomainEvents['BetSettled'][]): Promise<void> {
    const rows: NewLiveBetRow[] = [];
    for (const settled of batch) {
      // A free spin (stake 0, paid by a bonus) is no bet of the player's to show.
      if (settled.amount === 0) continue;
      const game = await gameOf(settled.game, settled.gameId);
      if (!game) continue;
      rows.push(
        toRow({
          reference: settled.reference,
          userId: settled.userId,
          playerName: settled.playerName,
          game: { id: game.game_id, name: game.name, slug: game.slug },
          currency: settled.currency,
          amount: settled.amount,
          payout: settled.payout,
          settledAt: settled.settledAt,
        }),
      );
    }
    const recorded = await livefeedRepository.insertMany(rows);
    if (recorded.length > 0) {
      events?.emit('LiveBetsRecorded', {
        bets: recorded.map((row) => toLiveBetDto(row, maskPlayerName(row.playerName))),
      });
    }
  }

  const service = {
    /**
     * Records every settled bet (the BetSettled domain event, ARCHITECTURE "Play") and tells
     * watchers of the public livefeed channel.
     */
    subscribe(): () => void {
      if (!events) return () => {};
      // A crash settles hundreds of bets at once: they are written in batches, not one by one.
      let queued: DomainEvents['BetSettled'][] = [];
      let timer: NodeJS.Timeout | null = null;
      const flush = () => {
        timer = null;
        const batch = queued;
        queued = [];
        const work = recordBatch(batch).catch((error: unknown) =>
          logger?.warn({ err: error, bets: batch.length }, 'live feed record failed'),
        );
        pending.add(work);
        void work.finally(() => pending.delete(work));
      };
      const off = events.on('BetSettled', (settled) => {
        queued.push(settled);
        if (queued.length >= RECORD_BATCH_SIZE) {
          if (timer) clearTimeout(timer);
          flush();
        } else {
          timer ??= setTimeout(flush, RECORD_BATCH_MS);
        }
      });
      return () => {
        off();
        if (timer) clearTimeout(timer);
      };
    },

    /** Resolves once every bet handed over so far is recorded (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

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
      const [row] = await livefeedRepository.insertMany([toRow(bet)]);
      if (row) {
        events?.emit('LiveBetsRecorded', {
          bets: [toLiveBetDto(row, maskPlayerName(row.playerName))],
        });
      }
      return row !== undefined;
    },

    /**
     * spec §7 GET /livefeed: the latest settled bets (all), the latest high rollers' bets
     * (stakes of at least LIVEFEED_HIGH_AMOUNT) and, for a signed-in player, their own.
     */
    async getFeed(userId: number | null): Promise<LiveFeedResponse> {
      const [all, high, user] = await Promise.all([
        livefeedRepository.findLatest(LIVE_FEED_SIZE),
        livefeedRepository.findLatestHigh(LIVE_FEED_SIZE),
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
  return service;
}

export type LivefeedService = ReturnType<typeof createLivefeedService>;
