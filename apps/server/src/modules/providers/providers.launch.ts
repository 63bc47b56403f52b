import { randomBytes } from 'node:crypto';
import type { GameUrlResponse, Locale } from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { hashToken } from '../../platform/tokens';
import type { GamesService } from '../games/games.service';
import type { UsersService } from '../users/users.service';
import type { ProviderRegistry } from './providers.registry';
import type { ProvidersRepository } from './providers.repository';

/**
 * Launching a game (issue 13 point 2, spec §7 POST /games/gameURL and the demo URL): the
 * provider's launch URL with a fresh game session token for real money, or its play-money
 * mode for a demo. The in-house games answer their own page.
 */
export function createGameLauncher(deps: {
  repo: ProvidersRepository;
  registry: ProviderRegistry;
  gamesService: GamesService;
  usersService: UsersService;
  events: EventBus;
  appUrl: string;
  /** GAME_SESSION_TTL_MINUTES: how long a token takes new bets. */
  sessionTtlMinutes: number;
}) {
  const { repo, registry, gamesService, usersService, events } = deps;

  /** The enabled game and, unless it is in-house, its launching provider. */
  async function launchable(gameId: number) {
    const row = await gamesService.findGameRow(gameId);
    if (!row?.enabled) throw new AppError('GAME_NOT_FOUND');
    const game = await gamesService.getGame(gameId);
    if (game.play_path) return { row, game, provider: null };
    if (game.coming_soon) throw new AppError('GAME_COMING_SOON');
    const provider = (await registry.list()).find((p) => p.name === row.provider && p.enabled);
    if (!provider) throw new AppError('GAME_COMING_SOON');
    return { row, game, provider };
  }

  function launchUrl(base: string, params: Record<string, string>): string {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  const lobbyUrl = () => new URL('/casino', deps.appUrl).toString();

  return {
    /** POST /api/games/gameURL: real money, for a player with a verified e-mail. */
    async gameUrl(principal: Principal, gameId: number, locale: Locale): Promise<GameUrlResponse> {
      const user = await usersService.findById(principal.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      const { row, game, provider } = await launchable(gameId);
      const playedAt = new Date();
      if (!provider) {
        events.emit('GamePlayed', { userId: user.id, gameId: row.id, playedAt });
        return { urldata: { url: game.play_path!, mode: 'real' } };
      }
      // 32 random bytes: 43 characters of base64url; only its hash is kept.
      const token = randomBytes(32).toString('base64url');
      await repo.insertSession({
        tokenHash: hashToken(token),
        providerId: (await registry.byCode(provider.code))!.id,
        userId: user.id,
        gameId: row.id,
        gameCode: row.externalId,
        currency: user.currency,
        expiresAt: new Date(playedAt.getTime() + deps.sessionTtlMinutes * 60_000),
      });
      events.emit('GamePlayed', { userId: user.id, gameId: row.id, playedAt });
      return {
        urldata: {
          url: launchUrl(provider.launch_url, {
            mode: 'real',
            token,
            game: row.externalId,
            lang: locale,
            currency: user.currency,
            lobby_url: lobbyUrl(),
          }),
          mode: 'real',
        },
      };
    },

    /** POST /api/games/demoURL: the provider's play money, for visitors too. */
    async demoUrl(
      principal: Principal | null,
      gameId: number,
      locale: Locale,
    ): Promise<GameUrlResponse> {
      const { row, game, provider } = await launchable(gameId);
      if (!provider || !game.has_demo) throw new AppError('DEMO_NOT_AVAILABLE');
      if (principal) {
        events.emit('GamePlayed', {
          userId: principal.userId,
          gameId: row.id,
          playedAt: new Date(),
        });
      }
      return {
        urldata: {
          url: launchUrl(provider.launch_url, {
            mode: 'demo',
            game: row.externalId,
            lang: locale,
            currency: 'FUN',
            lobby_url: lobbyUrl(),
          }),
          mode: 'demo',
        },
      };
    },
  };
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;
