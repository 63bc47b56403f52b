import {
  errorResponseSchema,
  favouriteParamsSchema,
  favouriteResponseSchema,
  gameListResponseSchema,
} from '@casino/contracts';
import { requirePrincipal, type Principal } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { GamelistsService } from './gamelists.service';

const secured = { security: [{ bearer: [] }] };

/** The player's own game lists: recently played (spec §7) and favourites (issue 13). */
export function gamelistsRoutes({
  gamelistsService,
}: {
  gamelistsService: GamelistsService;
}): RoutesPlugin {
  return async (app) => {
    // The two lists of the player's games, each newest first.
    const lists = [
      {
        method: 'POST',
        url: '/user/gameslist',
        summary: 'Your recently played games, most recent first (spec §7 POST /user/gameslist)',
        list: (principal: Principal) => gamelistsService.listRecent(principal),
      },
      {
        method: 'GET',
        url: '/user/favourites',
        summary: 'Your favourite games, newest first',
        list: (principal: Principal) => gamelistsService.listFavourites(principal),
      },
    ] as const;
    for (const { method, url, summary, list } of lists) {
      app.route({
        method,
        url,
        schema: {
          tags: ['games'],
          summary,
          ...secured,
          response: { 200: gameListResponseSchema, ...ERROR_RESPONSES },
        },
        handler: async (request) => list(requirePrincipal(request)),
      });
    }

    // Marking and unmarking a favourite: both idempotent, both answer the game's new state.
    const changes = [
      {
        method: 'PUT',
        summary: 'Mark a game as a favourite (idempotent)',
        // Only a game that exists can become a favourite.
        notFound: { 404: errorResponseSchema },
        change: (principal: Principal, gameId: number) =>
          gamelistsService.addFavourite(principal, gameId),
      },
      {
        method: 'DELETE',
        summary: 'Remove a game from your favourites (idempotent)',
        notFound: {},
        change: (principal: Principal, gameId: number) =>
          gamelistsService.removeFavourite(principal, gameId),
      },
    ] as const;
    for (const { method, summary, notFound, change } of changes) {
      app.route({
        method,
        url: '/user/favourites/:game_id',
        schema: {
          tags: ['games'],
          summary,
          ...secured,
          params: favouriteParamsSchema,
          response: { 200: favouriteResponseSchema, ...ERROR_RESPONSES, ...notFound },
        },
        handler: async (request) => change(requirePrincipal(request), request.params.game_id),
      });
    }
  };
}
