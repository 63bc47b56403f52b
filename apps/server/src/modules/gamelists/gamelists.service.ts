import {
  FAVOURITES_LIMIT,
  RECENT_GAMES_LIMIT,
  type FavouriteResponse,
  type GameListResponse,
} from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { DomainEvents, EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { GamesService } from '../games/games.service';
import type { GamelistsRepository, PlayedGame } from './gamelists.repository';

/**
 * How many recent ids are read to fill the list: some may name games since disabled, which
 * the catalog leaves out.
 */
const RECENT_READ = RECENT_GAMES_LIMIT * 4;

/**
 * "Recently played" and "Favourites" (issue 13 point 5; spec §7 POST /user/gameslist). Every
 * call reads and writes the principal's own lists only: no call takes another player's id.
 */
export function createGamelistsService({
  gamelistsRepository: repo,
  gamesService,
  events,
  logger,
}: {
  gamelistsRepository: GamelistsRepository;
  gamesService: Pick<GamesService, 'findGamesByIds' | 'findGameRow' | 'findOriginalGame'>;
  events?: EventBus;
  logger?: Logger;
}) {
  const REPEAT_MS = 60_000;
  const REMEMBERED_PLAYERS = 50_000;
  /** In-house game name -> catalog id; ids never move, so a found one is kept. */
  const originalIds = new Map<string, number>();
  /** Plays waiting for the next write, one per (player, game): a crash settles hundreds at once. */
  let queued = new Map<string, PlayedGame>();
  let flushTimer: NodeJS.Immediate | null = null;
  const pending = new Set<Promise<unknown>>();

  function track(work: Promise<unknown>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  /** Writes everything queued in one statement; a failure is logged, never thrown at a game. */
  function flush(): void {
    if (flushTimer) clearImmediate(flushTimer);
    flushTimer = null;
    if (queued.size === 0) return;
    const rows = [...queued.values()];
    queued = new Map();
    track(
      repo
        .upsertPlayed(rows)
        .catch((error: unknown) =>
          logger?.warn({ err: error, plays: rows.length }, 'recently played record failed'),
        ),
    );
  }

  /**
   * The game on top of each player's list as this node last wrote it, and when it was played:
   * a round settled in that same game less than REPEAT_MS later changes nothing a player could
   * see, so a spinning player costs one write a minute rather than one per round.
   */
  const topOf = new Map<number, { gameId: number; at: number }>();

  function isRepeat(played: PlayedGame): boolean {
    const top = topOf.get(played.userId);
    if (!top) return false;
    const at = played.playedAt.getTime();
    // Older than the top (events may arrive out of order): it can never rise above it.
    if (at < top.at) return top.gameId === played.gameId;
    return top.gameId === played.gameId && at - top.at < REPEAT_MS;
  }

  function remember(played: PlayedGame): void {
    const at = played.playedAt.getTime();
    const top = topOf.get(played.userId);
    if (top && top.at > at) return;
    topOf.delete(played.userId);
    if (topOf.size >= REMEMBERED_PLAYERS) topOf.delete(topOf.keys().next().value!);
    topOf.set(played.userId, { gameId: played.gameId, at });
  }

  function enqueue(played: PlayedGame, options: { always?: boolean } = {}): void {
    if (!options.always && isRepeat(played)) return;
    remember(played);
    const key = `${played.userId}:${played.gameId}`;
    const known = queued.get(key);
    if (!known || known.playedAt < played.playedAt) queued.set(key, played);
    // Everything emitted in the same turn (a round's settlement) goes out together.
    flushTimer ??= setImmediate(flush);
  }

  async function findOriginalId(name: string): Promise<number | null> {
    const known = originalIds.get(name);
    if (known !== undefined) return known;
    const game = await gamesService.findOriginalGame(name);
    if (game) originalIds.set(name, game.game_id);
    return game?.game_id ?? null;
  }

  function recordSettled(settled: DomainEvents['BetSettled']): void {
    const { userId, settledAt: playedAt } = settled;
    const gameId = settled.gameId ?? originalIds.get(settled.game);
    if (gameId !== undefined) return enqueue({ userId, gameId, playedAt });
    track(
      findOriginalId(settled.game)
        .then((id) => {
          if (id === null) logger?.warn({ game: settled.game }, 'played game not in the catalog');
          else enqueue({ userId, gameId: id, playedAt });
        })
        .catch((error: unknown) =>
          logger?.warn({ err: error, game: settled.game }, 'recently played lookup failed'),
        ),
    );
  }

  return {
    /**
     * Launches (GamePlayed) and settled bets (BetSettled, for the in-house games whose bets
     * are their plays) move the game to the top of the player's "Recently played".
     */
    subscribe(): () => void {
      if (!events) return () => {};
      // A launch always moves its game to the top.
      const offPlayed = events.on('GamePlayed', ({ userId, gameId, playedAt }) =>
        enqueue({ userId, gameId, playedAt }, { always: true }),
      );
      const offSettled = events.on('BetSettled', recordSettled);
      return () => {
        offPlayed();
        offSettled();
      };
    },

    /** Resolves once every play handed over so far is written (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0 || queued.size > 0) {
        flush();
        await Promise.allSettled([...pending]);
      }
    },

    /** spec §7 POST /user/gameslist: most recent first, enabled games only. */
    async listRecent(principal: Principal): Promise<GameListResponse> {
      const ids = await repo.findRecentIds(principal.userId, RECENT_READ);
      return { games: (await gamesService.findGamesByIds(ids)).slice(0, RECENT_GAMES_LIMIT) };
    },

    /** GET /api/user/favourites: newest first, enabled games only. */
    async listFavourites(principal: Principal): Promise<GameListResponse> {
      const ids = await repo.findFavouriteIds(principal.userId, FAVOURITES_LIMIT);
      return { games: await gamesService.findGamesByIds(ids) };
    },

    /**
     * PUT /api/user/favourites/{game_id}: idempotent; a game already kept never hits the
     * limit (which counts every favourite kept, a game disabled since included).
     */
    async addFavourite(principal: Principal, gameId: number): Promise<FavouriteResponse> {
      const { userId } = principal;
      const game = await gamesService.findGameRow(gameId);
      if (!game?.enabled) throw new AppError('GAME_NOT_FOUND');
      await repo.transaction(async (tx) => {
        // Two requests at once must not both pass the count below.
        await repo.lockFavourites(tx, userId);
        const state = await repo.findFavouriteState(tx, userId, gameId);
        if (state.isFavourite) return;
        if (state.total >= FAVOURITES_LIMIT) {
          throw new AppError('FAVOURITES_FULL', { params: { maximum: FAVOURITES_LIMIT } });
        }
        await repo.insertFavourite(tx, userId, gameId);
      });
      return { game_id: gameId, favourite: true };
    },

    /** DELETE /api/user/favourites/{game_id}: idempotent, whether or not it was a favourite. */
    async removeFavourite(principal: Principal, gameId: number): Promise<FavouriteResponse> {
      await repo.deleteFavourite(principal.userId, gameId);
      return { game_id: gameId, favourite: false };
    },
  };
}

export type GamelistsService = ReturnType<typeof createGamelistsService>;
