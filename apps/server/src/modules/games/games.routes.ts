import {
  categoriesResponseSchema,
  gameParamsSchema,
  gameResponseSchema,
  gamesListRequestSchema,
  gamesListResponseSchema,
  providersResponseSchema,
} from '@casino/contracts';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { GamesService } from './games.service';

export function gamesRoutes({ gamesService }: { gamesService: GamesService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/games/categories',
      {
        schema: {
          tags: ['games'],
          summary: 'Game categories (spec §7 POST /games/categories)',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (request) => ({
        categories: await gamesService.listCategories(
          localeFromHeader(request.headers['accept-language']),
        ),
      }),
    );

    app.post(
      '/games/list',
      {
        schema: {
          tags: ['games'],
          summary:
            'Games by range, category, provider, search, sort and lobby tab (spec §7 POST /games/list)',
          description:
            'limitfrom / limitto (and the filters) are read from a JSON body, a form body or the query string.',
          body: gamesListRequestSchema,
          response: { 200: gamesListResponseSchema, 422: ERROR_RESPONSES[422] },
        },
        // spec §7: the client may send the range in a form, or in the query string.
        preValidation: async (request) => {
          request.body = {
            ...(request.query as object),
            ...(request.body as object),
          } as typeof request.body;
        },
      },
      async (request) => gamesService.listGames(request.body),
    );

    app.get(
      '/games/:id',
      {
        schema: {
          tags: ['games'],
          summary: 'One enabled game by id (the game page)',
          params: gameParamsSchema,
          response: {
            200: gameResponseSchema,
            404: ERROR_RESPONSES[401],
            422: ERROR_RESPONSES[422],
          },
        },
      },
      async (request) => ({ game: await gamesService.getGame(request.params.id) }),
    );

    app.post(
      '/games/providers',
      {
        schema: {
          tags: ['games'],
          summary: 'Providers derived from the enabled games (spec §7 POST /games/providers)',
          response: { 200: providersResponseSchema },
        },
      },
      async () => ({ providers: await gamesService.listProviders() }),
    );
  };
}
