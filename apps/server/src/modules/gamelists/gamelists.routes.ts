import {
  errorResponseSchema,
  favouriteParamsSchema,
  favouriteResponseSchema,
  gameListResponseSchema,
} from '@casino/contracts';
import { requirePrincipal } from '../../platform/auth';
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
    app.post(
      '/user/gameslist',
      {
        schema: {
          tags: ['games'],
          summary: 'Your recently played games, most recent first (spec §7 POST /user/gameslist)',
          ...secured,
          response: { 200: gameListResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => gamelistsService.listRecent(requirePrincipal(request)),
    );

    app.get(
      '/user/favourites',
      {
        schema: {
          tags: ['games'],
          summary: 'Your favourite games, newest first',
          ...secured,
          response: { 200: gameListResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => gamelistsService.listFavourites(requirePrincipal(request)),
    );

    app.put(
      '/user/favourites/:game_id',
      {
        schema: {
          tags: ['games'],
          summary: 'Mark a game as a favourite (idempotent)',
          ...secured,
          params: favouriteParamsSchema,
          response: {
            200: favouriteResponseSchema,
            ...ERROR_RESPONSES,
            404: errorResponseSchema,
          },
        },
      },
      async (request) =>
        gamelistsService.addFavourite(requirePrincipal(request), request.params.game_id),
    );

    app.delete(
      '/user/favourites/:game_id',
      {
        schema: {
          tags: ['games'],
          summary: 'Remove a game from your favourites (idempotent)',
          ...secured,
          params: favouriteParamsSchema,
          response: { 200: favouriteResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) =>
        gamelistsService.removeFavourite(requirePrincipal(request), request.params.game_id),
    );
  };
}
